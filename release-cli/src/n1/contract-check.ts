// The contract across versions (docs/release.md "The contract across versions"): the
// public types of today's `@shop/shared` (every TypeScript entry of shared/package.json `exports`)
// against the contract the production remotes were built with (releases.json: each one's commit;
// the N-1 import check, n1.ts, asks the same commits for the values they import). The released
// sources come from git; a generated type test then asks the TypeScript checker, for each export
// of the released contract, that today's still exists and fits where code written against the
// released one uses it:
//
// - a value (function, store, event, constant): today's type is assignable to the released one's,
//   so a removed export, a narrowed parameter, a changed return type or a changed constant fails;
// - a type: today's is assignable to the released one (what a reader relies on: a field made
//   optional fails). A type a contract function takes (an input: a team builds it) must also take
//   the released one (a new required field fails); a union of literals taken as an input (call
//   names) may grow. Generic types are instantiated with `any`: their existence and arity are
//   checked, not their shape.
// - each break is named once, at the export that changed (contractBreaks): a new call is a new key
//   of ProviderCallTable, not a change of callProvider. So a call's body gaining a required field
//   is not a break here (the table is read as a reader reads it); the provider's tests own bodies.
//
// A break fails naming the export, unless the contract's major version moved since that release
// (semver), or shared/contract-accepted-breaks.json lets it through for that release. Run alone:
// `pnpm --filter @shop/release-cli contract:check`; it is also a test (contract-check.test.ts) of
// the release tool's unit tests, next to the N-1 import check (n1.test.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import semver from 'semver';
import ts from 'typescript';
import { repositoryRoot as root } from '../repository';
import { readReleases } from './n1';

export const SHARED = join(root, 'shared');
/**
 * Where released contracts' sources are kept (one folder per commit: a commit never changes) and
 * each run's generated test is written, like the N-1 builds (.e2e/n1).
 */
export const CACHE = join(root, '.e2e', 'contract');

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });

/** A contract as the check reads it: version, TypeScript entries, their files, its global.d.ts. */
export interface Contract {
  version: string;
  entries: Record<string, string>;
  files: Record<string, string>;
  dir: string;
  globals: string[];
  commit?: string;
}

export interface ContractBreak {
  entry: string;
  name: string | null;
  problem: string;
}

export interface AcceptedBreak {
  released: string;
  entry: string | undefined;
  export: string | null | undefined;
  why?: string;
}

interface ExportFacts {
  value: boolean;
  type: boolean;
  arity: number;
  declaration: ts.Declaration | undefined;
  literals: boolean;
}

/** The TypeScript entries of a shared/package.json: { '@shop/shared/state': 'src/state/index.ts', ... }. */
export function contractEntries(pkg: {
  name: string;
  exports?: Record<string, string | { types?: string; import?: string; default?: string }>;
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(pkg.exports ?? {})) {
    const file = typeof target === 'string' ? target : (target.types ?? target.import ?? target.default);
    if (typeof file !== 'string' || !/\.tsx?$/.test(file)) continue;
    out[subpath === '.' ? pkg.name : `${pkg.name}/${subpath.replace(/^\.\//, '')}`] = file.replace(/^\.\//, '');
  }
  return out;
}

/** shared/tsconfig.json's compiler options (strict, JSX...), checking only. */
function checkOptions(): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(SHARED, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  return { ...config?.options, noEmit: true, typeRoots: [join(SHARED, 'node_modules', '@types')] };
}

/**
 * The parsed files of installed packages and TypeScript's libraries, kept for the process: a run
 * makes two programs over the same React, effector and DOM declarations.
 */
const parsedPackages = new Map<string, ts.SourceFile | undefined>();
function createProgram(roots: string[], options: ts.CompilerOptions): ts.Program {
  const host = ts.createCompilerHost(options);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, version, ...rest) => {
    if (!fileName.includes('/node_modules/')) return parse(fileName, version, ...rest);
    const key = `${fileName} ${typeof version === 'object' ? `${version.languageVersion} ${version.impliedNodeFormat}` : version}`;
    if (!parsedPackages.has(key)) parsedPackages.set(key, parse(fileName, version, ...rest));
    return parsedPackages.get(key);
  };
  return ts.createProgram(roots, options, host);
}

/**
 * The contract in a copy of shared at `dir` (today's by default), read from its sources: version,
 * TypeScript entries and their files, and global.d.ts (the modules a bundler answers: CSS, SVG).
 */
