// /api/v1 saved-card calls (shared/src/api/calls.ts): list the account's saved cards, forget one.
import { PaymentMethodDeleteRequest, TokenRequest } from '@shop/shared/requests';
import { requireUser } from '../auth/sessions';
import { call, type V1Calls } from '../http/calls';
import { forgetSavedCard, savedCardsOf } from './saved-cards';

export const paymentMethodRoutes: V1Calls = {
  payment_methods: call(TokenRequest, async (ctx, b) => ({
    success: true,
    data: await savedCardsOf(ctx, requireUser(ctx, b.token)),
  })),
  payment_method_delete: call(PaymentMethodDeleteRequest, async (ctx, b) => ({
    success: true,
    data: await forgetSavedCard(ctx, requireUser(ctx, b.token), b.id),
  })),
};
