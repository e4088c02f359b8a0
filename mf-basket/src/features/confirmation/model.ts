import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken, readProvider } from '@shop/provider-client';
import type { OrderConfirmation } from '@shop/shared';
import { $isSignedIn, userSignedIn, userSignedOut } from '@shop/shared/state';
import { createEvent, createStore, sample } from 'effector';

export interface PlacedOrder {
  orderId: number;
  orderKey: string;
}

/** /confirmation?order_id=…&key=… opened; the order is read once the shopper is signed in. */
export const confirmationOpened = createEvent<PlacedOrder>();

export const isPlacedOrder = ({ orderId, orderKey }: PlacedOrder) =>
  Number.isInteger(orderId) && orderId > 0 && orderKey !== '';
const isSameOrder = (a: PlacedOrder | null, b: PlacedOrder) => a?.orderId === b.orderId && a.orderKey === b.orderKey;

/** The placed order with its ticket numbers and instant wins (order_confirmation). */
export const getConfirmationFx = attachToken((token, { orderId, orderKey }: PlacedOrder) =>
  readProvider('order_confirmation', { token, order_id: orderId, order_key: orderKey }),
);
export const confirmationQuery = createQuery({
  name: 'basket.confirmation',
  effect: getConfirmationFx,
  mapData: ({ result }): OrderConfirmation => result.data,
});
applyDataCacheRules(confirmationQuery, { perUser: true });

const $wanted = createStore<PlacedOrder | null>(null).on(confirmationOpened, (_, order) => order);

// The session check may finish after the page opened: the sign-in starts the read then.
sample({
  clock: [confirmationOpened, userSignedIn],
  source: { order: $wanted, signedIn: $isSignedIn },
  filter: ({ order, signedIn }) => signedIn && order !== null && isPlacedOrder(order),
  fn: ({ order }) => order as PlacedOrder,
  target: confirmationQuery.start,
});

/** The response for the order the page names: another order's response is never this one's. */
export const $confirmedOrder = createStore<OrderConfirmation | null>(null).reset([confirmationOpened, userSignedOut]);
/** The read for the order the page names has ended, with a response or not. */
export const $confirmationSettled = createStore(false).reset([confirmationOpened, userSignedOut]);

sample({
  clock: confirmationQuery.finished.success,
  source: $wanted,
  filter: (wanted, { params }) => isSameOrder(wanted, params),
  fn: (_, { result }) => result,
  target: $confirmedOrder,
});
sample({
  clock: confirmationQuery.finished.finally,
  source: $wanted,
  filter: (wanted, { params }) => isSameOrder(wanted, params),
  fn: () => true,
  target: $confirmationSettled,
});
