// The one interface checkout pays through (api/README.md "Payments"): the local payment service
// is one implementation; a real provider (Stripe Payment Element, WooPayments) is another adapter
// plus its keys in configuration.
import type { Ctx } from '../context';
import type { ConfirmRequest, PaymentOutcome } from './contract';

export interface PaymentAdapter {
  /** The title orders show for this payment method. */
  readonly title: string;
  /**
   * Creates and confirms a payment for the token (Stripe: a PaymentIntent confirmed with the
   * PaymentMethod). The provider keeps the idempotency key: the same key never charges twice.
   */
  confirm(request: ConfirmRequest): Promise<PaymentOutcome>;
  /** The payment's state now (after a 3-D Secure challenge, or a retry after a timeout). */
  retrieve(intentId: string): Promise<PaymentOutcome>;
}

/** The payment service is unreachable or answered nonsense: nothing is known to be charged. */
export class PaymentUnavailable extends Error {}

export function paymentsOf(ctx: Ctx): PaymentAdapter {
  if (!ctx.payments) throw new PaymentUnavailable('No payment provider is configured.');
  return ctx.payments;
}
