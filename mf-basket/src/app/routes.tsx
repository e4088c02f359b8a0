import { lazyPage, Route, Routes } from '@shop/react-kit/routing';

// This remote's screens; each page's code loads when its route is first visited (or just before,
// see lazyPage in @shop/shared).
const CartPage = lazyPage(() => import('../features/cart/ui/CartPage').then((m) => m.CartPage));
const CheckoutPage = lazyPage(() => import('../features/checkout/ui/CheckoutPage').then((m) => m.CheckoutPage));
const ConfirmationPage = lazyPage(() =>
  import('../features/confirmation/ui/ConfirmationPage').then((m) => m.ConfirmationPage),
);

/** This remote's routes; its lifecycles read them to load the current route's page before mounting. */
export const basketRoutes = (
  <>
    <Route path="/cart" element={<CartPage />} />
    <Route path="/checkout" element={<CheckoutPage />} />
    <Route path="/confirmation" element={<ConfirmationPage />} />
    <Route path="*" element={null} />
  </>
);

export function BasketRoutes() {
  return <Routes>{basketRoutes}</Routes>;
}
