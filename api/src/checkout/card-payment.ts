// A card checkout, once per attempt (api/README.md "Payments", "Fairness"): the order reserves a
// count of tickets (no numbers) before the payment service is asked; it becomes entries only in
// the transaction that records the confirmed payment, and its reservation ends when the payment
// fails, is abandoned, is replaced by the account's next attempt, or its competition closes.
import { createHash } from 'node:crypto';
import { ApiError, type Ctx } from '../context';
import { PaymentRefused, PaymentUnavailable, paymentsOf } from '../payments/adapter';
import {
  type CardSource,
  HOLD_MS,
  IDEMPOTENCY_KEY_PATTERN,
  type PaymentOutcome,
  UNPAID_CHECKS_PER_HOUR,
} from '../payments/contract';
import { TooManyRequests } from '../ratelimit';
import { HOUR, safeEqual } from '../util';
import {
  type Attempt,
  attemptKeyOfOrder,
  findAttempt,
  insertAttempt,
  noteIntent,
  oldestUnpaidCheckSince,
  pendingKeysOf,
  type Refusal,
  setOwed,
  unpaidChecksSince,
} from './attempts-repository';
import { type OrderResponseBase, pendingOrderResponse } from './order-response';
import type { PlacedOrder, SettleInput } from './place-order';
import { applyOutcome, endUnpaid, settleOwed, sweepPayments } from './settle';
import type { Tender } from './tender';

export interface CardCheckout {
  key: string | undefined;
  userId: number;
  cartId: string;
  /** A fresh token (the card fields' or the wallet's) or a saved card, and whether to keep the card. */
  source: CardSource;
  /** Checks the basket and reserves the order (runs inside the attempt's transaction). */
  reserve: () => { placed: PlacedOrder; base: OrderResponseBase; tender: Tender; entry: SettleInput };
}

const running = new WeakMap<Ctx, Map<string, Promise<unknown>>>();

/**
 * An attempt is named by the client's key within one account and one basket, so a key sent by
 * another account or for another basket is another attempt and never finds this one's response.
 */
const attemptId = (userId: number, cartId: string, key: string): string =>
  createHash('sha256').update(`${userId}\n${cartId}\n${key}`).digest('hex');

/** One run at a time per attempt: a concurrent call for the same attempt shares the running one. */
function once(ctx: Ctx, key: string, run: () => Promise<unknown>): Promise<unknown> {
  const inFlight = running.get(ctx) ?? new Map<string, Promise<unknown>>();
  running.set(ctx, inFlight);
  const same = inFlight.get(key);
  if (same) return same;
  const started = run().finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}

/** The checkout response of this attempt: a second call with the same key gets the first one's. */
export function payByCard(ctx: Ctx, order: CardCheckout): Promise<unknown> {
  const clientKey = order.key ?? '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(clientKey))
    throw new ApiError(
      400,
      'shop_idempotency_key',
      'A card payment needs an Idempotency-Key header (16 to 100 letters, digits, - or _), made once per checkout attempt.',
    );
  const key = attemptId(order.userId, order.cartId, clientKey);
  return once(ctx, key, async () => {
    await sweepPayments(ctx);
    if (!findAttempt(ctx.db, key)) await start(ctx, key, order);
    return carryOn(ctx, key);
  });
}

/**
 * After the bank's check, the attempt that reserved the order goes on from where it stands, named
 * by the order's id and key (Store API `checkout/<order_id>`, api/README.md "Payments"): the
 * checkout is not sent again. Another account's order, or a wrong key, is not found.
 */
export function resumeCardPayment(ctx: Ctx, userId: number, orderId: number, orderKey: string): Promise<unknown> {
  const key = attemptKeyOfOrder(ctx.db, orderId);
  const known = key ? findAttempt(ctx.db, key) : null;
  if (!key || !known || known.userId !== userId || !safeEqual(known.placed.orderKey ?? '', orderKey))
    throw new ApiError(404, 'woocommerce_rest_invalid_order', 'Invalid order ID or key provided.');
  return once(ctx, key, async () => {
    await sweepPayments(ctx);
    return carryOn(ctx, key);
  });
}

/** An account that left this many bank checks unpaid within the hour waits before starting another. */
function refuseAfterUnpaidChecks(ctx: Ctx, userId: number, now: number): void {
  if (unpaidChecksSince(ctx.db, userId, now - HOUR) < UNPAID_CHECKS_PER_HOUR) return;
  const waitMs = oldestUnpaidCheckSince(ctx.db, userId, now - HOUR) + HOUR - now;
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  throw new TooManyRequests(
    Math.ceil(waitMs / 1000),
    `${UNPAID_CHECKS_PER_HOUR} card payments you started in the last hour were not finished, so card payments are paused for your account for ${minutes} minutes. Nothing was charged for them.`,
  );
}

