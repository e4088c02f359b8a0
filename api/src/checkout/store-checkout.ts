// Store API checkout (api/README.md "Checkout"): the address, the spend limit and break, then the
// order. Site credit pays in the order's transaction; a card pays through payments/ (the order is
// held until the payment service confirms it).

import { EMAIL_PATTERN, type Schema, validate } from '@shop/shared/validation';
import { saveBilling } from '../account/repository';
import { withActiveLimit } from '../account/responsible';
import { publicName } from '../auth/public-name';
import type { UserRow } from '../auth/repository';
import { requireUser, requireVerified } from '../auth/sessions';
import { recordCouponUse, requireUsableCoupon } from '../cart/coupons';
import { clearItems, itemsOf, loadCart, setCoupon } from '../cart/repository';
import { requireCartOf } from '../cart/service';
import { cartView } from '../cart/view';
import { ApiError, type Ctx } from '../context';
import { payByCard } from '../payments/card-checkout';
import { CARD_METHOD, type CardSource, SAVE_METHOD_KEY, SAVED_METHOD_KEY, TOKEN_KEY } from '../payments/contract';
import { customerOf, requireSavedCard } from '../payments/saved-cards';
import { num, poundsText, str } from '../util';
import { type AnswerBase, paidAnswer } from './answer';
import { accountRefusal } from './entry-rules';
import { placeOrder, receipt, reserveOrder } from './place-order';
import { debitTender, type Tender, workOutTender } from './tender';
import { announceHits } from './wins';

const ADDRESS_FIELDS = ['first_name', 'last_name', 'address_1', 'city', 'postcode'] as const;
/** An address's fields, one schema per label (Billing, Shipping), compiled once each. */
const addressBodies = new Map<string, Schema>();
function addressBody(label: string): Schema {
  const known = addressBodies.get(label);
  if (known) return known;
  const schema: Schema = {
    first_name: { type: 'string', max: 100, label: `${label} first name` },
    last_name: { type: 'string', max: 100, label: `${label} last name` },
    address_1: { type: 'string', max: 200, label: `${label} address 1` },
    address_2: { type: 'string', max: 200, label: `${label} address 2` },
    city: { type: 'string', max: 100, label: `${label} city` },
    state: { type: 'string', max: 100, label: `${label} county` },
    postcode: { type: 'string', max: 16, label: `${label} postcode` },
    country: { type: 'string', max: 2, label: `${label} country` },
    email: {
      type: 'string',
      max: 200,
      pattern: EMAIL_PATTERN,
      patternMessage: `${label} email is invalid.`,
      label: `${label} email`,
    },
    phone: { type: 'string', max: 40, label: `${label} phone` },
  };
  addressBodies.set(label, schema);
  return schema;
}

function address(raw: unknown, label: string, requireAll: boolean): Record<string, string> {
  const a = validate(raw ?? {}, addressBody(label));
  if (requireAll)
    for (const f of ADDRESS_FIELDS)
      if (!str(a[f]).trim())
        throw new ApiError(400, 'rest_invalid_param', `${label} ${f.replace('_', ' ')} is required.`);
  const out: Record<string, string> = {};
  for (const k of [
    'first_name',
    'last_name',
    'address_1',
    'address_2',
    'city',
    'state',
    'postcode',
    'country',
    'email',
    'phone',
  ])
    out[k] = str(a[k]);
  out.country = 'GB';
  return out;
}

const CHECKOUT_BODY: Schema = {
  token: { type: 'string', required: true, max: 200, label: 'token (sign in to check out)', raw: true },
  billing_address: { type: 'object', required: true },
  shipping_address: { type: 'object' },
  payment_method: { type: 'string', required: true, oneOf: [CARD_METHOD, 'site_credit'] },
  payment_data: { type: 'array', max: 20 },
  customer_note: { type: 'string', max: 2000, label: 'customer_note', multiline: true },
  use_credit: { type: 'boolean' },
  redeem_points: { type: 'int', min: 0 },
};

