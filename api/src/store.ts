// WooCommerce Store API imitation: cart keyed by a signed Cart-Token, nonces, checkout.
import { randomBytes } from 'node:crypto';
import { currentSpending, isLocked } from './account/details';
import { withActiveLimit } from './account/responsible';
import { publicName } from './auth/public-name';
import type { UserRow } from './auth/repository';
import { requireUser, userForToken } from './auth/sessions';
import { limitProblem, serializeComp, unitPrice } from './catalog/competitions';
import { type CompRow, getComp, getCompByProduct, purchasedCount } from './catalog/repository';
import { placeOrder, receipt } from './checkout/place-order';
import { announceHits } from './checkout/wins';
import { ApiError, type Ctx } from './context';
import { couponDiscount, findCoupon, recordCouponUse, requireUsableCoupon } from './coupons';
import { minutes, RATE_RULES, TooManyRequests } from './ratelimit';
import type { StoreCart, StoreCartItem } from './types';
import { HOUR, hmac, iso, num, parseJson, pounds, poundsText, safeEqual, str } from './util';
import { validate } from './validate';

export interface StoreRequest {
  method: string;
  path: string; // after /wc/store/v1
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  /** The client address rate limits count against (src/server.ts clientAddress). */
  address?: string;
}
export interface StoreResponse {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

const CART_TOKEN_MS = 48 * HOUR;
const NONCE_TICK_MS = 12 * HOUR;

// ---------- tokens ----------
export function signCartToken(ctx: Ctx, cartId: string, exp = Date.now() + CART_TOKEN_MS): string {
  const expSec = Math.floor(exp / 1000);
  return `${cartId}.${expSec}.${hmac(ctx.secret, `cart:${cartId}:${expSec}`).slice(0, 32)}`;
}
export function readCartToken(ctx: Ctx, token: unknown): string | null {
  if (typeof token !== 'string') return null;
  const [id, exp, sig] = token.split('.');
  if (!id || !exp || !sig || !/^[a-f0-9]{32}$/.test(id)) return null;
  if (Number(exp) * 1000 < Date.now()) return null;
  return safeEqual(sig, hmac(ctx.secret, `cart:${id}:${exp}`).slice(0, 32)) ? id : null;
}
export function makeNonce(ctx: Ctx, tick = Math.floor(Date.now() / NONCE_TICK_MS)): string {
  return hmac(ctx.secret, `nonce:${tick}`).slice(0, 10);
}
export function nonceValid(ctx: Ctx, nonce: string): boolean {
  const tick = Math.floor(Date.now() / NONCE_TICK_MS);
  return safeEqual(nonce, makeNonce(ctx, tick)) || safeEqual(nonce, makeNonce(ctx, tick - 1));
}

const header = (req: StoreRequest, name: string): string | undefined => {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

// ---------- cart model ----------
interface ItemRow {
  key: string;
  competition_id: number;
  quantity: number;
  answer: string | null;
}
interface CartRow {
  id: string;
  user_id: number | null;
  coupon_code: string | null;
}

function loadCart(ctx: Ctx, cartId: string): CartRow {
  return (
    ctx.db.get<CartRow>('SELECT id, user_id, coupon_code FROM carts WHERE id = ?', [cartId]) ?? {
      id: cartId,
      user_id: null,
      coupon_code: null,
    }
  );
}
function ensureCart(ctx: Ctx, cartId: string): void {
  ctx.db.run(
    'INSERT INTO carts (id, updated_at) VALUES (?, ?) ON CONFLICT(id) DO UPDATE SET updated_at = excluded.updated_at',
    [cartId, iso()],
  );
}
function items(ctx: Ctx, cartId: string): ItemRow[] {
  return ctx.db.all<ItemRow>(
    'SELECT key, competition_id, quantity, answer FROM cart_items WHERE cart_id = ? ORDER BY added_at, key',
    [cartId],
  );
}

function cartDiscount(ctx: Ctx, code: string | null, subtotal: number): number {
  const coupon = code ? findCoupon(ctx, code) : undefined;
  return coupon ? couponDiscount(coupon, subtotal) : 0;
}

function money(pence: number) {
  return {
    currency_code: 'GBP' as const,
    currency_symbol: '£',
    currency_minor_unit: 2,
    currency_decimal_separator: '.',
    currency_thousand_separator: ',',
    currency_prefix: '£',
    currency_suffix: '',
    raw: pence,
  };
}

export function cartView(ctx: Ctx, cartId: string): StoreCart {
  const cart = loadCart(ctx, cartId);
  const now = Date.now();
  const list: StoreCartItem[] = [];
  let subtotal = 0;
  let count = 0;
  for (const it of items(ctx, cartId)) {
    const comp = getComp(ctx.db, it.competition_id);
    if (!comp) continue;
    const price = unitPrice(comp, now);
    const line = price * num(it.quantity);
    subtotal += line;
    count += num(it.quantity);
    const { raw: _raw, ...m } = money(price);
    list.push({
      key: it.key,
      id: num(comp.product_id),
      quantity: num(it.quantity),
      name: comp.title,
      prices: { price: String(price), regular_price: String(num(comp.price)), sale_price: String(price), ...m },
      totals: {
        line_subtotal: String(line),
        line_subtotal_tax: '0',
        line_total: String(line),
        line_total_tax: '0',
        currency_code: 'GBP',
        currency_symbol: '£',
        currency_minor_unit: 2,
      },
      competition: serializeComp(ctx, comp, now),
      answer: it.answer,
    } as StoreCartItem);
  }
  const discount = cartDiscount(ctx, cart.coupon_code, subtotal);
  return {
    items: list,
    items_count: count,
    coupons: cart.coupon_code
      ? [{ code: cart.coupon_code, totals: { total_discount: String(discount), currency_minor_unit: 2 } }]
      : [],
    totals: {
      total_items: String(subtotal),
      total_discount: String(discount),
      total_price: String(subtotal - discount),
      currency_code: 'GBP',
      currency_minor_unit: 2,
    },
  };
}

function bindUser(ctx: Ctx, cartId: string, token: unknown): UserRow | undefined {
  if (token === undefined || token === null || token === '') {
    const cart = loadCart(ctx, cartId);
    return cart.user_id ? ctx.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [cart.user_id]) : undefined;
  }
  const user = userForToken(ctx, token);
  if (!user)
    throw new ApiError(
      401,
      'shop_invalid_token',
      'Your session has expired or the token is invalid. Please sign in again.',
    );
  ensureCart(ctx, cartId);
  ctx.db.run('UPDATE carts SET user_id = ? WHERE id = ?', [user.id, cartId]);
  return user;
}

function checkAnswer(comp: CompRow, answer: string | null | undefined): void {
  if (!comp.question) return;
  if (!answer?.trim())
    throw new ApiError(400, 'shop_answer_required', 'Please answer the skill question to enter this competition.');
  if (answer.trim().toLowerCase() !== comp.correct_answer.trim().toLowerCase()) {
    throw new ApiError(400, 'shop_wrong_answer', 'Sorry, that answer is incorrect. Please try again.');
  }
}

// ---------- routes ----------
const itemKey = (): string => randomBytes(16).toString('hex');

function addItem(ctx: Ctx, cartId: string, body: unknown): StoreResponse['body'] {
  const b = validate(body, {
    id: { type: 'int', required: true, min: 1, label: 'id' },
    quantity: { type: 'int', required: true, min: 1, max: 10000, label: 'quantity' },
    token: { type: 'string', max: 200, raw: true },
    answer: { type: 'string', max: 500 },
  });
  const comp = getCompByProduct(ctx.db, b.id as number);
  if (!comp)
    throw new ApiError(
      400,
      'woocommerce_rest_cart_invalid_product',
      'This product cannot be added to the cart (unknown competition_product_id).',
    );
  return ctx.db.tx(() => {
    const user = bindUser(ctx, cartId, b.token);
    const existing = items(ctx, cartId).find((i) => i.competition_id === comp.id);
    const answer = (b.answer as string | undefined) ?? existing?.answer ?? null;
    checkAnswer(comp, answer);
    const problem = limitProblem(comp, {
      purchased: purchasedCount(ctx.db, user?.id ?? null, comp.id),
      inCartElsewhere: num(existing?.quantity),
      requested: b.quantity as number,
      now: ctx.now(),
    });
    if (problem) throw problem;
    ensureCart(ctx, cartId);
    if (existing) {
      ctx.db.run('UPDATE cart_items SET quantity = quantity + ?, answer = ? WHERE key = ?', [
        b.quantity as number,
        answer,
        existing.key,
      ]);
    } else {
      ctx.db.run(
        'INSERT INTO cart_items (key, cart_id, competition_id, quantity, answer, added_at) VALUES (?, ?, ?, ?, ?, ?)',
        [itemKey(), cartId, comp.id, b.quantity as number, answer, iso()],
      );
    }
    return cartView(ctx, cartId);
  });
}

function updateItem(ctx: Ctx, cartId: string, body: unknown): StoreCart {
  const b = validate(body, {
    key: { type: 'string', required: true, max: 64 },
    quantity: { type: 'int', required: true, min: 0, max: 10000 },
    token: { type: 'string', max: 200, raw: true },
  });
  return ctx.db.tx(() => {
    const user = bindUser(ctx, cartId, b.token);
    const item = items(ctx, cartId).find((i) => i.key === b.key);
    if (!item) throw new ApiError(409, 'woocommerce_rest_cart_invalid_key', 'Cart item does not exist.');
    if (b.quantity === 0) {
      ctx.db.run('DELETE FROM cart_items WHERE key = ?', [item.key]);
      return cartView(ctx, cartId);
    }
    const comp = getComp(ctx.db, item.competition_id);
    if (!comp) throw new ApiError(409, 'woocommerce_rest_cart_invalid_key', 'Cart item does not exist.');
    if ((b.quantity as number) > num(item.quantity)) {
      const problem = limitProblem(comp, {
        purchased: purchasedCount(ctx.db, user?.id ?? null, comp.id),
        inCartElsewhere: 0,
        requested: b.quantity as number,
        now: ctx.now(),
      });
      if (problem) throw problem;
    }
    ctx.db.run('UPDATE cart_items SET quantity = ? WHERE key = ?', [b.quantity as number, item.key]);
    return cartView(ctx, cartId);
  });
}

function removeItem(ctx: Ctx, cartId: string, body: unknown): StoreCart {
  const b = validate(body, { key: { type: 'string', required: true, max: 64 } });
  const r = ctx.db.run('DELETE FROM cart_items WHERE key = ? AND cart_id = ?', [b.key as string, cartId]);
  if (r.changes === 0) throw new ApiError(409, 'woocommerce_rest_cart_invalid_key', 'Cart item does not exist.');
  return cartView(ctx, cartId);
}

function applyCoupon(ctx: Ctx, cartId: string, body: unknown, address: string): StoreCart {
  // Guessing codes is slow: every try counts, per cart and per client address.
  const buckets = [
    { key: `coupon:cart:${cartId}`, rule: RATE_RULES.couponCart, scope: 'on this basket' },
    { key: `coupon:address:${address}`, rule: RATE_RULES.couponAddress, scope: 'from your network' },
  ];
  ctx.limits.check(
    buckets.map(({ key, rule, scope }) => ({
      key,
      rule,
      message: (m: number) => `Too many coupon attempts ${scope}. Please try again in ${minutes(m)}.`,
    })),
  );
  for (const { key, rule } of buckets) ctx.limits.hit(key, rule);
  const b = validate(body, {
    code: { type: 'string', required: true, max: 64 },
    token: { type: 'string', max: 200, raw: true },
  });
  return ctx.db.tx(() => {
    const user = bindUser(ctx, cartId, b.token);
    const subtotal = num(cartView(ctx, cartId).totals.total_items);
    const coupon = requireUsableCoupon(ctx, b.code as string, user?.id ?? null, subtotal, 400);
    ensureCart(ctx, cartId);
    ctx.db.run('UPDATE carts SET coupon_code = ? WHERE id = ?', [coupon.code, cartId]);
    return cartView(ctx, cartId);
  });
}

function removeCoupon(ctx: Ctx, cartId: string, body: unknown): StoreCart {
  const b = validate(body, { code: { type: 'string', required: true, max: 64 } });
  const cart = loadCart(ctx, cartId);
  if (!cart.coupon_code || cart.coupon_code.toLowerCase() !== (b.code as string).trim().toLowerCase()) {
    throw new ApiError(
      404,
      'woocommerce_rest_cart_coupon_invalid_code',
      'Coupon cannot be removed because it is not already applied to the cart.',
    );
  }
  ctx.db.run('UPDATE carts SET coupon_code = NULL WHERE id = ?', [cartId]);
  return cartView(ctx, cartId);
}

const ADDRESS_FIELDS = ['first_name', 'last_name', 'address_1', 'city', 'postcode'] as const;
function address(raw: unknown, label: string, requireAll: boolean): Record<string, string> {
  const a = validate(raw ?? {}, {
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
      pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      patternMessage: `${label} email is invalid.`,
      label: `${label} email`,
    },
    phone: { type: 'string', max: 40, label: `${label} phone` },
  });
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

function checkout(ctx: Ctx, cartId: string, body: unknown): StoreResponse['body'] {
  const b = validate(body, {
    token: { type: 'string', required: true, max: 200, label: 'token (sign in to check out)', raw: true },
    billing_address: { type: 'object', required: true },
    shipping_address: { type: 'object' },
    payment_method: { type: 'string', required: true, oneOf: ['local_test_card', 'site_credit'] },
    payment_data: { type: 'array', max: 20 },
    customer_note: { type: 'string', max: 2000, label: 'customer_note', multiline: true },
  });
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
  if (!billing.email) billing.email = user.email;
  const cart = items(ctx, cartId);
  if (cart.length === 0) throw new ApiError(400, 'woocommerce_rest_cart_empty', 'Cannot create order from empty cart.');
  if (isLocked(user, now)) {
    throw new ApiError(
      403,
      'shop_account_locked',
      `Your account is on a break until ${new Date(str(user.locked_until)).toUTCString()}; you cannot buy tickets until then.`,
    );
  }
  const view = cartView(ctx, cartId);
  const total = num(view.totals.total_price);
  if (user.limit_duration && num(user.limit_value) > 0) {
    const spent = currentSpending(ctx, user, now);
    if (spent + total > num(user.limit_value)) {
      throw new ApiError(
        403,
        'shop_spend_limit',
        `This order of ${poundsText(total)} would take you over your ${user.limit_duration} spend limit of ${poundsText(num(user.limit_value))} (already spent ${poundsText(spent)}).`,
        { limit: pounds(num(user.limit_value)), current_spending: pounds(spent) },
      );
    }
  }
  let title = 'Test card (local)';
  if (b.payment_method === 'local_test_card') {
    const card = str(data.card_number).replace(/[\s-]/g, '');
    if (!card)
      throw new ApiError(400, 'rest_invalid_param', 'payment_data card_number is required for the local test card.');
    if (card === '4000000000000002') {
      throw new ApiError(
        402,
        'woocommerce_rest_checkout_process_payment_error',
        'Your card was declined. No payment was taken; please try another card.',
      );
    }
    if (card !== '4242424242424242') {
      throw new ApiError(
        400,
        'woocommerce_rest_checkout_process_payment_error',
        'Card number not recognised by the local test gateway (use 4242 4242 4242 4242).',
      );
    }
  } else {
    title = 'Site credit';
    if (num(user.site_credit) < total) {
      throw new ApiError(
        402,
        'shop_insufficient_credit',
        `Not enough site credit: the order costs ${poundsText(total)} and you have ${poundsText(num(user.site_credit))}.`,
      );
    }
  }
  const cartRow = loadCart(ctx, cartId);
  const placed = ctx.db.tx(() => {
    // Checked and counted in the order's transaction: of racing checkouts with a single-use coupon, one gets it.
    if (cartRow.coupon_code) requireUsableCoupon(ctx, cartRow.coupon_code, user.id, num(view.totals.total_items), 409);
    const p = placeOrder(ctx, {
      userId: user.id,
      holderName: publicName(user.first_name, user.last_name),
      lines: cart.map((i) => ({ competitionId: i.competition_id, quantity: num(i.quantity), answer: i.answer })),
      status: 'processing',
      paymentMethod: str(b.payment_method),
      paymentMethodTitle: title,
      billing,
      shipping,
      couponCode: cartRow.coupon_code,
      discount: num(view.totals.total_discount),
      customerNote: str(b.customer_note),
    });
    if (p.total !== total)
      throw new ApiError(
        409,
        'shop_price_changed',
        'Prices changed while you were checking out; please review your basket.',
      );
    if (cartRow.coupon_code) recordCouponUse(ctx, cartRow.coupon_code, user.id, p.orderId);
    if (b.payment_method === 'site_credit' && p.total > 0) {
      ctx.db.run('UPDATE users SET site_credit = site_credit - ? WHERE id = ?', [p.total, user.id]);
      ctx.db.run('INSERT INTO credit_log (user_id, description, amount, created_at) VALUES (?, ?, ?, ?)', [
        user.id,
        `Paid for order #${p.orderId}`,
        -p.total,
        iso(),
      ]);
    }
    ctx.db.run('DELETE FROM cart_items WHERE cart_id = ?', [cartId]);
    ctx.db.run('UPDATE carts SET coupon_code = NULL WHERE id = ?', [cartId]);
    return p;
  });
  announceHits(ctx, placed.hits);
  receipt(ctx, billing.email || user.email, placed);
  return {
    order_id: placed.orderId,
    status: 'processing',
    order_key: placed.orderKey,
    order_number: String(placed.orderId),
    customer_id: user.id,
    customer_note: str(b.customer_note),
    billing_address: billing,
    shipping_address: shipping,
    payment_method: str(b.payment_method),
    payment_result: {
      payment_status: 'success',
      payment_details: [{ key: 'transaction_id', value: `local_${placed.orderKey.slice(-8)}` }],
      redirect_url: `${ctx.storefrontUrl}/confirmation?order_id=${placed.orderId}&key=${placed.orderKey}`,
    },
    // Extras for the confirmation page (the Store API itself does not send these):
    total: String(placed.total),
    lines: placed.lines,
    instant_wins: placed.hits.map(({ winner_public_name: _n, ...h }) => h),
    points_earned: placed.pointsEarned,
  };
}

const STORE_ROUTES = new Set([
  'GET /cart',
  'GET /cart/items',
  'POST /cart/add-item',
  'POST /cart/update-item',
  'POST /cart/remove-item',
  'DELETE /cart/items',
  'POST /cart/apply-coupon',
  'POST /cart/remove-coupon',
  'POST /checkout',
]);

/** Entry point for every /wc/store/v1/* route (bearer already checked by the server). */
export function handleStore(ctx: Ctx, req: StoreRequest, bearerOk: boolean): StoreResponse {
  const isWrite = req.method !== 'GET' && req.method !== 'HEAD';
  const bodyToken =
    req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>).cart_header : undefined;
  let cartId = readCartToken(ctx, header(req, 'cart-token')) ?? readCartToken(ctx, bodyToken);
  const hadCart = cartId !== null;
  cartId ??= randomBytes(16).toString('hex');
  const headers = (): Record<string, string> => ({
    Nonce: makeNonce(ctx),
    'Nonce-Timestamp': String(Math.floor(Date.now() / 1000)),
    'Cart-Token': signCartToken(ctx, cartId as string),
    'User-ID': String(
      ctx.db.get<{ user_id: number | null }>('SELECT user_id FROM carts WHERE id = ?', [cartId as string])?.user_id ??
        0,
    ),
  });
  const error = (e: ApiError): StoreResponse => {
    const data: Record<string, unknown> = { status: e.status, ...e.data };
    if (e.status === 409) data.cart = cartView(ctx, cartId as string);
    const extra: Record<string, string> = e instanceof TooManyRequests ? { 'Retry-After': String(e.retryAfter) } : {};
    return { status: e.status, headers: { ...headers(), ...extra }, body: { code: e.code, message: e.message, data } };
  };
  try {
    if (!bearerOk) throw new ApiError(401, 'shop_missing_bearer', 'Missing or invalid bearer credential.');
    // An unknown route is 404 before any nonce question (as WordPress matches routes first).
    if (!STORE_ROUTES.has(`${req.method} ${req.path.replace(/\/+$/, '')}`)) {
      throw new ApiError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
    }
    if (isWrite && !hadCart) {
      const bodyNonce =
        req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>).nonce : undefined;
      const nonce =
        header(req, 'nonce') ??
        header(req, 'x-wc-store-api-nonce') ??
        (typeof bodyNonce === 'string' ? bodyNonce : undefined);
      if (!nonce)
        throw new ApiError(
          401,
          'woocommerce_rest_missing_nonce',
          'Missing the Nonce header. This endpoint requires a valid nonce.',
        );
      if (!nonceValid(ctx, nonce)) throw new ApiError(403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.');
    }
    const route = `${req.method} ${req.path.replace(/\/+$/, '')}`;
    let status = 200;
    let body: unknown;
    switch (route) {
      case 'GET /cart':
        body = cartView(ctx, cartId);
        break;
      case 'GET /cart/items':
        body = cartView(ctx, cartId).items;
        break;
      case 'POST /cart/add-item': {
        const cart = addItem(ctx, cartId, req.body);
        status = 201;
        body = { ...(cart as StoreCart), cart_header: signCartToken(ctx, cartId) };
        break;
      }
      case 'POST /cart/update-item':
        body = updateItem(ctx, cartId, req.body);
        break;
      case 'POST /cart/remove-item':
        body = removeItem(ctx, cartId, req.body);
        break;
      case 'DELETE /cart/items':
        ctx.db.run('DELETE FROM cart_items WHERE cart_id = ?', [cartId]);
        body = [];
        break;
      case 'POST /cart/apply-coupon':
        body = applyCoupon(ctx, cartId, req.body, req.address ?? 'unknown');
        break;
      case 'POST /cart/remove-coupon':
        body = removeCoupon(ctx, cartId, req.body);
        break;
      case 'POST /checkout':
        body = checkout(ctx, cartId, req.body);
        break;
      default:
        throw new ApiError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
    }
    return { status, headers: headers(), body };
  } catch (e) {
    if (e instanceof ApiError) return error(e);
    if (e instanceof Error && e.constructor.name === 'BadRequest')
      return error(new ApiError(400, 'rest_invalid_param', e.message));
    console.error('[api] store route failed', e);
    return error(new ApiError(500, 'shop_internal_error', 'Something went wrong on the server; nothing was charged.'));
  }
}

export { parseJson };
