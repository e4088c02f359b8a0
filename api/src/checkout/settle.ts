// How a card attempt ends (api/README.md "Payments", "Fairness"). A confirmed payment becomes
// entries in one transaction that first checks every rule again (the competition still open,
// tickets left, the per-person maximum, the break, the spend limit); only then is the money
// taken. A failed, abandoned, replaced or closed attempt gives its reservation back and voids its
// payment, so nothing is charged for it.

import { saveBilling } from '../account/repository';
import { withActiveLimit } from '../account/responsible';
import { userById } from '../auth/repository';
import { clearItems, setCoupon } from '../cart/repository';
import { getComp } from '../catalog/repository';
import type { ApiError, Ctx } from '../context';
import { PaymentRefused, PaymentUnavailable, paymentsOf } from '../payments/adapter';
import { HOLD_MINUTES, type PaymentOutcome } from '../payments/contract';
import { iso } from '../util';
import {
  type Attempt,
  type AttemptStatus,
  expiredPendingKeys,
  findAttempt,
  finishAttempt,
  markOrderPaid,
  owedKeys,
  pendingKeysHolding,
  type Refusal,
  releaseOrder,
  setOwed,
} from './attempts-repository';
import { accountRefusal, lineRefusal } from './entry-rules';
import { paidOrderResponse } from './order-response';
import { type PlacedOrder, receipt, settleOrder } from './place-order';
import { refundTender } from './tender';
import { announceHits } from './wins';

const NOTHING_CHARGED = 'Nothing was charged.';

/**
 * Ends a pending attempt unpaid, in the caller's transaction: its order and reservation go, its
 * credit and points come back, and its payment (if the service made one) is owed a void.
 */
export function endUnpaid(ctx: Ctx, a: Attempt, status: Exclude<AttemptStatus, 'pending' | 'paid'>, why: Refusal) {
  ctx.db.tx(() => {
    if (!finishAttempt(ctx.db, a.key, status, why, a.intentId ? 'void' : null)) return;
    releaseOrder(ctx.db, a.orderId);
    if (a.tender) refundTender(ctx, a.userId, a.tender, a.orderId);
  });
}

/** Why the reserved order cannot become entries now, or null (the same rules as at its start). */
function completionRefusal(ctx: Ctx, a: Attempt, now: number): ApiError | null {
  const row = userById(ctx.db, a.userId);
  if (!row) return null;
  const account = accountRefusal(ctx, withActiveLimit(row, now), a.placed.total, now, a.orderId);
  if (account) return account;
  const perComp = new Map<number, number>();
  for (const l of a.placed.lines) perComp.set(l.competition_id, (perComp.get(l.competition_id) ?? 0) + l.quantity);
  for (const [compId, quantity] of perComp) {
    const comp = getComp(ctx.db, compId);
    if (!comp) continue;
    const refusal = lineRefusal(ctx, comp, { userId: a.userId, quantity, now, ownOrderId: a.orderId });
    if (refusal) return refusal;
  }
  return null;
}

/**
 * The confirmed payment's transaction: the rules checked again, then the order paid with its
 * ticket numbers, wins and points, the basket emptied, and the capture owed. Returns the paid
 * order, or null when the attempt is no longer pending or a rule refused it (then voided).
 */
function complete(ctx: Ctx, key: string, outcome: PaymentOutcome): PlacedOrder | null {
  return ctx.db.tx(() => {
    const a = findAttempt(ctx.db, key);
    if (a?.status !== 'pending') return null;
    const now = ctx.now();
    const refusal = completionRefusal(ctx, a, now);
    if (refusal) {
      endUnpaid(ctx, a, 'refused', {
        status: refusal.status,
        code: refusal.code,
        message: `${refusal.message} Your payment was cancelled. ${NOTHING_CHARGED}`,
        data: refusal.data,
      });
      return null;
    }
    markOrderPaid(ctx.db, a.orderId);
    saveBilling(ctx.db, a.userId, a.base.billing_address);
    const paid = settleOrder(ctx, a.placed, a.entry, iso(now));
    clearItems(ctx.db, a.cartId);
    setCoupon(ctx.db, a.cartId, null);
    finishAttempt(
      ctx.db,
      key,
      'paid',
      paidOrderResponse(ctx, paid, a.base, outcome.intentId),
      outcome.status === 'authorized' ? 'capture' : null,
    );
    return paid;
  });
}

