// This remote's routes as data (docs/adr/008-server-rendering.md "One route manifest"): each path
// it serves, the screen requirements §2 names there, and the named chunk its page loads from (whose
// stylesheets the server puts in a server-rendered page). The shell's table (shell/src/app/routes.ts)
// says the same, which scripts/route-manifests.test.mjs checks. The router (./routes.tsx), the first
// views (./first-view.ts), the page head, addresses and sitemap (../server/head.ts) are driven from
// it, tables keyed by these paths, so a route missing from one does not compile. No React and no
// runtime import.

export const ENGAGEMENT_ROUTES = [
  { path: '/faq', screen: 'FAQs', chunk: 'faq' },
  { path: '/contact', screen: 'Contact us', chunk: 'contact' },
  { path: '/community-chat', screen: 'Community chat', chunk: 'chat' },
] as const;

export type EngagementRoute = (typeof ENGAGEMENT_ROUTES)[number];

export type EngagementPath = EngagementRoute['path'];

/** The route at a URL (its path, with or without a query): the one place a URL is matched. */
export const routeAt = (url: string): EngagementRoute | null =>
  ENGAGEMENT_ROUTES.find((route) => route.path === new URL(url, 'http://shop').pathname) ?? null;
