// The Store API family (`/wc/store/v1/*`, api/README.md "Rules a storefront developer needs"): the
// cart from the signed Cart-Token, the nonce on writes without one, the cart headers on every
// response, errors as {code, message, data:{status}}. The cart's routes (routes.ts) and the
// checkout's (checkout/store-routes.ts) are mounted on this frame by the app (app.ts).
import { randomBytes } from 'node:crypto';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { ApiError, type Ctx } from '../context';
import { BODY_ERROR_CODES } from '../http/body';
import { asApiError, retryHeaders } from '../http/errors';
import { type AppEnv, respond } from '../http/respond';
import { cartUserId } from './repository';
import { makeNonce, nonceValid, readCartToken, signCartToken } from './tokens';
import { cartView } from './view';

export type StoreEnv = AppEnv & { Variables: AppEnv['Variables'] & { cartId: string; hadCart: boolean } };
export type StoreContext = Context<StoreEnv>;
type Keys = Pick<Ctx, 'db' | 'now' | 'secret'>;

const sent = (c: StoreContext): Record<string, unknown> => {
  const body = c.var.body;
  return body.ok && body.value && typeof body.value === 'object' ? (body.value as Record<string, unknown>) : {};
};

/** The headers of every Store API answer: a fresh nonce and Cart-Token, and the cart's user. */
const cartHeaders = (ctx: Keys, cartId: string): Record<string, string> => ({
  Nonce: makeNonce(ctx),
  'Nonce-Timestamp': String(Math.floor(ctx.now() / 1000)),
  'Cart-Token': signCartToken(ctx, cartId),
  'User-ID': String(cartUserId(ctx.db, cartId)),
});

/** A response of the Store API, with the cart headers. */
export const reply = (ctx: Keys, c: StoreContext, status: number, body: unknown): Response =>
  respond(c, status, body, cartHeaders(ctx, c.var.cartId));

/** A write without a valid Cart-Token needs a nonce (checked once the route is known to exist). */
export const nonceRequired =
  (ctx: Keys): MiddlewareHandler<StoreEnv> =>
  async (c, next) => {
    if (!c.var.hadCart) {
      const bodyNonce = sent(c).nonce;
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
    }
    await next();
  };

/** An unknown route is 404 before any nonce question (as WordPress matches routes first). */
export const noStoreRoute = (): never => {
  throw new ApiError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
};

/** The frame: refusals in the Store API's shape, the cart of the request, the bearer check. */
export function storeApi(ctx: Ctx, bearerOk: (auth: string | undefined) => boolean): Hono<StoreEnv> {
  const store = new Hono<StoreEnv>();
  store.onError((e, c) => {
    const err = asApiError(e, 'Something went wrong on the server; nothing was charged.');
    const cartId = c.var.cartId;
    const data: Record<string, unknown> = { status: err.status, ...err.data };
    if (err.status === 409) data.cart = cartView(ctx, cartId);
    const headers = { ...cartHeaders(ctx, cartId), ...retryHeaders(err) };
    return respond(c, err.status, { code: err.code, message: err.message, data }, headers);
  });
  store.use('*', async (c, next) => {
    const parsed = c.var.body;
    if (!parsed.ok) {
      const status = parsed.status;
      return respond(c, status, { code: BODY_ERROR_CODES[status], message: parsed.error, data: { status } });
    }
    const id = readCartToken(ctx, c.req.header('cart-token')) ?? readCartToken(ctx, sent(c).cart_header);
    c.set('hadCart', id !== null);
    c.set('cartId', id ?? randomBytes(16).toString('hex'));
    if (!bearerOk(c.req.header('authorization')))
      throw new ApiError(401, 'shop_missing_bearer', 'Missing or invalid bearer credential.');
    await next();
  });
  return store;
}
