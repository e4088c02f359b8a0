#!/usr/bin/env node
// `npm run build`: the shell and every remote in production mode, each into the deploy folder
// (scripts/build-app.mjs), then the per-app byte budgets. A build never changes what is live: only
// a release command does, or a start's own release step (`npm start`: @shop/release-cli
// putStartBuildsLive; docs/release.md "What is live, and what changes it").
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { reportBudgets } from '../bench/budgets.mjs';
import { root } from './lib.mjs';

// What is built is what is released: the shell first, then the remotes, into the deploy folder.
const { deployDir, TARGETS } = await tsImport('@shop/release', import.meta.url);

export function buildAll() {
  const started = Date.now();
  for (const folder of TARGETS) {
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

if (process.argv[1]?.endsWith('build-all.mjs')) buildAll();