export function currentContract(dir = SHARED): Contract {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const entries = contractEntries(pkg);
  const files = Object.fromEntries(Object.entries(entries).map(([entry, file]) => [entry, join(dir, file)]));
  const globals = existsSync(join(dir, 'global.d.ts')) ? [join(dir, 'global.d.ts')] : [];
  return { version: pkg.version, entries, files, dir, globals };
}

/**
 * The contract as it was at `commit`: its shared/ from git into `.e2e/contract/<commit>/`, with
 * today's shared/node_modules linked in (its imports resolve to today's packages). Made once, in a
 * folder of its own then renamed (two runs at once do not mix), and reused.
 */
export function releasedContract(commit: string): Contract {
  const base = join(CACHE, commit);
  if (!existsSync(base)) {
    const making = `${base}.${process.pid}`;
    rmSync(making, { recursive: true, force: true });
    mkdirSync(making, { recursive: true });
    // `git archive` writes binary tar: read as bytes.
    const archive = execFileSync(
      'git',
      // All of shared/: what an older commit lacks (global.d.ts) is simply absent.
      ['archive', '--format=tar', commit, 'shared'],
      {
        cwd: root,
        maxBuffer: 256 << 20,
      },
    );
    execFileSync('tar', ['-x', '-C', making], { input: archive });
    symlinkSync(join(SHARED, 'node_modules'), join(making, 'shared', 'node_modules'), 'dir');
    try {
      renameSync(making, base);
    } catch {
      rmSync(making, { recursive: true, force: true }); // another run made it first
    }
  }
  return { ...currentContract(join(base, 'shared')), commit };
}

/** Each export of each entry: { [entry]: Map<name, { value, type, arity, declaration, literals }> }. */
function exportsOf(
  files: Record<string, string>,
  program: ts.Program,
): Record<string, Map<string, ExportFacts> | null> {
  const checker = program.getTypeChecker();
  const out: Record<string, Map<string, ExportFacts> | null> = {};
  for (const [entry, file] of Object.entries(files)) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    const names = new Map<string, ExportFacts>();
    for (const symbol of module ? checker.getExportsOfModule(module) : []) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const declaration = target.declarations?.[0];
      const type = Boolean(target.flags & ts.SymbolFlags.Type);
      const declared = type ? checker.getDeclaredTypeOfSymbol(target) : undefined;
      names.set(symbol.name, {
        value: Boolean(target.flags & ts.SymbolFlags.Value),
        type,
        arity:
          (declaration as { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> } | undefined)?.typeParameters
            ?.length ?? 0,
        declaration,
        // A union of literals ('a' | 'b', keyof a table): taking a new member is additive for an input.
        literals: Boolean(declared && (declared.isUnion() ? declared.types : [declared]).every(isLiteral)),
      });
    }
    out[entry] = source ? names : null;
  }
  return out;
}

const isLiteral = (type: ts.Type) =>
  Boolean(
    type.flags &
      (ts.TypeFlags.StringLiteral |
        ts.TypeFlags.NumberLiteral |
        ts.TypeFlags.BooleanLiteral |
        ts.TypeFlags.BigIntLiteral |
        ts.TypeFlags.EnumLiteral |
        ts.TypeFlags.Undefined |
        ts.TypeFlags.Null),
  );

/**
 * The declarations of the types the contract's functions take, in these files: what code outside
 * the contract builds and hands in. Only signatures count: not function bodies, nor a function
 * passed to a call (implementation), nor a function type inside a parameter (a callback: what it
 * takes, the contract hands out).
 */
function inputDeclarations(program: ts.Program, files: string[]): Set<ts.Declaration> {
  const checker = program.getTypeChecker();
  const found = new Set<ts.Declaration>();
  const visitType = (node: ts.Node | undefined): void => {
    if (!node || ts.isFunctionTypeNode(node) || ts.isConstructorTypeNode(node)) return;
    if (ts.isTypeReferenceNode(node)) {
      let symbol = checker.getSymbolAtLocation(node.typeName);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      for (const declaration of symbol?.declarations ?? []) {
        if (found.has(declaration)) continue;
        found.add(declaration);
        // `<K extends CallName>(name: K)`: the parameter takes what the constraint allows.
        if (ts.isTypeParameterDeclaration(declaration)) visitType(declaration.constraint);
      }
    }
    ts.forEachChild(node, visitType);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isParameter(node)) visitType(node.type);
    else if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) {
      for (const parameter of node.parameters) visit(parameter);
    } else if (!ts.isCallExpression(node) && !ts.isObjectLiteralExpression(node)) ts.forEachChild(node, visit);
  };
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (source) visit(source);
  }
  return found;
}

