#!/usr/bin/env node
// `npm start`: install what is missing, build every app in production mode, put the fresh builds
// live where a start owns what is live (the release step: @shop/release-cli putStartBuildsLive),
// start the provider (http://localhost:8787, API_PORT moves it) and serve the composed storefront
// (http://localhost:8080, PORT moves it). `pnpm dev` (root): the same, for a team at work.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { registerTypeScript } from './launch.mjs';
import { root } from './lib.mjs';
import { pnpm } from './pnpm.mjs';

const apiPort = process.env.API_PORT ?? '8787';
process.env.SHOP_API_URL ??= `http://localhost:${apiPort}`;
process.env.SHOP_FIREBASE_EMULATOR ??= `localhost:${apiPort}`;
// The payment service starts with the provider (api/src/payments/) on its own origin.
process.env.SHOP_PAYMENT_URL ??= `http://localhost:${process.env.PAYMENT_PORT ?? '8788'}`;
// Emailed links (password reset, receipts) point at this storefront, wherever PORT puts it.
process.env.STOREFRONT_URL ??= `http://localhost:${process.env.PORT ?? '8080'}`;
// The release service's notices go through the provider's mailer (@shop/release notify.ts) to
// RELEASE_MANAGERS, with a secret both processes share for this start.
process.env.RELEASE_NOTICE_SECRET ??= randomBytes(24).toString('hex');
// `pnpm dev` at the root (`--dev`) is the integrated site for a team at work: it may load a remote
// from the teams' dev servers (?override=mf_catalog=http://localhost:3001/mf-manifest.json, which
// the page asks to confirm) and the provider keeps its local tools (api/README.md). A plain
// `npm start` allows neither.
if (process.argv.includes('--dev')) {
  process.env.DEV_REMOTE_ORIGINS ??= [3001, 3002, 3003, 3004].map((p) => `http://localhost:${p}`).join(',');
  process.env.API_LOCAL_TOOLS ??= '1';
  process.env.API_LOCAL_TOOLS_SECRET_FILE ??= join(root, 'api', '.data', 'local-tools.secret');
}

if (pnpm(['install', '--frozen-lockfile', '--prefer-offline']) !== 0) process.exit(1);
// Imported once installed: the release step and the server are TypeScript packages (run with
// tsx, off again once the server has started: scripts/launch.mjs) with dependencies a fresh clone
// does not have yet.
const typeScriptOff = await registerTypeScript();
const { buildAll } = await import('./build-all.mjs');
const { putStartBuildsLive } = await import('@shop/release-cli');
const { startStorefrontServer } = await import('@shop/storefront-server');
buildAll();
// The start's release step: fresh builds go live only where an earlier start put what is live; a
// release manager's publish, canary, rollback, abort or mark-bad in this deploy folder stands
// (docs/release.md "What is live, and what changes it").
for (const line of await putStartBuildsLive()) console.log(`[release] ${line}`);

const api = spawn(
  process.execPath,
  [join(root, 'api', 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'api', 'src', 'main.ts')],
  {
    cwd: join(root, 'api'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  },
);
api.on('exit', (code) => {
  console.error(`[start] the provider stopped (${code}); stopping`);
  process.exit(code ?? 1);
});
const { port } = await startStorefrontServer();
await typeScriptOff();
console.log(
  `\n  Storefront: http://localhost:${port}\n  Provider:   http://localhost:${apiPort}\n  Payments:   ${process.env.SHOP_PAYMENT_URL}\n`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    api.kill();
    process.exit(0);
  });
}
