import { lazyPage, Route, Routes } from '@shop/react-kit/routing';
import type { ReactElement } from 'react';
import { BASKET_ROUTES, type BasketPath } from './route-manifest';

// This remote's screens; each page's code loads when its route is first visited (or just before,
// see lazyPage in @shop/shared).
const CartPage = lazyPage(() => import('../features/cart/ui/CartPage').then((m) => m.CartPage));
const CheckoutPage = lazyPage(() => import('../features/checkout/ui/CheckoutPage').then((m) => m.CheckoutPage));
const ConfirmationPage = lazyPage(() =>
  import('../features/confirmation/ui/ConfirmationPage').then((m) => m.ConfirmationPage),
);

/** The page each route of the manifest (./route-manifest.ts) shows. */
const PAGES: Record<BasketPath, ReactElement> = {
  '/cart': <CartPage />,
  '/checkout': <CheckoutPage />,
  '/confirmation': <ConfirmationPage />,
};

/** This remote's routes; its lifecycles read them to load the current route's page before mounting. */
export const basketRoutes = (
  <>
    {BASKET_ROUTES.map(({ path }) => (
      <Route key={path} path={path} element={PAGES[path]} />
    ))}
    <Route path="*" element={null} />
  </>
);

export function BasketRoutes() {
  return <Routes>{basketRoutes}</Routes>;
}
