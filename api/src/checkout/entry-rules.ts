// Who may enter what, checked when a checkout starts and again in the transaction that records
// its confirmed payment (api/README.md "Fairness"): the competition still open, tickets left once
// paid entries and other shoppers' reservations are counted, the per-person maximum with the
// account's own reservations, the break and the spend limit with pending spend.
import { currentSpending, isLocked } from '../account/details';
import type { UserRow } from '../auth/repository';
import { limitProblem } from '../catalog/competitions';
import { type CompRow, purchasedCount } from '../catalog/repository';
import { ApiError, type Ctx } from '../context';
import { HOLD_MINUTES } from '../payments/contract';
import { num, pounds, poundsText, str } from '../util';
import { reservedCount } from './repository';

export interface LineCheck {
  userId: number | null;
  /** Tickets of this competition in the order being checked. */
  quantity: number;
  now: number;
  /** The order being completed: its own reservation is not "someone else's". */
  ownOrderId?: number;
  /** Off for orders the shop makes itself (seeded history, an admin's comp win). */
  enforceLimits?: boolean;
}

/** Why this line cannot be entered now, or null. */
export function lineRefusal(ctx: Ctx, comp: CompRow, check: LineCheck): ApiError | null {
  const reservedByOthers = reservedCount(ctx.db, { compId: comp.id, now: check.now, except: check.ownOrderId });
  const remaining = num(comp.total_tickets) - num(comp.sold) - reservedByOthers;
  if (remaining < check.quantity) {
    const closed = limitProblem(comp, { purchased: 0, inCartElsewhere: 0, requested: 0, now: check.now });
    if (closed?.code === 'shop_competition_closed') return closed;
    const notPlaced = 'your order was not placed and you were not charged.';
    const message =
      remaining > 0
        ? `Sorry, only ${remaining} tickets are left for "${comp.title}"; ${notPlaced}`
        : reservedByOthers > 0
          ? `Sorry, the last tickets for "${comp.title}" are being paid for by other shoppers right now; ${notPlaced} Any not paid for within ${HOLD_MINUTES} minutes go back on sale.`
          : `Sorry, "${comp.title}" has sold out; ${notPlaced}`;
    return new ApiError(409, 'shop_sold_out', message, { competition_id: comp.id, remaining: Math.max(0, remaining) });
  }
  if (check.enforceLimits === false) return null;
  const reservedByMe = check.userId
    ? reservedCount(ctx.db, { compId: comp.id, now: check.now, except: check.ownOrderId, userId: check.userId })
    : 0;
  return limitProblem(comp, {
    purchased: purchasedCount(ctx.db, check.userId, comp.id) + reservedByMe,
    inCartElsewhere: 0,
    requested: check.quantity,
    now: check.now,
  });
}

/** The account's own rules for an order of `total` pence: its break and its spend limit. */
export function accountRefusal(
  ctx: Ctx,
  user: UserRow,
  total: number,
  now: number,
  ownOrderId?: number,
): ApiError | null {
  if (isLocked(user, now))
    return new ApiError(
      403,
      'shop_account_locked',
      `Your account is on a break until ${new Date(str(user.locked_until)).toUTCString()}; you cannot buy tickets until then.`,
    );
  if (!user.limit_duration || num(user.limit_value) <= 0) return null;
  // Paid orders and open reservations in the window, this order's own reservation left out.
  const spent = currentSpending(ctx, user, now, ownOrderId);
  if (spent + total <= num(user.limit_value)) return null;
  return new ApiError(
    403,
    'shop_spend_limit',
    `This order of ${poundsText(total)} would take you over your ${user.limit_duration} spend limit of ${poundsText(num(user.limit_value))} (already spent ${poundsText(spent)}).`,
    { limit: pounds(num(user.limit_value)), current_spending: pounds(spent) },
  );
}
