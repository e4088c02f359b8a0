// Builds each remote's N-1 (releases.json: its production version and the commit it was built
// from) from that commit, in a throwaway git worktree installed offline from the pnpm store, into
// `<out>/<folder>/<version>/` (default .e2e/n1/). A build already there is kept: a version's folder
// never changes. Used by the N-1 smoke, e2e/tests/release-n1.spec.ts.
import { type SpawnSyncOptions, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot as root } from '../repository';
import { readReleases } from './n1';

export const N1_DIR = join(root, '.e2e', 'n1');
/** The project's pinned pnpm (scripts/pnpm.mjs installs it into .tools/ on the first install). */
const PNPM = join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

function run(command: string, args: string[], options: SpawnSyncOptions) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`N-1 build: ${command} ${args.join(' ')} failed (${result.status})`);
}

/** Builds what is missing; returns { folder: version } of every N-1. */
export function buildN1({ out = N1_DIR, releases = readReleases() } = {}): Record<string, string> {
  const byCommit = new Map<string, { folder: string; version: string }[]>();
  for (const [folder, { version, commit }] of Object.entries(releases)) {
    if (existsSync(join(out, folder, version, 'mf-manifest.json'))) continue;
    byCommit.set(commit, [...(byCommit.get(commit) ?? []), { folder, version }]);
  }
  for (const [commit, remotes] of byCommit) {
    const started = Date.now();
    const tree = join(mkdtempSync(join(tmpdir(), 'shop-n1-')), 'tree');
    run('git', ['worktree', 'add', '--detach', tree, commit], { cwd: root });
    try {
      // The pinned pnpm of today's checkout, from the store this machine already has; a package the
      // store lacks (dropped since that commit, on a new machine) is fetched.
      const install = (mode: string) =>
        spawnSync(process.execPath, [PNPM, 'install', '--frozen-lockfile', mode, '--reporter=silent'], {
          stdio: 'inherit',
          cwd: tree,
        }).status;
      if (install('--offline') !== 0 && install('--prefer-offline') !== 0) {
        throw new Error(`N-1 build: installing ${commit.slice(0, 7)} failed`);
      }
      for (const { folder, version } of remotes) {
        run(process.execPath, [join(tree, 'scripts', 'build-app.mjs'), folder], {
          cwd: tree,
          env: { ...process.env, DEPLOY_DIR: out, REMOTE_VERSION: version },
        });
      }
    } finally {
      run('git', ['worktree', 'remove', '--force', tree], { cwd: root });
      rmSync(join(tree, '..'), { recursive: true, force: true });
    }
    const names = remotes.map((r) => r.folder).join(', ');
    console.log(`[n-1] built ${names} at ${commit.slice(0, 7)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return Object.fromEntries(Object.entries(releases).map(([folder, { version }]) => [folder, version]));
}
