// The cart's Store API calls (WooCommerce shapes, api/README.md "Cart"), on the Store API frame (store-api.ts).
import { vValidator } from '@hono/valibot-validator';
import {
  AddItemRequest,
  ApplyCouponRequest,
  CouponCodeRequest,
  ItemKeyRequest,
  TokenRequest,
  UpdateItemRequest,
} from '@shop/shared/requests';
import { Hono } from 'hono';
import type { Ctx } from '../context';
import { callerAddress } from '../http/body';
import { firstProblem } from '../http/calls';
import { claimCart } from './claim';
import { clearItems } from './repository';
import { addItem, applyCoupon, countCouponTry, removeCoupon, removeItem, updateItem } from './service';
import { nonceRequired, reply, type StoreEnv } from './store-api';
import { signCartToken } from './tokens';
import { cartView } from './view';

export function cartRoutes(ctx: Ctx): Hono<StoreEnv> {
  const nonce = nonceRequired(ctx);
  return new Hono<StoreEnv>()
    .get('/cart', (c) => reply(ctx, c, 200, cartView(ctx, c.var.cartId)))
    .get('/cart/items', (c) => reply(ctx, c, 200, cartView(ctx, c.var.cartId).items))
    .post('/cart/add-item', nonce, vValidator('json', AddItemRequest, firstProblem), (c) => {
      const { id, ...item } = c.req.valid('json');
      const cart = addItem(ctx, c.var.cartId, { productId: id, ...item });
      return reply(ctx, c, 201, { ...cart, cart_header: signCartToken(ctx, c.var.cartId) });
    })
    .post('/cart/update-item', nonce, vValidator('json', UpdateItemRequest, firstProblem), (c) =>
      reply(ctx, c, 200, updateItem(ctx, c.var.cartId, c.req.valid('json'))),
    )
    .post('/cart/remove-item', nonce, vValidator('json', ItemKeyRequest, firstProblem), (c) =>
      reply(ctx, c, 200, removeItem(ctx, c.var.cartId, c.req.valid('json').key)),
    )
    .delete('/cart/items', nonce, (c) => {
      clearItems(ctx.db, c.var.cartId);
      return reply(ctx, c, 200, []);
    })
    .post(
      '/cart/apply-coupon',
      nonce,
      async (c, next) => {
        // Every try counts before its body is read, a malformed one too (api/README.md "Rate limits").
        countCouponTry(ctx, c.var.cartId, callerAddress(c));
        await next();
      },
      vValidator('json', ApplyCouponRequest, firstProblem),
      (c) => reply(ctx, c, 200, applyCoupon(ctx, c.var.cartId, c.req.valid('json'))),
    )
    .post('/cart/remove-coupon', nonce, vValidator('json', CouponCodeRequest, firstProblem), (c) =>
      reply(ctx, c, 200, removeCoupon(ctx, c.var.cartId, c.req.valid('json').code)),
    )
    .post(
      '/cart/claim',
      nonce,
      vValidator('json', TokenRequest, firstProblem),
      // Signing in: the visitor's basket becomes the account's, merged with its saved basket (claim.ts).
      (c) => reply(ctx, c, 200, claimCart(ctx, c.var.cartId, c.req.valid('json').token)),
    );
}
