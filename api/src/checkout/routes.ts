// /api/v1 order calls: entries, order list, order detail, order confirmation.
import { OrderConfirmationRequest, OrderDetailRequest, OrdersRequest, TokenRequest } from '@shop/shared/requests';
import { requireUser } from '../auth/sessions';
import { call, type V1Calls } from '../http/calls';
import { orderConfirmation, orderDetail, orderList, purchasedEntries } from './history';

export const orderRoutes: V1Calls = {
  get_purchased_competition: call(TokenRequest, (ctx, b) => ({
    success: true,
    data: purchasedEntries(ctx, requireUser(ctx, b.token)),
  })),
  orders: call(OrdersRequest, (ctx, b) => orderList(ctx, requireUser(ctx, b.token), b.page, b.limit)),
  order_detail: call(OrderDetailRequest, (ctx, b) => ({
    success: true,
    data: orderDetail(ctx, requireUser(ctx, b.token), b.id),
  })),
  order_confirmation: call(OrderConfirmationRequest, (ctx, b) => ({
    success: true,
    data: orderConfirmation(ctx, requireUser(ctx, b.token), b.order_id, b.order_key),
  })),
};
