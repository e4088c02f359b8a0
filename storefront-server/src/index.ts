// @shop/storefront-server: the storefront server (docs/composition.md "Server rendering"). The
// e2e harness and the bench start it by name: in-process (startStorefrontServer) or as a process
// of its own (storefrontServerArgs, `npm run serve`).
export { createStorefrontApp } from './app';
export { storefrontServerArgs } from './process';
export { publicOriginOf, startStorefrontServer } from './server';
