// This remote's routes as data (docs/adr/008-server-rendering.md "One route manifest"): each path
// it serves, the screen requirements §2 names there, and the named chunk its page loads from (whose
// stylesheets the server puts in a server-rendered page). The shell's table (shell/src/app/routes.ts)
// says the same, which scripts/route-manifests.test.mjs checks. The router (./routes.tsx), the first
// views (./first-view.ts), the page head, addresses and sitemap (../server/head.ts) are driven from
// it (a URL matched once, ./route-at.ts), tables keyed by these paths, so a route missing from one
// does not compile. No React and no runtime import.

export const ENGAGEMENT_ROUTES = [
  { path: '/faq', chunk: 'faq' },
  { path: '/contact', chunk: 'contact' },
  { path: '/community-chat', chunk: 'chat' },
] as const;

export type EngagementRoute = (typeof ENGAGEMENT_ROUTES)[number];
export type EngagementPath = EngagementRoute['path'];

/** Requirements §2's screen at each path, as in the shell's table (read by scripts/, not by the pages). */
export const ENGAGEMENT_SCREENS: Record<EngagementPath, string> = {
  '/faq': 'FAQs',
  '/contact': 'Contact us',
  '/community-chat': 'Community chat',
};
