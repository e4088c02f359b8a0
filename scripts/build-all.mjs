#!/usr/bin/env node
// Builds the shell and every remote in production mode into the deploy folder. A build never
// changes what is live: `--start` (what `npm start` and the root `pnpm dev` do, and the e2e
// harness) then puts each fresh build live only where an earlier start put the live one
// (scripts/release/run.mjs putStartBuildsLive); everywhere else only `pnpm release` does.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { reportBudgets } from '../bench/budgets.mjs';
import { deployDir, REMOTE_FOLDERS, root } from './lib.mjs';

export async function buildAll() {
  const started = Date.now();
  for (const folder of ['shell', ...REMOTE_FOLDERS]) {
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'build-app.mjs'), folder], {
      stdio: 'inherit',
      cwd: root,
    });
    if (r.status !== 0) throw new Error(`build of ${folder} failed`);
  }
  console.log(`[build] all apps built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Per-app first-load byte budgets (bench/budgets.json): a change that bloats an app fails here.
  if (!reportBudgets(deployDir())) throw new Error('an app is over its byte budget (bench/budgets.json)');
}

/** What a start does after its build: fresh builds live where a start owns what is live. */
export async function putStartBuildsLiveNow() {
  const { putStartBuildsLive } = await import('./release/run.mjs');
  for (const line of await putStartBuildsLive({ reason: 'npm start: the latest local build' })) {
    console.log(`[release] ${line}`);
  }
}

if (process.argv[1]?.endsWith('build-all.mjs')) {
  await buildAll();
  if (process.argv.includes('--start')) await putStartBuildsLiveNow();
}
