#!/usr/bin/env node
// `pnpm build:monolith`: builds the monolith (production mode) into MONOLITH_DIR, by default
// bench/dist/monolith, with the same build-time settings (SHOP_API_URL, ...) as the composed
// build. A stamp records those settings so the bench can tell a stale build.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RENDER_FOLDER } from './rspack.config.mjs';

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
  refuseFederationRuntime(outDir);
  describeCatalogRender(outDir);
  const settings = { SHOP_API_URL: process.env.SHOP_API_URL ?? null, builtAt: new Date().toISOString() };
  writeFileSync(join(outDir, STAMP), `${JSON.stringify(settings, null, 2)}\n`);
  console.log(`[build] monolith → ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The monolith is the same code without Module Federation: a shell module that reaches the
 * federation runtime without going through the stand-ins (rspack.config.mjs swaps) would bundle it
 * unstarted, and the comparison would charge the monolith for the composition's bytes (it did once:
 * bench/README.md "The sixth round measured"). `__FEDERATION__` is the runtime's global.
 */
function refuseFederationRuntime(outDir) {
  const assets = join(outDir, 'shell', 'assets');
  const withRuntime = readdirSync(assets).filter(
    (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('__FEDERATION__'),
  );
  if (withRuntime.length)
    throw new Error(
      `the monolith bundled the federation runtime (${withRuntime.join(', ')}): a shell module imports it outside registry.ts, load-app.ts and preload.ts`,
    );
}

/**
 * What the storefront server reads to render the catalog's routes (scripts/server/region-render.mjs):
 * a registry naming mf_catalog's live version, and that version's manifest listing its
 * stylesheets, which the page carries inline. In the monolith those are the app's own CSS files
 * with catalog sources in them (their source maps say which), named from the version's folder.
 */
function describeCatalogRender(outDir) {
  const [folder, version] = RENDER_FOLDER;
  const assets = join(outDir, 'shell', 'assets');
  const catalogSheets = readdirSync(assets)
    .filter((file) => file.endsWith('.css') && !file.startsWith('main.'))
    .filter((file) => {
      const map = JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8'));
      return map.sources.some((source) => source.includes('mf-catalog/src/'));
    })
    .map((file) => `../../shell/assets/${file}`);
  const manifest = { exposes: [{ name: 'app', assets: { css: { sync: catalogSheets, async: [] } } }] };
  mkdirSync(join(outDir, folder, version), { recursive: true });
  writeFileSync(join(outDir, folder, version, 'mf-manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const registry = { remotes: { mf_catalog: { folder, live: version, history: [] } } };
  writeFileSync(join(outDir, 'registry.json'), `${JSON.stringify(registry, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildMonolith();