export async function checkout(ctx: Ctx, cartId: string, body: unknown, idempotencyKey?: string): Promise<unknown> {
  const b = validate(body, CHECKOUT_BODY);
  const billing = address(b.billing_address, 'Billing', true);
  const shipping = b.shipping_address ? address(b.shipping_address, 'Shipping', false) : { ...billing };
  const paymentData = (b.payment_data as unknown[] | undefined) ?? [];
  const data: Record<string, string> = {};
  for (const entry of paymentData) {
    if (!entry || typeof entry !== 'object' || typeof (entry as { key?: unknown }).key !== 'string') {
      throw new ApiError(400, 'rest_invalid_param', 'payment_data must be a list of {key, value} pairs.');
    }
    const e = entry as { key: string; value?: unknown };
    data[e.key] = str(e.value);
  }
  const now = ctx.now();
  // The spend limit in force now: a looser one waits its 24 hours (README "Responsible play").
  const user = withActiveLimit(requireUser(ctx, b.token), now);
  requireCartOf(ctx, cartId, user.id);
  requireVerified(user);
  if (!billing.email) billing.email = user.email;
  const base: AnswerBase = {
    customer_id: user.id,
    customer_note: str(b.customer_note),
    billing_address: billing,
    shipping_address: shipping,
    payment_method: str(b.payment_method),
  };
  // Credit and points first (tender.ts); 'site_credit' as the method means "credit pays it all".
  const paidWithCredit = b.payment_method === 'site_credit';
  const total = num(cartView(ctx, cartId).totals.total_price);
  const tender = workOutTender(ctx, user, total, paidWithCredit ? { ...(body as object), use_credit: true } : body);
  if (tender.amountToPay > 0 && b.payment_method !== CARD_METHOD)
    throw new ApiError(
      402,
      'shop_insufficient_credit',
      `Not enough site credit: the order costs ${poundsText(total)} and you have ${poundsText(num(user.site_credit))}.`,
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
    if (cartRow.coupon_code) requireUsableCoupon(ctx, cartRow.coupon_code, user.id, num(view.totals.total_items), 409);
    const lines = cart.map((i) => ({ competitionId: i.competition_id, quantity: num(i.quantity), answer: i.answer }));
    const entry = { userId: user.id, holderName: publicName(user.first_name, user.last_name), lines };
    const input = {
      ...entry,
      status,
      paymentMethod: str(b.payment_method),
      paymentMethodTitle: title,
      billing,
      shipping,
      couponCode: cartRow.coupon_code,
      discount: num(view.totals.total_discount),
      customerNote: str(b.customer_note),
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
  // credit and points come back if it never is (payments/settle.ts).
  if (b.payment_method === CARD_METHOD)
    return payByCard(ctx, {
      key: idempotencyKey,
      userId: user.id,
      cartId,
      source: await cardSource(ctx, user, data),
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
  return paidAnswer(ctx, placed, base, `local_${placed.orderKey.slice(-8)}`);
}

/** What the card payment uses: a saved card of the account, or a fresh token kept for next time if asked. */
async function cardSource(ctx: Ctx, user: UserRow, data: Record<string, string>): Promise<CardSource> {
  const saved = str(data[SAVED_METHOD_KEY]);
  if (saved) return { paymentMethod: saved, customer: await requireSavedCard(ctx, user, saved) };
  const token = str(data[TOKEN_KEY]);
  const keep = ['1', 'true'].includes(str(data[SAVE_METHOD_KEY]));
  if (!keep || !token) return { token };
  return { token, customer: (await customerOf(ctx, user.id, true)) ?? undefined, saveCard: true };
}

const tenderTitle = (t: Tender): string => (t.pointsUsed > 0 && t.creditUsed === 0 ? 'Points' : 'Site credit');
