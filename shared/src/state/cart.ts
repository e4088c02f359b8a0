import { createEvent, createStore } from 'effector';
import type { Competition } from '../entities';

// The public face of the basket (mf-basket owns the cart model): a request any remote fires and
// a summary any remote reads.

export interface AddToCartRequest {
  competition: Competition;
  quantity: number;
  /** The caller asks for the skill question when one is pending (spec section 4). */
  askQuestion?: boolean;
  /** 1 keeps the cart modal closed (spec section 4: "unless a flag argument equals 1"). */
  flag?: number;
  /** The skill-question answer chosen for this entry. */
  answer?: string;
}

export interface CartSummary {
  count: number;
  /** Total in pounds. */
  total: number;
}

export const addToCartRequested = createEvent<AddToCartRequest>();
export const cartSummaryChanged = createEvent<CartSummary>();
export const cartOpened = createEvent();

export const $cartSummary = createStore<CartSummary>({ count: 0, total: 0 }).on(
  cartSummaryChanged,
  (_, summary) => summary,
);
