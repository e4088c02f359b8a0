import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Competition } from '../entities';

// The public face of the basket (mf-basket owns the cart model): a request any remote fires and
// a summary any remote reads.

export interface AddToCartRequest {
  competition: Competition;
  quantity: number;
  /** The caller asks for the skill question when one is pending (requirements §4). */
  askQuestion?: boolean;
  /** 1 keeps the cart modal closed (requirements §4: "unless a flag argument equals 1"). */
  flag?: number;
  /** The skill-question answer chosen for this entry. */
  answer?: string;
}

export interface CartSummary {
  count: number;
  /** Total in pounds. */
  total: number;
}

/** Any remote: put this competition in the basket. */
export const addToCartRequested = createEvent<AddToCartRequest>();
/**
 * mf-basket: its add-to-cart flow runs; requests reach it as `addToCartReceived` from now on. The
 * basket's overlay starts after the first page has mounted, and a shopper may press "Add" before
 * that: such requests wait here and are received, in order, when the basket says it listens.
 */
export const basketListening = createEvent();
/** mf-basket handles these: every request, the ones made before it listened included, once each. */
export const addToCartReceived = createEvent<AddToCartRequest>();
export const $basketListening = createStore(false).on(basketListening, () => true);
const $waitingRequests = createStore<AddToCartRequest[]>([]);
const receiveWaitingFx = createEffect((requests: AddToCartRequest[]) => {
  for (const request of requests) addToCartReceived(request);
});

sample({ clock: addToCartRequested, filter: $basketListening, target: addToCartReceived });
sample({
  clock: addToCartRequested,
  source: { listening: $basketListening, waiting: $waitingRequests },
  filter: ({ listening }) => !listening,
  fn: ({ waiting }, request) => [...waiting, request],
  target: $waitingRequests,
});
sample({
  clock: basketListening,
  source: $waitingRequests,
  filter: (waiting) => waiting.length > 0,
  target: receiveWaitingFx,
});
$waitingRequests.on(receiveWaitingFx, () => []);
export const cartSummaryChanged = createEvent<CartSummary>();
export const cartOpened = createEvent();

export const $cartSummary = createStore<CartSummary>({ count: 0, total: 0 }).on(
  cartSummaryChanged,
  (_, summary) => summary,
);
