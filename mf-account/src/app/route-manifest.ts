// This remote's routes as data (docs/adr/008-server-rendering.md "One route manifest"): each path
// it serves and the screen requirements §2 names there. The shell's table (shell/src/app/routes.ts)
// says the same, which scripts/route-manifests.test.mjs checks; the router (./routes.tsx) is a table
// keyed by these paths, so a route without a page does not compile. No React and no runtime import.

/** The signed-in area: its routes share one layout (./AccountLayout.tsx). */
export const ACCOUNT_AREA = '/account';

export const ACCOUNT_ROUTES = [
  { path: '/auth/login' },
  { path: '/auth/forgot/password' },
  { path: '/auth/reset/password' },
  { path: ACCOUNT_AREA },
  { path: '/account/responsible/gaming' },
  { path: '/account/points' },
  { path: '/account/cred' },
  { path: '/account/coupons' },
  { path: '/account/details' },
  { path: '/account/financial-details' },
  { path: '/account/billing' },
  { path: '/account/recent/orders' },
  { path: '/account/recent/orders/order-detail/:orderId' },
] as const;

export type AccountPath = (typeof ACCOUNT_ROUTES)[number]['path'];

/** Requirements §2's screen at each path, as in the shell's table (read by scripts/, not by the pages). */
export const ACCOUNT_SCREENS: Record<AccountPath, string> = {
  '/auth/login': 'Login',
  '/auth/forgot/password': 'Forgot password',
  '/auth/reset/password': 'Reset password',
  [ACCOUNT_AREA]: 'Account overview',
  '/account/responsible/gaming': 'Responsible gaming',
  '/account/points': 'Points',
  '/account/cred': 'Site credit',
  '/account/coupons': 'Coupons',
  '/account/details': 'Profile and password',
  '/account/financial-details': 'Financial details',
  '/account/billing': 'Billing details',
  '/account/recent/orders': 'Orders list',
  '/account/recent/orders/order-detail/:orderId': 'Order detail',
};