/** Starts the attempt: the account's earlier open attempt ends, then this one reserves its order. */
async function start(ctx: Ctx, key: string, order: CardCheckout): Promise<void> {
  if (!order.source.token && !order.source.paymentMethod)
    throw new ApiError(400, 'rest_invalid_param', 'payment_data payment_token is required: the card fields give one.');
  const replaced: string[] = [];
  ctx.db.tx(() => {
    const now = ctx.now();
    refuseAfterUnpaidChecks(ctx, order.userId, now);
    // One open attempt per account: a new one replaces the last, so holds cannot pile up.
    for (const earlier of pendingKeysOf(ctx.db, order.userId)) {
      const a = findAttempt(ctx.db, earlier);
      if (!a) continue;
      endUnpaid(ctx, a, 'superseded', {
        status: 409,
        code: 'shop_payment_replaced',
        message: 'You started another payment, so this one was cancelled. Nothing was charged for it.',
      });
      replaced.push(earlier);
    }
    const { placed, base, tender, entry } = order.reserve();
    insertAttempt(ctx.db, {
      key,
      userId: order.userId,
      cartId: order.cartId,
      orderId: placed.orderId,
      source: order.source,
      placed,
      base,
      tender,
      entry,
      createdMs: now,
      expiresMs: now + HOLD_MS,
    });
  });
  for (const earlier of replaced) await settleOwed(ctx, earlier);
}

/** A started attempt, asked of the payment service: its response paid, pending the bank, or refused. */
async function carryOn(ctx: Ctx, key: string): Promise<unknown> {
  const known = findAttempt(ctx.db, key) as Attempt;
  if (known.status !== 'pending') return ended(known);
  let outcome: PaymentOutcome;
  try {
    outcome = await askProvider(ctx, known);
  } catch (error) {
    if (error instanceof PaymentRefused && !known.intentId) {
      // The service refused the card token itself: nothing can be paid, so nothing stays reserved.
      endUnpaid(ctx, known, 'failed', {
        status: 402,
        code: 'woocommerce_rest_checkout_process_payment_error',
        message: 'The card details could not be used. Nothing was charged; please enter your card again.',
      });
      return ended(findAttempt(ctx.db, key) as Attempt);
    }
    if (!(error instanceof PaymentUnavailable) && !(error instanceof PaymentRefused)) throw error;
    throw new ApiError(
      503,
      'shop_payment_unavailable',
      'The payment service did not answer. Your order is reserved for a few minutes; press Pay again to finish it (you will not be charged twice).',
    );
  }
  if (!outcome.intentId.startsWith('free_'))
    noteIntent(ctx.db, key, outcome.intentId, outcome.status === 'requires_action');
  const now = findAttempt(ctx.db, key) as Attempt;
  if (now.status !== 'pending') {
    // It ended while the service responded (run out, replaced, closed): this payment is not used.
    if (now.status !== 'paid' && now.intentId && outcome.status !== 'failed') {
      setOwed(ctx.db, key, 'void');
      await settleOwed(ctx, key);
    }
    return ended(now);
  }
  if (outcome.status === 'requires_action')
    return pendingOrderResponse(now.placed, now.base, outcome.intentId, outcome.actionUrl ?? '');
  return ended(await applyOutcome(ctx, now, outcome));
}

function askProvider(ctx: Ctx, a: Attempt): Promise<PaymentOutcome> {
  // Credit and points may leave nothing to charge.
  const amountPence = a.tender ? a.tender.amountToPay : a.placed.total;
  if (amountPence === 0) return Promise.resolve({ intentId: `free_${a.orderId}`, status: 'succeeded' });
  if (a.intentId) return paymentsOf(ctx).retrieve(a.intentId);
  return paymentsOf(ctx).confirm({
    ...a.source,
    amountPence,
    currency: 'GBP',
    idempotencyKey: a.key,
    description: `Order #${a.orderId}`,
    expiresAtMs: a.expiresMs,
  });
}

/** The response of an attempt that has ended: the paid order, or why it was not paid. */
function ended(a: Attempt): unknown {
  if (a.status === 'paid') return a.result;
  const why = a.result as Refusal | string | null;
  if (why && typeof why === 'object') throw new ApiError(why.status, why.code, why.message, why.data ?? {});
  throw new ApiError(
    402,
    'woocommerce_rest_checkout_process_payment_error',
    typeof why === 'string' ? why : 'This payment did not go through.',
  );
}
