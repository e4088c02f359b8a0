// What other basket features may use from the cart: its state and the refresh after an order.

export type { CartTotalsView } from './model';
export {
  $cartItems,
  $cartStatus,
  $cartTotals,
  $pathname,
  $totalsReadFailed,
  basketStarted,
  cartFromError,
  cartPageOpened,
  cartRefreshed,
  cartReplaced,
  summarize,
} from './model';
export { claimCartFx } from './sign-in';
export { BasketOverlay } from './ui/BasketOverlay';
export { Dialog } from './ui/Dialog';
