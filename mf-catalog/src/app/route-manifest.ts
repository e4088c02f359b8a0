// This remote's routes as data (docs/adr/008-server-rendering.md "One route manifest"): each path
// it serves, the screen requirements §2 names there (the shell's table, shell/src/app/routes.ts,
// says the same; scripts/route-manifests.test.mjs checks both), and the named chunk its page and
// models load from, whose stylesheets the server puts in a server-rendered page. The router
// (./routes.tsx), the first views (./first-view.ts), the page head and addresses (../server/head.ts)
// and the sitemap (../server/sitemap.ts) are tables keyed by these paths, so a route missing from
// one of them does not compile. No React and no runtime import: the server build, the tests and
// scripts/ read it as it is.

export const CATALOG_ROUTES = [
  { path: '/', screen: 'Home', chunk: 'home' },
  // Before '/competitions/:category', which would take their slug: the first path that matches wins.
  { path: '/competitions/instant_win_comps', screen: 'Instant win page', chunk: 'instant-wins' },
  { path: '/competitions/instant/wins', screen: 'Instant win page', chunk: 'instant-wins' },
  { path: '/competitions/:category', screen: 'Competitions list', chunk: 'competitions' },
  { path: '/competition/details/:competitionDetail', screen: 'Competition details', chunk: 'details' },
  { path: '/competition/info/:id', screen: 'Competition details', chunk: 'details' },
  { path: '/draw/results', screen: 'Results page', chunk: 'results' },
  { path: '/results', screen: 'Draw results', chunk: 'results' },
  { path: '/winners_list', screen: 'Winners list', chunk: 'winners' },
  { path: '/claim/prize', screen: 'Claim prize', chunk: 'claim' },
  { path: '/free-postal-route', screen: 'Free postal route', chunk: 'postal' },
] as const;

export type CatalogRoute = (typeof CATALOG_ROUTES)[number];
export type CatalogPath = CatalogRoute['path'];
