// A card checkout, once per idempotency key (api/README.md "Payments"): the order is held
// (pending, its tickets taken) before the payment service is asked; it is paid only when the
// payment is confirmed, and released when the payment fails or is abandoned.
import { type AnswerBase, pendingAnswer } from '../checkout/answer';
import type { PlacedOrder } from '../checkout/place-order';
import type { Tender } from '../checkout/tender';
import { ApiError, type Ctx } from '../context';
import { PaymentUnavailable, paymentsOf } from './adapter';
import { IDEMPOTENCY_KEY_PATTERN, type PaymentOutcome } from './contract';
import { type Attempt, findAttempt, insertAttempt, noteIntent } from './repository';
import { payAttempt, releaseExpiredHolds } from './settle';

export interface CardCheckout {
  key: string | undefined;
  userId: number;
  cartId: string;
  token: string;
  /** Checks the basket and holds the order (runs inside the attempt's transaction). */
  hold: () => { placed: PlacedOrder; base: AnswerBase; tender: Tender };
}

const running = new WeakMap<Ctx, Map<string, Promise<unknown>>>();

/** The checkout answer of this attempt: a second call with the same key gets the first one's. */
export function payByCard(ctx: Ctx, order: CardCheckout): Promise<unknown> {
  const key = order.key ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new ApiError(
      400,
      'shop_idempotency_key',
      'A card payment needs an Idempotency-Key header (16 to 100 letters, digits, - or _), made once per checkout attempt.',
    );
  const inFlight = running.get(ctx) ?? new Map<string, Promise<unknown>>();
  running.set(ctx, inFlight);
  const same = inFlight.get(key);
  if (same) return same;
  const run = attempt(ctx, key, order).finally(() => inFlight.delete(key));
  inFlight.set(key, run);
  return run;
}

async function attempt(ctx: Ctx, key: string, order: CardCheckout): Promise<unknown> {
  await releaseExpiredHolds(ctx);
  let known = findAttempt(ctx.db, key);
  if (known && known.userId !== order.userId)
    throw new ApiError(409, 'shop_idempotency_key_reused', 'This checkout attempt belongs to another account.');
  if (!known) {
    if (!order.token)
      throw new ApiError(
        400,
        'rest_invalid_param',
        'payment_data payment_token is required: the card fields give one.',
      );
    ctx.db.tx(() => {
      const { placed, base, tender } = order.hold();
      insertAttempt(ctx.db, {
        key,
        userId: order.userId,
        cartId: order.cartId,
        orderId: placed.orderId,
        token: order.token,
        placed,
        base,
        tender,
        createdMs: ctx.now(),
      });
    });
    known = findAttempt(ctx.db, key) as Attempt;
  }
  if (known.status !== 'pending') return ended(known);
  let outcome: PaymentOutcome;
  try {
    outcome = await askProvider(ctx, known);
  } catch (error) {
    if (!(error instanceof PaymentUnavailable)) throw error;
    throw new ApiError(
      503,
      'shop_payment_unavailable',
      'The payment service did not answer. Your order is held; press Pay again to finish it (you will not be charged twice).',
    );
  }
  // The hold may have run out while the provider answered.
  const now = findAttempt(ctx.db, key) as Attempt;
  if (now.status !== 'pending') return ended(now);
  if (outcome.status === 'requires_action') {
    noteIntent(ctx.db, key, outcome.intentId);
    return pendingAnswer(now.placed, now.base, outcome.intentId, outcome.actionUrl ?? '');
  }
  return ended(payAttempt(ctx, now, outcome));
}

function askProvider(ctx: Ctx, a: Attempt): Promise<PaymentOutcome> {
  // Credit and points may leave nothing to charge.
  const amountPence = a.tender ? a.tender.amountToPay : a.placed.total;
  if (amountPence === 0) return Promise.resolve({ intentId: `free_${a.orderId}`, status: 'succeeded' });
  if (a.intentId) return paymentsOf(ctx).retrieve(a.intentId);
  return paymentsOf(ctx).confirm({
    token: a.token,
    amountPence,
    currency: 'GBP',
    idempotencyKey: a.key,
    description: `Order #${a.orderId}`,
  });
}

/** The answer of an attempt that has ended: the paid order, or why it was not paid. */
function ended(a: Attempt): unknown {
  if (a.status === 'paid') return a.result;
  const message = typeof a.result === 'string' ? a.result : 'This payment did not go through.';
  throw new ApiError(402, 'woocommerce_rest_checkout_process_payment_error', message);
}
