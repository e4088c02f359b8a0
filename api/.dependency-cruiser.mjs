// The provider's layers (api/README.md "Layers"), as dependency-cruiser rules: each domain imports
// only the domains below it, the base imports no domain, nothing but the app imports the app, and
// the local payment gateway shares no code with the shop. Checked with a planted violation of each
// rule by scripts/boundaries.test.mjs; `npx depcruise src` in api/ reports the tree.

/** Each domain folder of src/, and the domains it may import (the base is open to all). */
export const DOMAINS = {
  'sign-in': ['account', 'auth'],
  draws: ['checkout', 'account', 'catalog', 'auth'],
  checkout: ['account', 'cart', 'catalog', 'auth'],
  account: ['cart', 'catalog', 'auth'],
  cart: ['catalog', 'auth'],
  engagement: ['auth'],
  catalog: ['auth'],
  auth: [],
};
/** The app: the server, the HTTP app and its call table, the local tools, the seed. It may import anything. */
export const APP = '^src/(app|server|main|v1|local-tools)[.]ts$|^src/seed/';
/** The base: what every domain may use (the edge helpers, mail, the card payment port, realtime, the database, the context...). */
export const BASE = '^src/(http|mail|payments|realtime)/|^src/[^/]+[.]ts$';
export const GATEWAY = '^src/payment-gateway/';

const folder = (name) => `^src/${name}/`;
const either = (names) => `^src/(${names.join('|')})/`;

const domainRules = Object.entries(DOMAINS).map(([name, below]) => {
  const above = Object.keys(DOMAINS).filter((other) => other !== name && !below.includes(other));
  return {
    name: `${name}-imports-only-below`,
    comment: `${name} may import ${below.length ? below.join(', ') : 'no other domain'} and the base (api/README.md "Layers").`,
    severity: 'error',
    from: { path: folder(name) },
    to: { path: either(above) },
  };
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...domainRules,
    {
      name: 'base-imports-no-domain',
      comment: 'The base is below every domain: it imports none (api/README.md "Layers").',
      severity: 'error',
      from: { path: BASE, pathNot: APP },
      to: { path: either(Object.keys(DOMAINS)) },
    },
    {
      name: 'only-the-app-imports-the-app',
      comment: 'The app composes the domains; nothing below imports it (api/README.md "Layers").',
      severity: 'error',
      from: { pathNot: `${APP}|${GATEWAY}` },
      to: { path: APP },
    },
    {
      name: 'the-gateway-stands-alone',
      comment:
        'The local payment gateway stands in for Stripe: it imports nothing of the shop (api/README.md "Payments").',
      severity: 'error',
      from: { path: GATEWAY },
      to: { path: '^src/', pathNot: GATEWAY },
    },
    {
      name: 'the-shop-reaches-the-gateway-over-http',
      comment: 'The shop speaks to the gateway through payments/local-adapter.ts over HTTP; only the server starts it.',
      severity: 'error',
      from: { path: '^src/', pathNot: `^src/server[.]ts$|${GATEWAY}` },
      to: { path: GATEWAY },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '[.]test[.]ts$' },
    // Type-only imports count: a type from above is still an arrow pointing up.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
