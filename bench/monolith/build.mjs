#!/usr/bin/env node
// `pnpm build:monolith`: builds the monolith (production mode) into MONOLITH_DIR, by default
// bench/dist/monolith, with the same build-time settings (SHOP_API_URL, ...) as the composed
// build. A stamp records those settings so the bench can tell a stale build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const benchDir = join(here, '..');
export const monolithDir = () => process.env.MONOLITH_DIR ?? join(benchDir, 'dist', 'monolith');
export const STAMP = 'monolith-build.json';

export function buildMonolith(outDir = monolithDir()) {
  const started = Date.now();
  const rspack = join(benchDir, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const r = spawnSync(process.execPath, [rspack, 'build', '-c', join(here, 'rspack.config.mjs')], {
    cwd: here,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', APP_DIST_DIR: outDir },
  });
  if (r.status !== 0) throw new Error('monolith build failed');
  mkdirSync(outDir, { recursive: true });
  const settings = { SHOP_API_URL: process.env.SHOP_API_URL ?? null, builtAt: new Date().toISOString() };
  writeFileSync(join(outDir, STAMP), `${JSON.stringify(settings, null, 2)}\n`);
  console.log(`[build] monolith → ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildMonolith();
