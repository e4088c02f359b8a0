// The payment boundary's fixed terms (api/README.md "Payments"): what the shop and any payment
// provider agree on, whichever adapter is configured.

/**
 * A card checkout's reservation (a count of tickets, no numbers) lasts this long on the provider's
 * clock; the payment service's bank check lapses at the same moment (api/README.md "Fairness").
 */
export const HOLD_MINUTES = 10;
export const HOLD_MS = HOLD_MINUTES * 60_000;
/**
 * Bank checks an account may leave unpaid (abandoned, failed, expired, replaced) in an hour before
 * it must wait to start another: reservations cannot be renewed at will to keep tickets off sale.
 */
export const UNPAID_CHECKS_PER_HOUR = 3;

/** The Store API `payment_method` of a card paid through the payment service. */
export const CARD_METHOD = 'local_test_card';
/** The `payment_data` key carrying the single-use token the hosted card fields (or the wallet) return. */
export const TOKEN_KEY = 'payment_token';
/** The `payment_data` key naming one of the account's saved cards instead (WooCommerce: a saved payment token). */
export const SAVED_METHOD_KEY = 'saved_payment_method';
/** The `payment_data` key asking to keep the new card for next time ('1'). */
export const SAVE_METHOD_KEY = 'save_payment_method';
/** The header naming one checkout attempt (made by the client when the attempt starts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * A payment as the provider reports it, in Stripe's PaymentIntent terms: `authorized` is Stripe's
 * `requires_capture` (the bank said yes, nothing taken yet), `succeeded` a captured payment.
 */
export interface PaymentOutcome {
  intentId: string;
  status: 'succeeded' | 'authorized' | 'requires_action' | 'failed';
  /** requires_action: the page the shopper completes the challenge on (shown in a modal frame). */
  actionUrl?: string;
  /** failed: why, in words a shopper can act on. */
  message?: string;
  last4?: string;
}

/** How an attempt pays: a fresh token (kept for next time if asked), or a saved card of the account. */
export interface CardSource {
  token?: string;
  paymentMethod?: string;
  /** The account's customer at the payment service, when a card is saved or used saved. */
  customer?: string;
  saveCard?: boolean;
}

/** A saved card as the account sees it: never more of the number than its last four digits. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  wallet: string | null;
}

export interface ConfirmRequest extends CardSource {
  amountPence: number;
  currency: 'GBP';
  idempotencyKey: string;
  description: string;
  /** The reservation's end: an unanswered bank check lapses then (epoch ms). */
  expiresAtMs: number;
}
