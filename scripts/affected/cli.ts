// `pnpm test:affected [--base <ref>] [--dry-run]`: the checks of what changed since the base
// (origin/main when it exists, else main), committed or not: typecheck and unit tests of the
// changed packages and their dependents (pnpm's `--filter "...[<base>]"`), the e2e specs tagged
// with the changed remotes (e2e/tests/tags.ts), the N-1 contract check. The rules: plan.ts. A
// change to scripts/, the e2e harness or a root file runs everything (`npm test`), as CI always does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { grepFor, type Plan, planChecks, type WorkspacePackage } from './plan';

const root = join(import.meta.dirname, '..', '..');
const pnpmCli = join(root, 'scripts', 'pnpm.mjs');

function git(...args: string[]): string {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr.trim()}`);
  return run.stdout;
}
const gitOk = (...args: string[]) => spawnSync('git', args, { cwd: root, stdio: 'ignore' }).status === 0;
const lines = (text: string) => text.split('\n').filter(Boolean);

function pnpmJson(args: string[]): { name: string; path: string }[] {
  const run = spawnSync(process.execPath, [pnpmCli, ...args, 'ls', '--depth', '-1', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (run.status !== 0) throw new Error(`pnpm ${args.join(' ')} ls failed: ${run.stderr}`);
  return JSON.parse(run.stdout || '[]');
}

function parseArgs(argv: string[]) {
  const options = { base: '', dryRun: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--base') options.base = argv[++i] ?? '';
    else if (arg?.startsWith('--base=')) options.base = arg.slice('--base='.length);
    else if (arg === '--dry-run') options.dryRun = true;
    else throw new Error(`unknown argument ${arg}; usage: pnpm test:affected [--base <ref>] [--dry-run]`);
  }
  if (!options.base) options.base = gitOk('rev-parse', '--verify', '--quiet', 'origin/main') ? 'origin/main' : 'main';
  return options;
}

/** What the plan needs from git and pnpm: the changed files, the packages, pnpm's selection. */
function gather(base: string) {
  const since = git('merge-base', base, 'HEAD').trim();
  // Against the merge base, not the base's tip: what this branch changed, with the working tree.
  const changedFiles = [
    ...new Set([
      ...lines(git('diff', '--name-only', since)),
      ...lines(git('ls-files', '--others', '--exclude-standard')),
    ]),
  ].sort();
  const toPackage = ({ name, path }: { name: string; path: string }): WorkspacePackage => ({
    name,
    dir: relative(root, path),
  });
  const packages = pnpmJson(['-r'])
    .map(toPackage)
    .filter((pkg) => pkg.dir !== '');
  // pnpm sees committed and uncommitted changes to tracked files; a new, untracked file is named to it.
  const untracked = lines(git('ls-files', '--others', '--exclude-standard'));
  const untrackedPackages = packages.filter((pkg) => untracked.some((file) => file.startsWith(`${pkg.dir}/`)));
  const filters = [`...[${since}]`, ...untrackedPackages.map((pkg) => `...${pkg.name}`)];
  const affected = pnpmJson(filters.flatMap((filter) => ['--filter', filter]))
    .map(toPackage)
    .filter((pkg) => pkg.dir !== '')
    .map((pkg) => pkg.name);
  return { since, changedFiles, packages, affected, filters };
}

function describe(plan: Plan, base: string, since: string, changedFiles: string[], filters: string[]) {
  console.log(`[affected] base ${base} (merge base ${since.slice(0, 7)}): ${changedFiles.length} changed files`);
  for (const file of changedFiles.slice(0, 30)) console.log(`  ${file}`);
  if (changedFiles.length > 30) console.log(`  … and ${changedFiles.length - 30} more`);
  if (plan.everything.length > 0) {
    console.log('[affected] everything runs (npm test), because:');
    for (const reason of plan.everything) console.log(`  ${reason}`);
    return;
  }
  console.log(`[affected] pnpm ${filters.map((f) => `--filter "${f}"`).join(' ')}`);
  console.log(`[affected] typecheck: ${plan.typecheck.map((t) => `${t.name} (${t.why})`).join(', ') || 'none'}`);
  console.log(`[affected] unit: ${plan.unit.join(', ') || 'none'}`);
  for (const { file, why } of plan.testFiles) console.log(`[affected] ${file}: ${why}`);
  if (plan.e2e) {
    console.log(`[affected] e2e: --grep "${grepFor(plan.e2e)}"`);
    for (const why of plan.e2e.why) console.log(`  ${why}`);
  } else console.log('[affected] e2e: none');
}

const stages: { name: string; ok: boolean; seconds: number }[] = [];
function stage(name: string, run: () => number) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const ok = run() === 0;
  stages.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
}
function summary(started: number) {
  console.log('\n=== summary');
  for (const s of stages) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)`);
  console.log(`[affected] ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
}

const run = (command: string, args: string[], cwd = root) =>
  spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env }).status ?? 1;
const pnpm = (args: string[]) => run(process.execPath, [pnpmCli, ...args]);
const filterArgs = (names: string[]) => names.flatMap((name) => ['--filter', name]);

function main() {
  const started = Date.now();
  const { base, dryRun } = parseArgs(process.argv.slice(2));
  const { since, changedFiles, packages, affected, filters } = gather(base);
  const plan = planChecks({ changedFiles, packages, affected });
  describe(plan, base, since, changedFiles, filters);
  if (dryRun) return 0;
  if (plan.everything.length > 0) return run(process.execPath, [join(root, 'scripts', 'test.mjs')]);

  const steps: [string, () => number][] = [];
  const lint = plan.lint.filter((file) => existsSync(join(root, file)));
  if (lint.length > 0) {
    steps.push(['lint and format', () => pnpm(['exec', 'biome', 'check', '--no-errors-on-unmatched', ...lint])]);
  }
  if (plan.typecheck.length > 0) {
    const names = plan.typecheck.map((t) => t.name);
    steps.push(['typecheck', () => pnpm([...filterArgs(names), '--workspace-concurrency=2', 'run', 'typecheck'])]);
  }
  if (plan.unit.length > 0) {
    steps.push(['unit', () => pnpm([...filterArgs(plan.unit), '--workspace-concurrency=2', 'run', 'test'])]);
  }
  // Single test files: node's runner for scripts/, the package's vitest for a package's own.
  const files = plan.testFiles.map((t) => t.file);
  const scriptFiles = files.filter((file) => file.startsWith('scripts/'));
  if (scriptFiles.length > 0) {
    steps.push([`scripts (${scriptFiles.join(', ')})`, () => run(process.execPath, ['--test', ...scriptFiles])]);
  }
  for (const pkg of packages) {
    const own = files.filter((file) => file.startsWith(`${pkg.dir}/`)).map((file) => relative(pkg.dir, file));
    if (own.length > 0) {
      steps.push([
        `${pkg.name} (${own.join(', ')})`,
        () => pnpm(['--filter', pkg.name, 'exec', 'vitest', 'run', ...own]),
      ]);
    }
  }
  const e2e = plan.e2e;
  if (e2e) {
    const cli = join(root, 'e2e', 'node_modules', '@playwright', 'test', 'cli.js');
    steps.push(['e2e', () => run(process.execPath, [cli, 'test', '--grep', grepFor(e2e)], join(root, 'e2e'))]);
  }
  for (const [name, step] of steps) {
    if (!stage(name, step)) break;
  }
  summary(started);
  return stages.every((s) => s.ok) ? 0 : 1;
}

process.exitCode = main();
