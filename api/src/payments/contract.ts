// The payment boundary's fixed terms (api/README.md "Payments"): what the shop and any payment
// provider agree on, whichever adapter is configured.

/** Tickets held for an unpaid card order go back to the pool after this long (the provider's clock). */
export const HOLD_MINUTES = 15;
export const HOLD_MS = HOLD_MINUTES * 60_000;

/** The Store API `payment_method` of a card paid through the payment service. */
export const CARD_METHOD = 'local_test_card';
/** The `payment_data` key carrying the single-use token the hosted card fields return. */
export const TOKEN_KEY = 'payment_token';
/** The header naming one checkout attempt (made by the client when the attempt starts). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** A payment as the provider reports it, in Stripe's PaymentIntent terms. */
export interface PaymentOutcome {
  intentId: string;
  status: 'succeeded' | 'requires_action' | 'failed';
  /** requires_action: the page the shopper completes the challenge on (shown in a modal frame). */
  actionUrl?: string;
  /** failed: why, in words a shopper can act on. */
  message?: string;
  last4?: string;
}

export interface ConfirmRequest {
  token: string;
  amountPence: number;
  currency: 'GBP';
  idempotencyKey: string;
  description: string;
}
