// The Store API family (`/wc/store/v1/*`): the cart from the signed Cart-Token, the nonce on
import { randomBytes } from 'node:crypto';
import { type Schema, validate } from '@shop/shared/validation';
// writes without one, the cart headers on every answer, errors as {code, message, data:{status}}.
import { type Context, Hono } from 'hono';
import { checkout } from '../checkout/store-checkout';
import { tenderQuote } from '../checkout/tender';
import { ApiError, type Ctx } from '../context';
import { type AppEnv, answer } from '../http/answer';
import { BODY_ERROR_CODES, callerAddress } from '../http/body';
import { asApiError, retryHeaders } from '../http/errors';
import { IDEMPOTENCY_HEADER } from '../payments/contract';
import { num, str } from '../util';
import { claimCart } from './claim';
import { cartUserId, clearItems } from './repository';
import { addItem, applyCoupon, countCouponTry, removeCoupon, removeItem, updateItem } from './service';
import { makeNonce, nonceValid, readCartToken, signCartToken } from './tokens';
import { cartView } from './view';

type StoreEnv = AppEnv & { Variables: AppEnv['Variables'] & { cartId: string; hadCart: boolean } };
type C = Context<StoreEnv>;

const OPT_TOKEN = { type: 'string', max: 200, raw: true } as const;
// Request bodies, declared once (shared/src/validation/fields.ts compiles each schema the first time it is used).
const ADD_ITEM_BODY: Schema = {
  id: { type: 'int', required: true, min: 1, label: 'id' },
  quantity: { type: 'int', required: true, min: 1, max: 10000, label: 'quantity' },
  token: OPT_TOKEN,
  answer: { type: 'string', max: 500 },
};
const UPDATE_ITEM_BODY: Schema = {
  key: { type: 'string', required: true, max: 64 },
  quantity: { type: 'int', required: true, min: 0, max: 10000 },
  token: OPT_TOKEN,
};
const ITEM_KEY_BODY: Schema = { key: { type: 'string', required: true, max: 64 } };
const COUPON_CODE_BODY: Schema = { code: { type: 'string', required: true, max: 64 } };
const APPLY_COUPON_BODY: Schema = { ...COUPON_CODE_BODY, token: OPT_TOKEN };
const CLAIM_BODY: Schema = { token: { ...OPT_TOKEN, required: true } };
const fields = (c: C): Record<string, unknown> => {
  const body = c.var.body;
  return body.ok && body.value && typeof body.value === 'object' ? (body.value as Record<string, unknown>) : {};
};
const input = (c: C): unknown => (c.var.body.ok ? c.var.body.value : undefined);