const importPath = (from: string, file: string) => {
  const path = relative(dirname(from), file).replace(/(\.d)?\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
};

const RELEASED = '__released_';

/**
 * What today's contract breaks of a released one: [{ entry, name, problem }]. `released` and
 * `current`: releasedContract(commit), currentContract().
 *
 * Each break is found once, at the export that changed: every exported type (not generic) is
 * checked on its own, then, in a copy of the released sources, made today's type (`type T = …`
 * becomes `type __released_T = …` and `type T = today's T`). What is built from it (the call names,
 * callProvider over the call table, validateBilling taking BillingValues) is then compared without
 * counting that change again: a new call is one new key of the table, not a break of every function
 * that takes a call name.
 */
export function contractBreaks(
  released: Contract,
  current: Contract,
  work = join(CACHE, `check-${process.pid}`),
): ContractBreak[] {
  const breaks: ContractBreak[] = [];
  const releasedDir = released.dir;
  const newFiles = Object.values(current.files).filter((file) => existsSync(file));
  const options = checkOptions();
  const globals = [...new Set([...released.globals, ...current.globals])];
  const both = createProgram([...Object.values(released.files), ...newFiles, ...globals], options);
  const oldExports = exportsOf(released.files, both);
  const newExports = exportsOf(
    Object.fromEntries(Object.entries(current.files).filter(([entry]) => released.files[entry])),
    both,
  );
  const releasedFiles = both
    .getSourceFiles()
    .map((file) => file.fileName)
    .filter((file) => file.startsWith(`${releasedDir}/`) && !file.includes('/node_modules/'));
  const inputs = inputDeclarations(both, releasedFiles);

  // The copy of the released sources the test reads, each input type aliased to today's.
  rmSync(work, { recursive: true, force: true });
  const copyDir = join(work, 'released');
  const copyOf = (file: string) => join(copyDir, relative(releasedDir, file));
  const testFile = join(work, 'contract-compat.ts');
  const patches = new Map<string, { start: number; end: number; text: string }[]>();
  const lines = [
    "// Generated by release-cli/src/n1/contract-check.ts: today's contract used as the released one was.",
  ];
  const lineOf = new Map<number, { entry: string; name: string; what: 'value' | 'type' | 'input' }>();
  const check = (text: string, at: { entry: string; name: string; what: 'value' | 'type' | 'input' }) => {
    lineOf.set(lines.length, at);
    lines.push(text);
  };
  let i = 0;
  for (const [entry, names] of Object.entries(oldExports)) {
    if (!names) continue;
    const now = newExports[entry];
    if (!now) {
      breaks.push({ entry, name: null, problem: `entry ${entry} was removed` });
      continue;
    }
    const o = `Old${i}`;
    const n = `New${i}`;
    i += 1;
    lines.push(`import type * as ${o} from '${importPath(testFile, copyOf(released.files[entry] ?? ''))}';`);
    lines.push(`import type * as ${n} from '${importPath(testFile, current.files[entry] ?? '')}';`);
    for (const [name, before] of names) {
      const after = now.get(name);
      const id = `${i}_${name}`;
      if (!after) breaks.push({ entry, name, problem: 'was removed' });
      else if (before.value && !after.value)
        breaks.push({ entry, name, problem: 'is no longer a value (only a type)' });
      else if (before.type && !after.type) breaks.push({ entry, name, problem: 'is no longer a type' });
      else if (before.value) {
        check(`declare const v${id}: typeof ${n}.${name}; export const w${id}: typeof ${o}.${name} = v${id};`, {
          entry,
          name,
          what: 'value',
        });
      } else if (after.arity !== before.arity) {
        breaks.push({ entry, name, problem: `takes ${after.arity} type parameters, not ${before.arity}` });
      } else {
        const args = before.arity ? `<${Array(before.arity).fill('any').join(', ')}>` : '';
        const declaration = before.declaration;
        const input = declaration && inputs.has(declaration);
        const aliasable =
          !before.arity &&
          declaration !== undefined &&
          (ts.isTypeAliasDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)) &&
          ts.isSourceFile(declaration.parent);
        let releasedType = `${o}.${name}${args}`;
        if (aliasable) {
          const file = declaration.getSourceFile().fileName;
          const source = declaration.getSourceFile();
          const nameNode = declaration.name;
          const exported = declaration.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
          const today = `type ${nameNode.text} = import('${importPath(copyOf(file), current.files[entry] ?? '')}').${name};`;
          const list = patches.get(file) ?? [];
          list.push({ start: nameNode.getStart(source), end: nameNode.getEnd(), text: `${RELEASED}${nameNode.text}` });
          list.push({
            start: declaration.getEnd(),
            end: declaration.getEnd(),
            text: exported ? `\nexport ${today}` : `\n${today}\nexport type { ${RELEASED}${nameNode.text} };`,
          });
          patches.set(file, list);
          releasedType = `import('${importPath(testFile, copyOf(file))}').${RELEASED}${nameNode.text}`;
        }
        if (input) {
          check(`declare const i${id}: ${releasedType}; export const j${id}: ${n}.${name}${args} = i${id};`, {
            entry,
            name,
            what: 'input',
          });
        }
        if (!input || !before.literals) {
          check(`declare const r${id}: ${n}.${name}${args}; export const s${id}: ${releasedType} = r${id};`, {
            entry,
            name,
            what: 'type',
          });
        }
      }
    }
  }
  for (const file of releasedFiles) {
    let text = both.getSourceFile(file)?.text ?? '';
    for (const { start, end, text: replacement } of (patches.get(file) ?? []).sort((a, b) => b.start - a.start)) {
      text = text.slice(0, start) + replacement + text.slice(end);
    }
    mkdirSync(dirname(copyOf(file)), { recursive: true });
    writeFileSync(copyOf(file), text);
  }
  symlinkSync(join(SHARED, 'node_modules'), join(copyDir, 'node_modules'), 'dir');
  writeFileSync(testFile, `${lines.join('\n')}\n`);

  const program = createProgram([testFile, ...globals], options);
  const source = program.getSourceFile(testFile);
  if (!source) throw new Error(`the generated test ${testFile} was not read`);
  for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
    const line = diagnostic.start === undefined ? -1 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
    const at = lineOf.get(line);
    const reason = ts
      .flattenDiagnosticMessageText(diagnostic.messageText, '\n')
      .split('\n')
      .slice(0, 3)
      .map((text) =>
        text
          .trim()
          .replace(/import\("[^"]*"\)\./g, '')
          .replaceAll(RELEASED, ''),
      )
      .join(' ');
    if (!at) {
      breaks.push({ entry: '(generated test)', name: null, problem: `did not compile: ${reason}` });
      continue;
    }
    const how = {
      value: 'changed its type incompatibly',
      type: 'changed incompatibly for code that reads it',
      input: 'no longer takes what it took (code that builds it stops compiling)',
    }[at.what];
    breaks.push({ entry: at.entry, name: at.name, problem: `${how}: ${reason}` });
  }
  rmSync(work, { recursive: true, force: true });
  return breaks;
}

