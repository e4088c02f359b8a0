// The checkout's Store API calls, on the Store API frame (cart/store-api.ts): the amounts before
// Pay, the checkout (api/README.md "Checkout"), and a card order's attempt resumed by its id after
// the bank's check (api/README.md "Payments").
import { vValidator } from '@hono/valibot-validator';
import { CheckoutOrderRequest, CheckoutRequest, TenderRequest } from '@shop/shared/requests';
import { Hono } from 'hono';
import { requireUser } from '../auth/sessions';
import { nonceRequired, reply, type StoreEnv } from '../cart/store-api';
import type { Ctx } from '../context';
import { firstProblem } from '../http/calls';
import { IDEMPOTENCY_HEADER } from '../payments/contract';
import { resumeCardPayment } from './card-payment';
import { checkout } from './store-checkout';
import { tenderQuote } from './tender';

export function checkoutRoutes(ctx: Ctx): Hono<StoreEnv> {
  return (
    new Hono<StoreEnv>()
      // The checkout's amounts before Pay: credit, points and what is left to pay (tender.ts).
      .post('/checkout/tender', vValidator('json', TenderRequest, firstProblem), (c) => {
        const { token, use_credit, redeem_points, client_amount } = c.req.valid('json');
        const choice = { useCredit: use_credit, redeemPoints: redeem_points, clientAmount: client_amount };
        return reply(ctx, c, 200, tenderQuote(ctx, c.var.cartId, token, choice));
      })
      .post('/checkout', nonceRequired(ctx), vValidator('json', CheckoutRequest, firstProblem), async (c) => {
        const order = c.req.valid('json');
        return reply(ctx, c, 200, await checkout(ctx, c.var.cartId, order, c.req.header(IDEMPOTENCY_HEADER)));
      })
      // The Store API's order-pay route, for the one thing it does here: carry on a card order's attempt.
      .post(
        '/checkout/:id{[0-9]+}',
        nonceRequired(ctx),
        vValidator('json', CheckoutOrderRequest, firstProblem),
        async (c) => {
          const { token, key } = c.req.valid('json');
          const user = requireUser(ctx, token);
          return reply(ctx, c, 200, await resumeCardPayment(ctx, user.id, Number(c.req.param('id')), key));
        },
      )
  );
}
