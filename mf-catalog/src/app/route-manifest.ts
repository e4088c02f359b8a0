// This remote's routes as data (docs/adr/008-server-rendering.md "One route manifest"): each path
// it serves, the screen requirements §2 names there (the shell's table, shell/src/app/routes.ts,
// says the same; scripts/route-manifests.test.mjs checks both), and the named chunk its page and
// models load from, whose stylesheets the server puts in a server-rendered page. The router
// (./routes.tsx), the first views (./first-view.ts), the page head and addresses (../server/head.ts)
// and the sitemap (../server/sitemap.ts) are tables keyed by these paths, so a route missing from
// one of them does not compile. No React and no runtime import: the server build, the tests and
// scripts/ read it as it is.

export const CATALOG_ROUTES = [
  { path: '/', chunk: 'home' },
  // Before '/competitions/:category', which would take their slug: the first path that matches wins.
  { path: '/competitions/instant_win_comps', chunk: 'instant-wins' },
  { path: '/competitions/instant/wins', chunk: 'instant-wins' },
  { path: '/competitions/:category', chunk: 'competitions' },
  { path: '/competition/details/:competitionDetail', chunk: 'details' },
  { path: '/competition/info/:id', chunk: 'details' },
  { path: '/draw/results', chunk: 'results' },
  { path: '/results', chunk: 'results' },
  { path: '/winners_list', chunk: 'winners' },
  { path: '/claim/prize', chunk: 'claim' },
  { path: '/free-postal-route', chunk: 'postal' },
] as const;

export type CatalogRoute = (typeof CATALOG_ROUTES)[number];
export type CatalogPath = CatalogRoute['path'];

/**
 * The screen requirements §2 names at each path, as the shell's table does: read by
 * scripts/route-manifests.test.mjs, not by the pages, so the browser's bundle leaves it out.
 */
export const CATALOG_SCREENS: Record<CatalogPath, string> = {
  '/': 'Home',
  '/competitions/instant_win_comps': 'Instant win page',
  '/competitions/instant/wins': 'Instant win page',
  '/competitions/:category': 'Competitions list',
  '/competition/details/:competitionDetail': 'Competition details',
  '/competition/info/:id': 'Competition details',
  '/draw/results': 'Results page',
  '/results': 'Draw results',
  '/winners_list': 'Winners list',
  '/claim/prize': 'Claim prize',
  '/free-postal-route': 'Free postal route',
};
