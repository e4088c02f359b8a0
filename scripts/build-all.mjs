#!/usr/bin/env node
// Builds the shell and every remote in production mode into the deploy folder, then points the
// registry at each fresh build (what a release manager does with `pnpm release publish`).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { reportBudgets } from '../bench/budgets.mjs';
import { deployDir, REMOTE_FOLDERS, root } from './lib.mjs';
import { publishLatestBuild } from './release/run.mjs';

export async function buildAll({ publishBuilds = true } = {}) {
  const started = Date.now();
  for (const folder of ['shell', ...REMOTE_FOLDERS]) {
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'build-app.mjs'), folder], {
      stdio: 'inherit',
      cwd: root,
    });
    if (r.status !== 0) throw new Error(`build of ${folder} failed`);
  }
  if (publishBuilds) {
    for (const folder of REMOTE_FOLDERS) {
      const version = await publishLatestBuild(folder, 'build-all: the latest build of every remote');
      if (version) console.log(`[release] ${folder} live: ${version}`);
    }
  }
  console.log(`[build] all apps built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Per-app first-load byte budgets (bench/budgets.json): a change that bloats an app fails here.
  if (!reportBudgets(deployDir())) throw new Error('an app is over its byte budget (bench/budgets.json)');
}

if (process.argv[1]?.endsWith('build-all.mjs')) await buildAll();
