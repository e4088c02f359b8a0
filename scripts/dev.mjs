#!/usr/bin/env node
// `npm run dev` (`pnpm dev`) in a remote's folder: that remote alone on its dev server (DEV_PORT
// moves it; standalone page plus its mf-manifest.json for the integrated site's override), with the
// provider started when it is not already running.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';
import { pnpm } from './pnpm.mjs';

const folder = process.argv[2];
if (!folder) throw new Error('usage: dev.mjs <app-folder>');
const apiPort = process.env.API_PORT ?? '8787';
const rspackCli = join(root, folder, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const tsxCli = join(root, 'api', 'node_modules', 'tsx', 'dist', 'cli.mjs');

// A fresh clone has nothing installed: `npm run dev` in a remote's folder installs first, as
// `npm start` does (docs/working-on-one-remote.md).
if (!existsSync(rspackCli) || !existsSync(tsxCli)) {
  if (pnpm(['install', '--frozen-lockfile', '--prefer-offline']) !== 0) process.exit(1);
}

async function providerUp() {
  try {
    await fetch(`http://localhost:${apiPort}/?rest_route=/api/v1/getsettings`);
    return true;
  } catch {
    return false;
  }
}

const children = [];
if (!(await providerUp())) {
  console.log(`[dev] starting the provider on http://localhost:${apiPort}`);
  children.push(
    spawn(process.execPath, [tsxCli, 'src/main.ts'], {
      cwd: join(root, 'api'),
      stdio: 'inherit',
      // A team's `pnpm dev` keeps the provider's local tools (mailbox, seed, reset), behind the
      // per-start secret this file receives (api/README.md).
      env: {
        ...process.env,
        API_PORT: apiPort,
        API_LOCAL_TOOLS: '1',
        API_LOCAL_TOOLS_SECRET_FILE: join(root, 'api', '.data', 'local-tools.secret'),
      },
    }),
  );
}
children.push(
  spawn(process.execPath, [rspackCli, 'serve', '-c', 'rspack.config.mjs'], {
    cwd: join(root, folder),
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SHOP_API_URL: process.env.SHOP_API_URL ?? `http://localhost:${apiPort}`,
    },
  }),
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill();
    process.exit(0);
  });
}
