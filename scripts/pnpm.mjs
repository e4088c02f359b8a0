#!/usr/bin/env node
// Runs the project's pinned pnpm, installing it under .tools/ first when missing, so a fresh
// machine needs only Node and npm (corepack fails its signature check on these machines).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '10.34.9';
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');

export function ensurePnpm() {
  if (existsSync(bin)) return bin;
  console.log(`[setup] installing pnpm ${PNPM_VERSION} into .tools/`);
  const r = spawnSync(
    'npm',
    ['install', '--prefix', join(root, '.tools'), '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`],
    { stdio: 'inherit', cwd: root },
  );
  if (r.status !== 0) throw new Error('could not install pnpm');
  return bin;
}

export function pnpm(args, opts = {}) {
  const r = spawnSync(process.execPath, [ensurePnpm(), ...args], { stdio: 'inherit', cwd: root, ...opts });
  return r.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2), { cwd: process.cwd() }));
}
