import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// This remote's screens; each page's code loads when its route is first visited.
const CartPage = lazy(() => import('../features/cart/ui/CartPage').then((m) => ({ default: m.CartPage })));
const CheckoutPage = lazy(() => import('../features/checkout/ui/CheckoutPage').then((m) => ({ default: m.CheckoutPage })));
const ConfirmationPage = lazy(() => import('../features/confirmation/ui/ConfirmationPage').then((m) => ({ default: m.ConfirmationPage })));

export function BasketRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/confirmation" element={<ConfirmationPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
