#!/usr/bin/env node
// Runs a runtime package's entry by name (`node scripts/launch.mjs @shop/release-cli/main status`):
// installs what is missing first, as `npm start` does, so a fresh clone needs only Node and npm,
// then runs its TypeScript in this process with tsx (the packages have no build step:
// README "Layout"). `npm run serve` and `npm run release` are this.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { root } from './lib.mjs';
import { pnpm } from './pnpm.mjs';

const fromRoot = createRequire(join(root, 'package.json'));

/** Installs the workspace when a fresh clone has nothing yet (the runtime packages and tsx). */
export function ensureInstalled() {
  if (existsSync(join(root, 'node_modules', 'tsx')) && existsSync(join(root, 'node_modules', '@shop'))) return;
  if (pnpm(['install', '--frozen-lockfile', '--prefer-offline']) !== 0) process.exit(1);
}

/** Lets this process import TypeScript (the runtime packages) from now on. */
export async function registerTypeScript() {
  const { register } = await import('tsx/esm/api');
  register();
}

/** Imports a package entry (`@shop/storefront-server/main`) as the process's own script, with `args` after it. */
export async function launch(entry, args) {
  ensureInstalled();
  await registerTypeScript();
  const file = fromRoot.resolve(entry);
  process.argv = [process.argv[0], file, ...args];
  await import(pathToFileURL(file).href);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [entry, ...args] = process.argv.slice(2);
  if (!entry) throw new Error('usage: launch.mjs <package entry, e.g. @shop/release-cli/main> [arguments]');
  await launch(entry, args);
}
