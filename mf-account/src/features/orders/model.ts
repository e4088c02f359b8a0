import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken, callProviderOrThrow, isApiError, readProvider } from '@shop/provider-client';
import type { OrderDetail, OrderListItem } from '@shop/shared';
import { $userToken, userSignedOut } from '@shop/shared/state';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const ORDERS_PAGE_SIZE = 10;

export const ordersOpened = createEvent();
export const moreOrdersClicked = createEvent();

export const fetchOrdersFx = createEffect(async ({ token, page }: { token: string; page: number }) => {
  const response = await callProviderOrThrow('orders', { token, page, limit: ORDERS_PAGE_SIZE });
  if (!response.success) throw new Error(response.error);
  // Without total_pages (requirements §3 names it; a host may leave it out) there is no Load More.
  return { orders: response.data, totalPages: response.total_pages ?? page };
});
// Reading calls are only logged (requirements §8): the screen shows its empty state.
const logFailureFx = createEffect((error: Error) => console.error('[orders] read failed', error));

// Each opening starts from nothing, and signing out forgets the list: a failed first read must
// show the empty state, never the last screenful (perhaps another customer's, on a shared device).
export const $orders = createStore<OrderListItem[]>([])
  .on(fetchOrdersFx.done, (orders, { params, result }) =>
    params.page === 1 ? result.orders : [...orders, ...result.orders],
  )
  .reset([ordersOpened, userSignedOut]);
export const $page = createStore(0)
  .on(fetchOrdersFx.done, (_, { params }) => params.page)
  .reset([ordersOpened, userSignedOut]);
export const $totalPages = createStore(0)
  .on(fetchOrdersFx.doneData, (_, r) => r.totalPages)
  .reset([ordersOpened, userSignedOut]);
export const $ordersLoaded = createStore(false)
  .on(fetchOrdersFx.finally, () => true)
  .reset(ordersOpened);
/** Load More shows while page < total_pages. */
export const $hasMoreOrders = sample({
  source: { page: $page, total: $totalPages },
  fn: ({ page, total }) => page > 0 && page < total,
});

sample({
  clock: ordersOpened,
  source: $userToken,
  filter: (token): token is string => token !== null,
  fn: (token) => ({ token: token as string, page: 1 }),
  target: fetchOrdersFx,
});
sample({
  clock: moreOrdersClicked,
  source: { token: $userToken, page: $page, pending: fetchOrdersFx.pending },
  filter: ({ token, pending }) => token !== null && !pending,
  fn: ({ token, page }) => ({ token: token as string, page: page + 1 }),
  target: fetchOrdersFx,
});
sample({ clock: fetchOrdersFx.failData, target: logFailureFx });

/** /account/recent/orders/order-detail/{id} opened (or Try again pressed) for this order id. */
export const orderDetailOpened = createEvent<number>();

export const getOrderDetailFx = attachToken((token, id: number) => readProvider('order_detail', { token, id }));
export const orderDetailQuery = createQuery({
  name: 'account.orderDetail',
  effect: getOrderDetailFx,
  mapData: ({ result }): OrderDetail => result.data,
});
applyDataCacheRules(orderDetailQuery, { perUser: true });

// A path that names no order asks nothing: the page says the order cannot be found.
sample({
  clock: orderDetailOpened,
  filter: (id) => Number.isInteger(id) && id > 0,
  target: orderDetailQuery.start,
});

/** Only the provider's "no such order" (404, or its refusal) means there is none; the rest may pass. */
export function isOrderMissing(error: unknown): boolean {
  return isApiError(error) ? error.type === 'http' && error.status === 404 : error instanceof Error;
}

/** How the read of the order the page names ended: another order's response is never this one's. */
export type OrderDetailState =
  | { kind: 'loading' }
  | { kind: 'shown'; order: OrderDetail }
  | { kind: 'missing' | 'failed' };

const $askedOrderId = createStore(0).on(orderDetailOpened, (_, id) => id);
export const $orderDetail = createStore<OrderDetailState>({ kind: 'loading' })
  .on(orderDetailOpened, (_, id) => (Number.isInteger(id) && id > 0 ? { kind: 'loading' } : { kind: 'missing' }))
  .reset(userSignedOut);
sample({
  clock: orderDetailQuery.finished.success,
  source: $askedOrderId,
  filter: (asked, { params }) => asked === params,
  fn: (_, { result }): OrderDetailState => ({ kind: 'shown', order: result }),
  target: $orderDetail,
});
sample({
  clock: orderDetailQuery.finished.failure,
  source: $askedOrderId,
  filter: (asked, { params }) => asked === params,
  fn: (_, { error }): OrderDetailState => ({ kind: isOrderMissing(error) ? 'missing' : 'failed' }),
  target: $orderDetail,
});