/** One sentence per break, in the message the check fails with. */
export function describeBreak({ entry, name, problem }: ContractBreak, current: Contract, released: Contract): string {
  const what = name ? `export \`${name}\` of ${entry} ${problem}` : problem;
  return `contract: ${what} — a breaking change needs a major version (shared is ${current.version}; the released contract is ${released.version}, commit ${released.commit?.slice(0, 7)} in releases.json)`;
}

/**
 * Breaks of a released contract let through by hand: groups of { released: commit, why, exports:
 * ["<entry> <export>", ...] } (written by `--accept "<why>"`). A group applies to that release
 * only: once releases.json moves past it, it no longer matches anything. Read flat: { released,
 * entry, export, why }.
 */
export const ACCEPTED_FILE = join(SHARED, 'contract-accepted-breaks.json');
export function readAccepted(file = ACCEPTED_FILE): AcceptedBreak[] {
  if (!existsSync(file)) return [];
  const { accepted } = JSON.parse(readFileSync(file, 'utf8')) as {
    accepted: { released: string; why: string; exports: string[] }[];
  };
  return accepted.flatMap(({ released, why, exports }) =>
    exports.map((named) => {
      const [entry, name] = named.split(' ');
      return { released, entry, export: name, why };
    }),
  );
}

/**
 * Today's contract against one released contract: `problems`, the breaks that fail the check (one
 * sentence each, and `unaccepted`: the same as { released, entry, export }), and `notes`, the
 * breaks let through: the major version moved since that release, or the break is in `accepted`.
 * `breaks`: contractBreaks(released, current), given when known.
 */
