// N-1 in CI (docs/release.md): the version of each remote in production (releases.json, with the
// commit it was built from) must still run under today's shell and contract. This part reads that
// version's source from git and checks, without building anything, what it takes from the
// contract: its range of each shared workspace package (@shop/shared, @shop/provider-client,
// @shop/react-kit) against today's version, and every value it imports from their shared entries
// against what they export today. The e2e smoke
// (e2e/tests/release-n1.spec.ts) then mounts the N-1 builds (n1-build.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { WORKSPACE_VERSIONS } from '@shop/build-preset/singletons';
import { satisfies } from '@shop/release';
import ts from 'typescript';
import { repositoryRoot as root } from '../repository';

const require = createRequire(import.meta.url);
/** A workspace package's folder, from the repository root (`shared`, `provider-client`). */
const folderOfPackage = (name: string): string => relative(root, dirname(require.resolve(`${name}/package.json`)));
/** `@shop/react-kit/routing` → its package, `@shop/react-kit`. */
const packageOf = (entry: string): string => entry.split('/').slice(0, 2).join('/');

/**
 * The entries a remote's code takes from the live page at run time: the workspace's shared
 * singletons (@shop/build-preset), whichever build provides them. Each with its source today.
 */
export const CONTRACT_ENTRIES: Record<string, string> = Object.fromEntries(
  Object.keys(WORKSPACE_VERSIONS).map((entry: string): [string, string] => {
    const folder = folderOfPackage(packageOf(entry));
    const { exports } = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    const subpath = entry === packageOf(entry) ? '.' : `./${entry.slice(packageOf(entry).length + 1)}`;
    return [entry, join(folder, (exports as Record<string, string>)[subpath] ?? '')];
  }),
);

/** releases.json: { [folder]: { version, commit } }. */
export type Releases = Record<string, { version: string; commit: string }>;
export function readReleases(file = join(root, 'releases.json')): Releases {
  return JSON.parse(readFileSync(file, 'utf8')).remotes;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });

/** The named values a source file imports from each contract entry (type-only imports left out). */
export function contractImports(sourceText: string, fileName = 'file.tsx'): { entry: string; unit: string }[] {
  const out: { entry: string; unit: string }[] = [];
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const entry = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (!Object.hasOwn(CONTRACT_ENTRIES, entry) || !clause || clause.isTypeOnly) continue;
    const bindings = clause.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (!element.isTypeOnly) out.push({ entry, unit: (element.propertyName ?? element.name).text });
    }
  }
  return out;
}

/**
 * The text of each file at `commit`, read in one `git cat-file --batch` (a `git show` per file was
 * hundreds of processes per remote). Its output is, per file: `<id> blob <size>\n<bytes>\n`.
 */
function filesAt(commit: string, files: string[]): Map<string, string> {
  const out = execFileSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: files.map((file) => `${commit}:${file}\n`).join(''),
    maxBuffer: 256 << 20,
  });
  const texts = new Map<string, string>();
  let at = 0;
  for (const file of files) {
    const headerEnd = out.indexOf(0x0a, at);
    const [, kind, size] = out.subarray(at, headerEnd).toString('utf8').split(' ');
    if (kind !== 'blob') throw new Error(`git cat-file: ${commit.slice(0, 7)}:${file} is not a file`);
    const start = headerEnd + 1;
    texts.set(file, out.subarray(start, start + Number(size)).toString('utf8'));
    at = start + Number(size) + 1;
  }
  return texts;
}

/** Every contract value a remote's code (not its tests) imports at `commit`, with the first file using it. */
export function remoteImportsAt(commit: string, folder: string): { entry: string; unit: string; file: string }[] {
  const files = git('ls-tree', '-r', '--name-only', commit, '--', `${folder}/src`)
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const texts = filesAt(commit, files);
  const found = new Map<string, { entry: string; unit: string; file: string }>();
  for (const file of files) {
    for (const { entry, unit } of contractImports(texts.get(file) ?? '', file)) {
      const key = `${entry} ${unit}`;
      if (!found.has(key)) found.set(key, { entry, unit, file });
    }
  }
  return [...found.values()];
}

/** The values each contract entry exports today: { [entry]: Set<name> }. */
export function contractExportsToday(): Record<string, Set<string>> {
  const files = Object.values(CONTRACT_ENTRIES).map((file) => join(root, file));
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
    // Only the names of the exports are read, never a type checked: without TypeScript's own
    // libraries (the DOM's among them) the program is built in half the time, with the same names.
    noLib: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const out: Record<string, Set<string>> = {};
  for (const [entry, file] of Object.entries(CONTRACT_ENTRIES)) {
    const source = program.getSourceFile(join(root, file));
    const module = source && checker.getSymbolAtLocation(source);
    const values = new Set<string>();
    for (const symbol of module ? checker.getExportsOfModule(module) : []) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      // An export the checker cannot resolve (unknown) is taken at its word.
      if (target.flags & ts.SymbolFlags.Value || target.flags === ts.SymbolFlags.None) values.add(symbol.name);
    }
    out[entry] = values;
  }
  return out;
}

/** The version of each shared workspace package a commit's remotes were built against (their requiredVersion is ^ it). */
export function contractVersionsAt(commit: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of new Set(Object.keys(CONTRACT_ENTRIES).map(packageOf))) {
    try {
      versions[name] = JSON.parse(git('show', `${commit}:${folderOfPackage(name)}/package.json`)).version;
    } catch {
      // Not a package yet at that commit: its remotes take nothing from it.
    }
  }
  return versions;
}

/** Today's contract: the version of each shared workspace package and the values each entry exports. */
export const todayContract = (): { versions: Record<string, string>; exports: Record<string, Set<string>> } => ({
  versions: Object.fromEntries(
    [...new Set(Object.keys(CONTRACT_ENTRIES).map(packageOf))].map((name) => [
      name,
      JSON.parse(readFileSync(join(root, folderOfPackage(name), 'package.json'), 'utf8')).version,
    ]),
  ),
  exports: contractExportsToday(),
});

/**
 * What breaks each N-1 remote under today's contract, one sentence each naming the remote and the
 * contract unit; [] when every N-1 still fits. `current`: todayContract() (injectable for tests).
 */
export function n1ContractProblems(releases = readReleases(), current = todayContract()): string[] {
  const problems: string[] = [];
  for (const [folder, { version, commit }] of Object.entries(releases)) {
    const label = `${folder} ${version} (N-1, commit ${commit.slice(0, 7)})`;
    try {
      git('cat-file', '-e', `${commit}^{commit}`);
    } catch {
      problems.push(`${label}: commit not in this clone (fetch the full history: git fetch --unshallow)`);
      continue;
    }
    for (const [name, then] of Object.entries(contractVersionsAt(commit))) {
      const now = current.versions[name];
      if (now && !satisfies(now, `^${then}`)) problems.push(`${label} needs ${name}@^${then}; today's is ${now}`);
    }
    for (const { entry, unit, file } of remoteImportsAt(commit, folder)) {
      if (!current.exports[entry]?.has(unit)) {
        problems.push(`${label} imports \`${unit}\` from ${entry} (${file}); today's contract no longer exports it`);
      }
    }
  }
  return problems;
}
