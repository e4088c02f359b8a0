// N-1 in CI (docs/release.md): the version of each remote in production (releases.json, with the
// commit it was built from) must still run under today's shell and contract. This part reads that
// version's source from git and checks, without building anything, what it takes from the
// contract: its range of @shop/shared against today's version, and every value it imports from
// @shop/shared (and /routing) against what today's contract exports. The e2e smoke
// (e2e/tests/release-n1.spec.ts) then mounts the N-1 builds (n1-build.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies } from '@shop/release';
import ts from 'typescript';
import { repositoryRoot as root } from '../repository';

/** The contract's entries a remote's code imports at run time, and their sources today. */
export const CONTRACT_ENTRIES: Record<string, string> = {
  '@shop/shared': 'shared/src/index.ts',
  '@shop/shared/routing': 'shared/src/routing.ts',
};

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

/** Every contract value a remote's code (not its tests) imports at `commit`, with the first file using it. */
export function remoteImportsAt(commit: string, folder: string): { entry: string; unit: string; file: string }[] {
  const files = git('ls-tree', '-r', '--name-only', commit, '--', `${folder}/src`)
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const found = new Map<string, { entry: string; unit: string; file: string }>();
  for (const file of files) {
    for (const { entry, unit } of contractImports(git('show', `${commit}:${file}`), file)) {
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

/** The contract version a commit's remotes were built against (their requiredVersion is ^ this). */
export const contractVersionAt = (commit: string): string =>
  JSON.parse(git('show', `${commit}:shared/package.json`)).version;

/** Today's contract: its version and the values each entry exports. */
export const todayContract = (): { version: string; exports: Record<string, Set<string>> } => ({
  version: JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8')).version,
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
    const range = `^${contractVersionAt(commit)}`;
    if (!satisfies(current.version, range)) {
      problems.push(`${label} needs @shop/shared@${range}; today's contract is ${current.version}`);
    }
    for (const { entry, unit, file } of remoteImportsAt(commit, folder)) {
      if (!current.exports[entry]?.has(unit)) {
        problems.push(`${label} imports \`${unit}\` from ${entry} (${file}); today's contract no longer exports it`);
      }
    }
  }
  return problems;
}
