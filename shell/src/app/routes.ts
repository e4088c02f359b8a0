// The route table of requirements §2 as data: which application owns which path. The shell
// mounts the owner; the owner's own router renders the screen. Anything else is not found.

export type AppId = 'catalog' | 'basket' | 'account' | 'engagement' | 'shell';

/** Federation container of each remote that owns routes (README "Layout: who owns what"). */
export const REMOTES: Record<Exclude<AppId, 'shell'>, string> = {
  catalog: 'mf_catalog',
  basket: 'mf_basket',
  account: 'mf_account',
  engagement: 'mf_engagement',
};

/** The shell's own applications in <main> (src/app/start.tsx), by the single-spa name each is registered under. */
export const SHELL_PAGES = { legalTerms: 'shell:legal-terms', notFound: 'shell:not-found' } as const;

/** Paths that are one visitor's own (basket, account, a prize claim): never in search results. */
export const PRIVATE_PREFIXES = ['/account', '/auth/', '/cart', '/checkout', '/confirmation', '/claim/'];
export const isPrivatePath = (path: string) =>
  PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix));

export const ROUTES: readonly { path: string; app: AppId; screen: string }[] = [
  { path: '/', app: 'catalog', screen: 'Home' },
  { path: '/competitions/instant_win_comps', app: 'catalog', screen: 'Instant win page' },
  { path: '/competitions/instant/wins', app: 'catalog', screen: 'Instant win page' },
  { path: '/competitions/:category', app: 'catalog', screen: 'Competitions list' },
  { path: '/competition/details/:competitionDetail', app: 'catalog', screen: 'Competition details' },
  { path: '/competition/info/:id', app: 'catalog', screen: 'Competition details' },
  { path: '/draw/results', app: 'catalog', screen: 'Results page' },
  { path: '/results', app: 'catalog', screen: 'Draw results' },
  { path: '/winners_list', app: 'catalog', screen: 'Winners list' },
  { path: '/claim/prize', app: 'catalog', screen: 'Claim prize' },
  { path: '/free-postal-route', app: 'catalog', screen: 'Free postal route' },
  { path: '/cart', app: 'basket', screen: 'Basket page' },
  { path: '/checkout', app: 'basket', screen: 'Checkout' },
  { path: '/confirmation', app: 'basket', screen: 'Order confirmation' },
  { path: '/auth/login', app: 'account', screen: 'Login' },
  { path: '/auth/forgot/password', app: 'account', screen: 'Forgot password' },
  { path: '/auth/reset/password', app: 'account', screen: 'Reset password' },
  { path: '/account', app: 'account', screen: 'Account overview' },
  { path: '/account/responsible/gaming', app: 'account', screen: 'Responsible gaming' },
  { path: '/account/points', app: 'account', screen: 'Points' },
  { path: '/account/cred', app: 'account', screen: 'Site credit' },
  { path: '/account/coupons', app: 'account', screen: 'Coupons' },
  { path: '/account/details', app: 'account', screen: 'Profile and password' },
  { path: '/account/financial-details', app: 'account', screen: 'Financial details' },
  { path: '/account/billing', app: 'account', screen: 'Billing details' },
  { path: '/account/recent/orders', app: 'account', screen: 'Orders list' },
  { path: '/account/recent/orders/order-detail/:orderId', app: 'account', screen: 'Order detail' },
  { path: '/contact', app: 'engagement', screen: 'Contact us' },
  { path: '/community-chat', app: 'engagement', screen: 'Community chat' },
  { path: '/faq', app: 'engagement', screen: 'FAQs' },
  { path: '/legal-terms', app: 'shell', screen: 'Privacy policy' },
];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? have[i] !== '' : segment === have[i]));
}

/** The route entry owning `pathname`, or null (→ not found page). */
export function routeFor(pathname: string): (typeof ROUTES)[number] | null {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    /* malformed escapes: match the raw text */
  }
  return ROUTES.find((route) => matches(route.path, path)) ?? null;
}

export function ownerOf(pathname: string): AppId | 'not-found' {
  return routeFor(pathname)?.app ?? 'not-found';
}
