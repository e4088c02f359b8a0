#!/usr/bin/env node
// Runs a runtime package's entry by name (`node scripts/launch.mjs @shop/release-cli/main status`):
// installs what is missing first, as `npm start` does, so a fresh clone needs only Node and npm,
// then runs its TypeScript in this process with tsx (the packages have no build step:
// README "Layout"), and turns tsx off once the entry has started: the released builds a storefront
// server imports at run time (`.server/render.mjs`, megabytes each) then load as plain modules,
// not through tsx's hooks (ten times slower). `npm run serve`, `npm run release` and the e2e
// harness's storefront servers are this.
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

/**
 * Lets this process import TypeScript (the runtime packages) until the function it returns is
 * called: load the packages and start them, then turn it off.
 */
export async function registerTypeScript() {
  const { register } = await import('tsx/esm/api');
  return register();
}

/**
 * Runs a package entry (`@shop/storefront-server/main`) as the process's own script, with `args`
 * after it; TypeScript is off once it has started (its top-level work done).
 */
export async function launch(entry, args) {
  ensureInstalled();
  const typeScriptOff = await registerTypeScript();
  const file = fromRoot.resolve(entry);
  process.argv = [process.argv[0], file, ...args];
  await import(pathToFileURL(file).href);
  await typeScriptOff();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [entry, ...args] = process.argv.slice(2);
  if (!entry) throw new Error('usage: launch.mjs <package entry, e.g. @shop/release-cli/main> [arguments]');
  await launch(entry, args);
}
