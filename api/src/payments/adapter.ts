// The one interface checkout pays through (api/README.md "Payments"): the local payment service
// is one implementation; a real provider (Stripe Payment Element, WooPayments) is another adapter
// plus its keys in configuration.
import type { ConfirmRequest, PaymentOutcome, SavedCard } from './contract';

export interface PaymentAdapter {
  /** The title orders show for this payment method. */
  readonly title: string;
  /**
   * Creates and confirms a payment for the token, to be captured later (Stripe: a PaymentIntent
   * with `capture_method: 'manual'` confirmed with the PaymentMethod). The provider keeps the
   * idempotency key: the same key never makes a second payment.
   */
  confirm(request: ConfirmRequest): Promise<PaymentOutcome>;
  /** The payment's state now (after a 3-D Secure challenge, or a retry after a timeout). */
  retrieve(intentId: string): Promise<PaymentOutcome>;
  /** Takes an authorized payment (Stripe: capture), once the order it pays is decided. */
  capture(intentId: string): Promise<PaymentOutcome>;
  /** Voids a bank check or an authorization that no order will use (Stripe: cancel). */
  cancel(intentId: string): Promise<PaymentOutcome>;
  /** A customer to keep cards for (Stripe: POST /v1/customers). */
  createCustomer(): Promise<string>;
  /** The customer's saved cards; an unknown customer has none. */
  savedCards(customer: string): Promise<SavedCard[]>;
  /** Forgets one of the customer's saved cards (Stripe: detach). */
  forgetCard(customer: string, id: string): Promise<void>;
}

/** The payment service is unreachable or responded with nonsense: nothing is known to be charged. */
export class PaymentUnavailable extends Error {}

/** The payment service refused the request itself (an unknown, used or expired card token, say). */
export class PaymentRefused extends Error {}

/** The configured card payment provider (ctx.payments), or PaymentUnavailable. */
export function paymentsOf(ctx: { payments?: PaymentAdapter }): PaymentAdapter {
  if (!ctx.payments) throw new PaymentUnavailable('No payment provider is configured.');
  return ctx.payments;
}