/** Applies a payment outcome to a pending attempt; returns the attempt as it now stands. */
export async function applyOutcome(ctx: Ctx, a: Attempt, outcome: PaymentOutcome): Promise<Attempt> {
  if (outcome.status === 'failed')
    endUnpaid(ctx, a, 'failed', {
      status: 402,
      code: 'woocommerce_rest_checkout_process_payment_error',
      message: outcome.message ?? 'The payment did not go through.',
    });
  else if (outcome.status !== 'requires_action') {
    const paid = complete(ctx, a.key, outcome);
    if (paid) {
      announceHits(ctx, paid.hits);
      receipt(ctx, a.base.billing_address.email ?? '', paid);
    } else if (a.intentId && findAttempt(ctx.db, a.key)?.status !== 'paid') setOwed(ctx.db, a.key, 'void');
  }
  await settleOwed(ctx, a.key);
  return findAttempt(ctx.db, a.key) as Attempt;
}

/**
 * Makes the payment-service call an attempt is owed: the capture of a paid order, the void of
 * anything else. A service that is away is asked again by the next sweep.
 */
export async function settleOwed(ctx: Ctx, key: string): Promise<void> {
  const a = findAttempt(ctx.db, key);
  if (!a?.owed || !a.intentId) return;
  try {
    if (a.owed === 'capture') await paymentsOf(ctx).capture(a.intentId);
    else await paymentsOf(ctx).cancel(a.intentId);
  } catch (error) {
    if (error instanceof PaymentUnavailable) return;
    if (!(error instanceof PaymentRefused)) throw error;
    // Refused for good (an authorization that lapsed, an intent already voided): nothing to retry.
    console.error(`[api] the payment service refused to ${a.owed} ${a.intentId}: ${error.message}`);
  }
  setOwed(ctx.db, key, null);
}

/**
 * Reservations past their end: the payment service is asked once more (a bank check passed just
 * before the end is still completed, if every rule still holds), otherwise the reservation ends
 * and the payment is voided. Then every owed capture or void is retried.
 */
export async function sweepPayments(ctx: Ctx): Promise<number> {
  let released = 0;
  for (const key of expiredPendingKeys(ctx.db, ctx.now())) {
    const a = findAttempt(ctx.db, key);
    if (a?.status !== 'pending') continue;
    const outcome = a.intentId
      ? await paymentsOf(ctx)
          .retrieve(a.intentId)
          .catch(() => null)
      : null;
    const fresh = findAttempt(ctx.db, key);
    if (fresh?.status !== 'pending') continue;
    if (outcome?.status === 'authorized' || outcome?.status === 'succeeded') {
      await applyOutcome(ctx, fresh, outcome);
      continue;
    }
    endUnpaid(ctx, fresh, 'expired', {
      status: 402,
      code: 'woocommerce_rest_checkout_process_payment_error',
      message: `This payment was not finished within ${HOLD_MINUTES} minutes, so the order was cancelled and its tickets went back. ${NOTHING_CHARGED}`,
    });
    released++;
  }
  for (const key of owedKeys(ctx.db)) await settleOwed(ctx, key);
  return released;
}

/**
 * Closing ends a competition's open reservations, in the caller's transaction (the draw's): no
 * payment for it completes afterwards. The voids are owed and made by settleOwed.
 */
export function endReservationsAtClosing(ctx: Ctx, compId: number, title: string): string[] {
  const keys = pendingKeysHolding(ctx.db, compId);
  for (const key of keys) {
    const a = findAttempt(ctx.db, key);
    if (a)
      endUnpaid(ctx, a, 'closed', {
        status: 409,
        code: 'shop_competition_closed',
        message: `"${title}" closed before your payment was finished, so the order was cancelled. ${NOTHING_CHARGED}`,
      });
  }
  return keys;
}
