// This remote's routes as data (docs/adr/008-server-rendering.md "One route manifest"): each path
// it serves and the screen requirements §2 names there. The shell's table (shell/src/app/routes.ts)
// says the same, which scripts/route-manifests.test.mjs checks; the router (./routes.tsx) is a table
// keyed by these paths, so a route without a page does not compile. No React and no runtime import.

/** The signed-in area: its routes share one layout (./AccountLayout.tsx). */
export const ACCOUNT_AREA = '/account';

export const ACCOUNT_ROUTES = [
  { path: '/auth/login', screen: 'Login' },
  { path: '/auth/forgot/password', screen: 'Forgot password' },
  { path: '/auth/reset/password', screen: 'Reset password' },
  { path: ACCOUNT_AREA, screen: 'Account overview' },
  { path: '/account/responsible/gaming', screen: 'Responsible gaming' },
  { path: '/account/points', screen: 'Points' },
  { path: '/account/cred', screen: 'Site credit' },
  { path: '/account/coupons', screen: 'Coupons' },
  { path: '/account/details', screen: 'Profile and password' },
  { path: '/account/financial-details', screen: 'Financial details' },
  { path: '/account/billing', screen: 'Billing details' },
  { path: '/account/recent/orders', screen: 'Orders list' },
  { path: '/account/recent/orders/order-detail/:orderId', screen: 'Order detail' },
] as const;

export type AccountPath = (typeof ACCOUNT_ROUTES)[number]['path'];
