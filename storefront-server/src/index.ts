// @shop/storefront-server: the storefront server (docs/composition.md "Server rendering"), started
// by `npm start`, as a process of its own by `npm run serve` (main.ts, the e2e harness's way), or
// in-process by name (the bench).
export { createStorefrontApp } from './app';
export { publicOriginOf, startStorefrontServer } from './server';