export function storeApp(ctx: Ctx, bearerOk: (auth: string | undefined) => boolean): Hono<StoreEnv> {
  const store = new Hono<StoreEnv>();
  const cartHeaders = (cartId: string): Record<string, string> => ({
    Nonce: makeNonce(ctx),
    'Nonce-Timestamp': String(Math.floor(ctx.now() / 1000)),
    'Cart-Token': signCartToken(ctx, cartId),
    'User-ID': String(cartUserId(ctx.db, cartId)),
  });

  store.onError((e, c) => {
    const err = asApiError(e, 'Something went wrong on the server; nothing was charged.');
    const cartId = c.var.cartId;
    const data: Record<string, unknown> = { status: err.status, ...err.data };
    if (err.status === 409) data.cart = cartView(ctx, cartId);
    const headers = { ...cartHeaders(cartId), ...retryHeaders(err) };
    return answer(c, err.status, { code: err.code, message: err.message, data }, headers);
  });

  store.use('*', async (c, next) => {
    const parsed = c.var.body;
    if (!parsed.ok) {
      const status = parsed.status;
      return answer(c, status, { code: BODY_ERROR_CODES[status], message: parsed.error, data: { status } });
    }
    const id = readCartToken(ctx, c.req.header('cart-token')) ?? readCartToken(ctx, fields(c).cart_header);
    c.set('hadCart', id !== null);
    c.set('cartId', id ?? randomBytes(16).toString('hex'));
    if (!bearerOk(c.req.header('authorization')))
      throw new ApiError(401, 'shop_missing_bearer', 'Missing or invalid bearer credential.');
    await next();
  });

  /** A write without a valid Cart-Token needs a nonce (checked once the route is known to exist). */
  const requireNonce = (c: C): void => {
    if (c.var.hadCart) return;
    const bodyNonce = fields(c).nonce;
    const nonce =
      c.req.header('nonce') ??
      c.req.header('x-wc-store-api-nonce') ??
      (typeof bodyNonce === 'string' ? bodyNonce : undefined);
    if (!nonce)
      throw new ApiError(
        401,
        'woocommerce_rest_missing_nonce',
        'Missing the Nonce header. This endpoint requires a valid nonce.',
      );
    if (!nonceValid(ctx, nonce)) throw new ApiError(403, 'woocommerce_rest_invalid_nonce', 'Nonce is invalid.');
  };
  const reply = (c: C, status: number, body: unknown) => answer(c, status, body, cartHeaders(c.var.cartId));
  const write = (handle: (c: C) => { status?: number; body: unknown }) => (c: C) => {
    requireNonce(c);
    const r = handle(c);
    return reply(c, r.status ?? 200, r.body);
  };

  store.get('/cart', (c) => reply(c, 200, cartView(ctx, c.var.cartId)));
  store.get('/cart/items', (c) => reply(c, 200, cartView(ctx, c.var.cartId).items));
  store.post(
    '/cart/add-item',
    write((c) => {
      const b = validate(input(c), ADD_ITEM_BODY);
      const cartId = c.var.cartId;
      const added = { productId: num(b.id), quantity: num(b.quantity), token: b.token as string | undefined };
      const cart = addItem(ctx, cartId, { ...added, answer: b.answer as string | undefined });
      return { status: 201, body: { ...cart, cart_header: signCartToken(ctx, cartId) } };
    }),
  );
  store.post(
    '/cart/update-item',
    write((c) => {
      const b = validate(input(c), UPDATE_ITEM_BODY);
      const change = { key: str(b.key), quantity: num(b.quantity), token: b.token as string | undefined };
      return { body: updateItem(ctx, c.var.cartId, change) };
    }),
  );
  store.post(
    '/cart/remove-item',
    write((c) => {
      const b = validate(input(c), ITEM_KEY_BODY);
      return { body: removeItem(ctx, c.var.cartId, str(b.key)) };
    }),
  );
  store.delete(
    '/cart/items',
    write((c) => {
      clearItems(ctx.db, c.var.cartId);
      return { body: [] };
    }),
  );
  store.post(
    '/cart/apply-coupon',
    write((c) => {
      countCouponTry(ctx, c.var.cartId, callerAddress(c));
      const b = validate(input(c), APPLY_COUPON_BODY);
      return { body: applyCoupon(ctx, c.var.cartId, { code: str(b.code), token: b.token as string | undefined }) };
    }),
  );
  store.post(
    '/cart/remove-coupon',
    write((c) => {
      const b = validate(input(c), COUPON_CODE_BODY);
      return { body: removeCoupon(ctx, c.var.cartId, str(b.code)) };
    }),
  );
  // Signing in: the visitor's basket becomes the account's, merged with its saved basket (claim.ts).
  store.post(
    '/cart/claim',
    write((c) => {
      const b = validate(input(c), CLAIM_BODY);
      return { body: claimCart(ctx, c.var.cartId, str(b.token)) };
    }),
  );
  // The checkout's amounts before Pay: credit, points and what is left to pay (checkout/tender.ts).
  store.post('/checkout/tender', (c) => reply(c, 200, tenderQuote(ctx, c.var.cartId, input(c))));
  store.post('/checkout', async (c) => {
    requireNonce(c);
    return reply(c, 200, await checkout(ctx, c.var.cartId, input(c), c.req.header(IDEMPOTENCY_HEADER)));
  });
  // An unknown route is 404 before any nonce question (as WordPress matches routes first).
  store.all('*', () => {
    throw new ApiError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
  });
  return store;
}
