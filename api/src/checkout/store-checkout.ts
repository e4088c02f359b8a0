// Store API checkout (api/README.md "Checkout"): the address, the spend limit and break, then the
// order. Site credit pays in the order's transaction; a card pays once per attempt (card-payment.ts:
// the order is held until the payment service confirms it).

import { type CheckoutRequest, SITE_CREDIT_METHOD } from '@shop/shared/requests';
import type * as v from 'valibot';
import { saveBilling } from '../account/repository';
import { withActiveLimit } from '../account/responsible';
import { customerOf, requireSavedCard } from '../account/saved-cards';
import { publicName } from '../auth/public-name';
import type { UserRow } from '../auth/repository';
import { requireUser, requireVerified } from '../auth/sessions';
import { recordCouponUse, requireUsableCoupon } from '../cart/coupons';
import { clearItems, itemsOf, loadCart, setCoupon } from '../cart/repository';
import { requireCartOf } from '../cart/service';
import { cartView } from '../cart/view';
import { ApiError, type Ctx } from '../context';
import { CARD_METHOD, type CardSource, SAVE_METHOD_KEY, SAVED_METHOD_KEY, TOKEN_KEY } from '../payments/contract';
import { poundsText } from '../util';
import { payByCard } from './card-payment';
import { accountRefusal } from './entry-rules';
import { type OrderResponseBase, paidOrderResponse } from './order-response';
import { placeOrder, receipt, reserveOrder } from './place-order';
import { debitTender, type Tender, workOutTender } from './tender';
import { announceHits } from './wins';

/** A checkout as its request schema gives it (shared/src/api/requests.ts): addresses and payment data read. */
export type CheckoutInput = v.InferOutput<typeof CheckoutRequest>;

export async function checkout(
  ctx: Ctx,
  cartId: string,
  order: CheckoutInput,
  idempotencyKey?: string,
): Promise<unknown> {
  const billing = order.billing_address;
  const shipping = order.shipping_address ?? { ...billing };
  const now = ctx.now();
  // The spend limit in force now: a looser one waits its 24 hours (README "Responsible play").
  const user = withActiveLimit(requireUser(ctx, order.token), now);
  requireCartOf(ctx, cartId, user.id);
  requireVerified(user);
  if (!billing.email) billing.email = user.email;
  const base: OrderResponseBase = {
    customer_id: user.id,
    customer_note: order.customer_note,
    billing_address: billing,
    shipping_address: shipping,
    payment_method: order.payment_method,
  };
  // Credit and points first (tender.ts); 'site_credit' as the method means "credit pays it all".
  const total = Number(cartView(ctx, cartId).totals.total_price);
  const choice = { useCredit: order.use_credit, redeemPoints: order.redeem_points, clientAmount: order.client_amount };
  const paidWithCredit = order.payment_method === SITE_CREDIT_METHOD;
  const tender = workOutTender(ctx, user, total, paidWithCredit ? { ...choice, useCredit: true } : choice);
  if (tender.amountToPay > 0 && order.payment_method !== CARD_METHOD)
    throw new ApiError(
      402,
      'shop_insufficient_credit',
      `Not enough site credit: the order costs ${poundsText(total)} and you have ${poundsText(user.site_credit)}.`,
    );

  /**
   * The basket checked, then the order paid ('processing') or reserved ('pending', a count of
   * tickets and no numbers) with its credit and points debited, in the caller's transaction.
   */
  const place = (status: 'pending' | 'processing', title: string) => {
    const cart = itemsOf(ctx.db, cartId);
    if (cart.length === 0)
      throw new ApiError(400, 'woocommerce_rest_cart_empty', 'Cannot create order from empty cart.');
    const refusal = accountRefusal(ctx, user, total, now);
    if (refusal) throw refusal;
    const view = cartView(ctx, cartId);
    const cartRow = loadCart(ctx.db, cartId);
    // Checked and counted in the order's transaction: of racing checkouts with a single-use coupon, one gets it.
    if (cartRow.coupon_code)
      requireUsableCoupon(ctx, cartRow.coupon_code, user.id, Number(view.totals.total_items), 409);
    const lines = cart.map((i) => ({ competitionId: i.competition_id, quantity: i.quantity, answer: i.answer }));
    const entry = { userId: user.id, holderName: publicName(user.first_name, user.last_name), lines };
    const input = {
      ...entry,
      status,
      paymentMethod: order.payment_method,
      paymentMethodTitle: title,
      billing,
      shipping,
      couponCode: cartRow.coupon_code,
      discount: Number(view.totals.total_discount),
      customerNote: order.customer_note,
    };
    const p = status === 'pending' ? reserveOrder(ctx, input) : placeOrder(ctx, input);
    if (p.total !== total)
      throw new ApiError(
        409,
        'shop_price_changed',
        'Prices changed while you were checking out; please review your basket.',
      );
    if (cartRow.coupon_code) recordCouponUse(ctx, cartRow.coupon_code, user.id, p.orderId);
    debitTender(ctx, user.id, tender, p.orderId);
    return { placed: p, entry };
  };
  // A card goes through the payment service, once per attempt (a retry finds its attempt even
  // after the basket was emptied): the order is reserved until the payment is confirmed, and its
  // credit and points come back if it never is (settle.ts).
  if (order.payment_method === CARD_METHOD)
    return payByCard(ctx, {
      key: idempotencyKey,
      userId: user.id,
      cartId,
      source: await cardSource(ctx, user, order.payment_data),
      reserve: () => ({ ...place('pending', 'Card'), base, tender }),
    });
  const placed = ctx.db.tx(() => {
    const { placed: p } = place('processing', tenderTitle(tender));
    saveBilling(ctx.db, user.id, billing);
    clearItems(ctx.db, cartId);
    setCoupon(ctx.db, cartId, null);
    return p;
  });
  announceHits(ctx, placed.hits);
  receipt(ctx, billing.email || user.email, placed);
  return paidOrderResponse(ctx, placed, base, `local_${placed.orderKey.slice(-8)}`);
}

/** What the card payment uses: a saved card of the account, or a fresh token kept for next time if asked. */
async function cardSource(ctx: Ctx, user: UserRow, data: Record<string, string>): Promise<CardSource> {
  const saved = data[SAVED_METHOD_KEY];
  if (saved) return { paymentMethod: saved, customer: await requireSavedCard(ctx, user, saved) };
  const token = data[TOKEN_KEY] ?? '';
  const keep = ['1', 'true'].includes(data[SAVE_METHOD_KEY] ?? '');
  if (!keep || !token) return { token };
  return { token, customer: (await customerOf(ctx, user.id, true)) ?? undefined, saveCard: true };
}

const tenderTitle = (t: Tender): string => (t.pointsUsed > 0 && t.creditUsed === 0 ? 'Points' : 'Site credit');
