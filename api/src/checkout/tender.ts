// Site credit and points at checkout. The shopper chooses only "use credit" and
// "points to redeem"; every amount is worked out here from the provider's own total and balances,
// and the debits happen in the order's transaction, never below zero.

import type { UserRow } from '../auth/repository';
import { requireUser } from '../auth/sessions';
import { requireCartOf } from '../cart/service';
import { cartView } from '../cart/view';
import { pointsPerPound } from '../catalog/service';
import { ApiError, type Ctx } from '../context';
import { iso, pounds } from '../util';
import { creditBack, debitCredit, debitPoints, pointsBack } from './tender-repository';

export interface Tender {
  total: number;
  creditUsed: number;
  pointsUsed: number;
  /** Pence the redeemed points pay. */
  pointsValue: number;
  amountToPay: number;
}

/** What the shopper chose (the request schemas' `use_credit`, `redeem_points`), and any amount field it sent. */
export interface TenderChoice {
  useCredit: boolean;
  redeemPoints: number;
  /** An amount field the client sent: refused, the provider works out every amount itself. */
  clientAmount?: string;
}

/** What the order costs in credit, points and money for this user (throws when points are short). */
export function workOutTender(ctx: Ctx, user: UserRow, total: number, choice: TenderChoice): Tender {
  const { useCredit, redeemPoints, clientAmount } = choice;
  if (clientAmount)
    throw new ApiError(
      400,
      'shop_client_amount',
      `The shop works out every amount itself: send use_credit and redeem_points, not ${clientAmount}.`,
    );
  const balance = user.points;
  if (redeemPoints > balance)
    throw new ApiError(400, 'shop_points_short', `You have ${balance} points; you cannot redeem ${redeemPoints}.`);
  const rate = pointsPerPound(ctx);
  // Points pay whole pence, and never more than the order costs.
  const pointsValue = Math.min(Math.floor((redeemPoints * 100) / rate), total);
  const pointsUsed = Math.ceil((pointsValue * rate) / 100);
  const creditUsed = useCredit ? Math.min(user.site_credit, total - pointsValue) : 0;
  return { total, creditUsed, pointsUsed, pointsValue, amountToPay: total - pointsValue - creditUsed };
}

/** Inside the order's transaction: a balance spent by a racing checkout refuses this order. */
export function debitTender(ctx: Ctx, userId: number, tender: Tender, orderId: number): void {
  const at = iso(ctx.now());
  if (tender.creditUsed > 0 && !debitCredit(ctx.db, userId, tender.creditUsed, `Paid for order #${orderId}`, at))
    throw new ApiError(
      409,
      'shop_insufficient_credit',
      'Your site credit changed while you were checking out; nothing was charged. Please check the amounts again.',
    );
  if (
    tender.pointsUsed > 0 &&
    !debitPoints(ctx.db, userId, tender.pointsUsed, `Points redeemed on order #${orderId}`, at)
  )
    throw new ApiError(
      409,
      'shop_points_short',
      'Your points changed while you were checking out; nothing was charged. Please check the amounts again.',
    );
}

/** A held card order that was never paid gives back what it took (settle.ts). */
export function refundTender(ctx: Ctx, userId: number, tender: Tender, orderId: number): void {
  const at = iso(ctx.now());
  if (tender.creditUsed > 0)
    creditBack(ctx.db, userId, tender.creditUsed, `Order #${orderId} not paid: credit returned`, at);
  if (tender.pointsUsed > 0)
    pointsBack(ctx.db, userId, tender.pointsUsed, `Order #${orderId} not paid: points returned`, at);
}

/** The checkout's amounts before Pay (Store API `checkout/tender`), from the cart and the account. */
export function tenderQuote(ctx: Ctx, cartId: string, token: string, choice: TenderChoice) {
  const user = requireUser(ctx, token);
  requireCartOf(ctx, cartId, user.id);
  const t = workOutTender(ctx, user, Number(cartView(ctx, cartId).totals.total_price), choice);
  return {
    total: pounds(t.total),
    credit_used: pounds(t.creditUsed),
    points_used: t.pointsUsed,
    points_value: pounds(t.pointsValue),
    amount_to_pay: pounds(t.amountToPay),
    site_credit: pounds(user.site_credit),
    points: user.points,
    points_per_pound: pointsPerPound(ctx),
  };
}
