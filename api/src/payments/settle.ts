// How a held card order ends: paid on a confirmed payment, released on a failed one, and
// released after HOLD_MINUTES when the shopper never finished (api/README.md "Payments").
import { clearItems, setCoupon } from '../cart/repository';
import { paidAnswer } from '../checkout/answer';
import { receipt, settleOrder } from '../checkout/place-order';
import { refundTender } from '../checkout/tender';
import { announceHits } from '../checkout/wins';
import type { Ctx } from '../context';
import { iso } from '../util';
import { paymentsOf } from './adapter';
import { HOLD_MINUTES, HOLD_MS, type PaymentOutcome } from './contract';
import { type Attempt, findAttempt, finishAttempt, markOrderPaid, releaseOrder, stalePendingKeys } from './repository';

/** Applies a final payment outcome to a pending attempt; answers the attempt as it now stands. */
export function payAttempt(ctx: Ctx, a: Attempt, outcome: PaymentOutcome): Attempt {
  if (outcome.status === 'requires_action') return a;
  if (outcome.status === 'failed') {
    ctx.db.tx(() => {
      release(ctx, a);
      finishAttempt(ctx.db, a.key, 'failed', outcome.message ?? 'The payment did not go through.');
    });
    return findAttempt(ctx.db, a.key) as Attempt;
  }
  const placed = ctx.db.tx(() => {
    markOrderPaid(ctx.db, a.orderId);
    const paid = settleOrder(ctx, a.placed, a.userId, iso(ctx.now()));
    clearItems(ctx.db, a.cartId);
    setCoupon(ctx.db, a.cartId, null);
    finishAttempt(ctx.db, a.key, 'paid', paidAnswer(ctx, paid, a.base, outcome.intentId));
    return paid;
  });
  announceHits(ctx, placed.hits);
  receipt(ctx, a.base.billing_address.email ?? '', placed);
  return findAttempt(ctx.db, a.key) as Attempt;
}

/**
 * Attempts pending for longer than the hold: the provider is asked once more (a challenge passed
 * just before the shopper left is still paid), otherwise the order is cancelled and its tickets
 * go back to the pool.
 */
export async function releaseExpiredHolds(ctx: Ctx): Promise<number> {
  let released = 0;
  for (const key of stalePendingKeys(ctx.db, ctx.now() - HOLD_MS)) {
    const a = findAttempt(ctx.db, key);
    if (a?.status !== 'pending') continue;
    const outcome = a.intentId
      ? await paymentsOf(ctx)
          .retrieve(a.intentId)
          .catch(() => null)
      : null;
    if (a.intentId && !outcome) continue; // the provider is away: ask again on the next sweep
    const fresh = findAttempt(ctx.db, key);
    if (fresh?.status !== 'pending') continue;
    if (outcome && outcome.status !== 'requires_action') {
      payAttempt(ctx, fresh, outcome);
      continue;
    }
    ctx.db.tx(() => {
      release(ctx, fresh);
      finishAttempt(
        ctx.db,
        key,
        'expired',
        `This payment was not finished within ${HOLD_MINUTES} minutes, so the order was cancelled and its tickets went back. Nothing was charged.`,
      );
    });
    released++;
  }
  return released;
}

/** An unpaid order goes, and the credit and points it took come back. */
function release(ctx: Ctx, a: Attempt): void {
  releaseOrder(ctx.db, a.orderId);
  if (a.tender) refundTender(ctx, a.userId, a.tender, a.orderId);
}
