// @shop/shared/state: the effector units the teams share in the page (docs/adr/003-the-contract.md).
// Each has one writer: the session is mf-account's, the cart summary and the received add-to-cart
// requests mf-basket's, toasts are shown by the shell; any remote reads them and fires the requests.
// A federation singleton (@shop/build-preset), so every region sees the same stores.

export type { AddToCartRequest, CartSummary } from './cart';
export {
  $basketListening,
  $cartSummary,
  addToCartReceived,
  addToCartRequested,
  basketListening,
  cartOpened,
  cartSummaryChanged,
} from './cart';
export type { ChosenCompetition } from './competition';
export { $chosenCompetition, competitionChosen } from './competition';
export {
  $drawnTickets,
  $isAuthenticating,
  $isSignedIn,
  $purchasedTickets,
  $sessionCheckedOnce,
  $upcomingTickets,
  $user,
  $userToken,
  sessionCheckFinished,
  sessionCheckStarted,
  signInRequested,
  ticketsLoaded,
  userSignedIn,
  userSignedOut,
  userUpdated,
} from './session';
export type { ToastKind, ToastRequest } from './toasts';
export { showError, showInfo, showSuccess, toastRaised } from './toasts';
