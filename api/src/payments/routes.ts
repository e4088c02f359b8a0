// /api/v1 saved-card calls (shared/src/api/calls.ts): list the account's saved cards, forget one.
import { requireUser } from '../auth/sessions';
import { TOKEN, type V1Routes } from '../http/v1';
import { str } from '../util';
import { forgetSavedCard, savedCardsOf } from './saved-cards';

export const paymentMethodRoutes: V1Routes = {
  payment_methods: {
    method: 'POST',
    schema: { token: TOKEN },
    handler: async (ctx, b) => ({ success: true, data: await savedCardsOf(ctx, requireUser(ctx, b.token)) }),
  },
  payment_method_delete: {
    method: 'POST',
    schema: { token: TOKEN, id: { type: 'string', required: true, max: 100, label: 'id' } },
    handler: async (ctx, b) => ({
      success: true,
      data: await forgetSavedCard(ctx, requireUser(ctx, b.token), str(b.id)),
    }),
  },
};