export function judgeContract(
  released: Contract,
  current: Contract,
  accepted: AcceptedBreak[] = [],
  breaks = contractBreaks(released, current),
): { problems: string[]; unaccepted: AcceptedBreak[]; notes: string[] } {
  const problems: string[] = [];
  const unaccepted: AcceptedBreak[] = [];
  const notes: string[] = [];
  const majorMoved = semver.major(current.version) > semver.major(released.version);
  for (const found of breaks) {
    const sentence = describeBreak(found, current, released);
    const known = accepted.find(
      (a) => a.released === released.commit && a.entry === found.entry && a.export === found.name,
    );
    const stem = sentence.replace(/ — a breaking change needs.*/, '');
    if (majorMoved) notes.push(`${stem} (allowed: ${released.version} → ${current.version} is a new major version)`);
    else if (known) notes.push(`${stem} (accepted in shared/contract-accepted-breaks.json: ${known.why})`);
    else {
      problems.push(sentence);
      unaccepted.push({ released: released.commit ?? '', entry: found.entry, export: found.name });
    }
  }
  return { problems, unaccepted, notes };
}

/** The check: today's contract against each released one (the distinct commits of releases.json). */
export function contractProblems({
  releases = readReleases(),
  accepted = readAccepted(),
}: {
  releases?: ReturnType<typeof readReleases>;
  accepted?: AcceptedBreak[];
} = {}) {
  const current = currentContract();
  const out: ReturnType<typeof judgeContract> = { problems: [], unaccepted: [], notes: [] };
  for (const commit of new Set(Object.values(releases).map((release) => release.commit))) {
    try {
      git('cat-file', '-e', `${commit}^{commit}`);
    } catch {
      out.problems.push(
        `contract: released commit ${commit.slice(0, 7)} (releases.json) is not in this clone (git fetch --unshallow)`,
      );
      continue;
    }
    const judged = judgeContract(releasedContract(commit), current, accepted);
    out.problems.push(...judged.problems);
    out.unaccepted.push(...judged.unaccepted);
    out.notes.push(...judged.notes);
  }
  return out;
}

const USAGE = `usage: pnpm --filter @shop/release-cli contract:check [--verbose] [--accept "<why>"]
  --verbose        also print each break let through (a major version, or accepted)
  --accept "<why>" record today's breaks in shared/contract-accepted-breaks.json, with why`;

if (process.argv[1]?.endsWith('contract-check.ts')) {
  let flags: { verbose?: boolean; accept?: string };
  try {
    flags = parseArgs({ options: { verbose: { type: 'boolean' }, accept: { type: 'string' } } }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (flags.accept !== undefined && !flags.accept.trim()) {
    console.error(`--accept needs the reason the breaks are let through\n${USAGE}`);
    process.exit(2);
  }
  const started = Date.now();
  const { problems, unaccepted, notes } = contractProblems();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (flags.verbose) for (const note of notes) console.log(note);
  else if (notes.length) console.log(`contract check: ${notes.length} break(s) let through (--verbose lists them)`);
  if (flags.accept && unaccepted.length) {
    const file = existsSync(ACCEPTED_FILE)
      ? JSON.parse(readFileSync(ACCEPTED_FILE, 'utf8'))
      : {
          about:
            'Breaks of a released contract (releases.json) let through without a major version, each with why: release-cli/src/n1/contract-check.ts, docs/release.md "The contract across versions". A group applies to that release only: once releases.json moves past it, it matches nothing.',
          accepted: [] as { released: string; why: string; exports: string[] }[],
        };
    for (const released of new Set(unaccepted.map((found) => found.released))) {
      const exports = unaccepted.filter((found) => found.released === released).map((f) => `${f.entry} ${f.export}`);
      file.accepted.push({ released, why: flags.accept.trim(), exports });
    }
    writeFileSync(ACCEPTED_FILE, `${JSON.stringify(file, null, 2)}\n`);
    console.log(`contract check: ${unaccepted.length} break(s) recorded in ${relative(root, ACCEPTED_FILE)}`);
    process.exit(0);
  }
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`contract check: ${problems.length} breaking change(s) (${seconds} s)`);
    process.exit(1);
  }
  console.log(`contract check: today's contract is compatible with the released one (${seconds} s)`);
}
