// This remote's routes as data (docs/adr/008-server-rendering.md "One route manifest"): each path
// it serves and the screen requirements §2 names there. The shell's table (shell/src/app/routes.ts)
// says the same, which scripts/route-manifests.test.mjs checks; the router (./routes.tsx) is a table
// keyed by these paths, so a route without a page does not compile. No React and no runtime import.

export const BASKET_ROUTES = [{ path: '/cart' }, { path: '/checkout' }, { path: '/confirmation' }] as const;

export type BasketPath = (typeof BASKET_ROUTES)[number]['path'];

/** Requirements §2's screen at each path, as in the shell's table (read by scripts/, not by the pages). */
export const BASKET_SCREENS: Record<BasketPath, string> = {
  '/cart': 'Basket page',
  '/checkout': 'Checkout',
  '/confirmation': 'Order confirmation',
};
