// /api/v1 order calls: entries, order list, order detail, order confirmation.
import { requireUser } from '../auth/sessions';
import { pageOf } from '../catalog/service';
import { PAGE, TOKEN, type V1Routes } from '../http/v1';
import { num, str } from '../util';
import { orderConfirmation, orderDetail, orderList, purchasedEntries } from './history';

export const orderRoutes: V1Routes = {
  get_purchased_competition: {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => ({ success: true, data: purchasedEntries(ctx, requireUser(ctx, b.token)) }),
  },
  orders: {
    method: 'POST',
    schema: { token: TOKEN, ...PAGE },
    handler: (ctx, b) => {
      const { page, limit } = pageOf(b, 10);
      return orderList(ctx, requireUser(ctx, b.token), page, limit);
    },
  },
  order_detail: {
    method: 'POST',
    schema: { token: TOKEN, id: { type: 'int', required: true, min: 1 } },
    handler: (ctx, b) => ({ success: true, data: orderDetail(ctx, requireUser(ctx, b.token), num(b.id)) }),
  },
  order_confirmation: {
    method: 'POST',
    schema: {
      token: TOKEN,
      order_id: { type: 'int', required: true, min: 1 },
      order_key: { type: 'string', required: true, max: 100 },
    },
    handler: (ctx, b) => {
      const user = requireUser(ctx, b.token);
      return { success: true, data: orderConfirmation(ctx, user, num(b.order_id), str(b.order_key)) };
    },
  },
};
