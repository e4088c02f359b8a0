import type { ApiError } from '@shop/provider-client';
import { clearQueryCaches, fakeHost } from '@shop/provider-client/testing';
import type { UserDetails } from '@shop/shared';
import { $user } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $orderDetail, getOrderDetailFx, isOrderMissing, orderDetailOpened, orderDetailQuery } from './model';

const user = { id: 3, email: 'demo@example.co.uk', token: 'tok' } as UserDetails;
const address = {
  first_name: 'A',
  last_name: 'B',
  address_1: '1 St',
  address_2: '',
  city: 'X',
  state: '',
  postcode: 'N1',
};
const order = {
  id: 9,
  status: 'completed',
  date_created: { date: '2026-11-01 10:00:00.000000' },
  total: '5.00',
  payment_method_title: 'Card',
  product: [{ title: 'Car', quantity: 1, tickets: [4], draw_date: null, draw_time: null, price: '5.00' }],
  billing: { ...address, phone: '', email: 'a@b.co.uk' },
  shipping: address,
};

function setup(response: (params: number) => Promise<unknown>) {
  const read = vi.fn(response);
  return { read, scope: fork({ values: [[$user, user]], handlers: [[getOrderDetailFx, read]] }) };
}

describe('order detail query', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('reads the order named in the path', async () => {
    const { scope, read } = setup(async () => ({ success: true, data: order }));
    await allSettled(orderDetailOpened, { scope, params: 9 });
    expect(read).toHaveBeenCalledTimes(1);
    expect(scope.getState(orderDetailQuery.$data)?.id).toBe(9);
    expect(scope.getState($orderDetail)).toEqual({ kind: 'shown', order });
  });

  it('shows no earlier order while another is read, and says when one is missing', async () => {
    const notFound: ApiError = { type: 'http', status: 404, message: 'Order not found.', isRetryable: false };
    const { scope } = setup(async () => {
      throw notFound;
    });
    await allSettled(orderDetailOpened, { scope, params: 10 });
    expect(scope.getState($orderDetail)).toEqual({ kind: 'missing' });
  });

  it('asks nothing for a path that names no order', async () => {
    const { scope, read } = setup(async () => ({ success: true, data: order }));
    await allSettled(orderDetailOpened, { scope, params: Number.NaN });
    expect(read).not.toHaveBeenCalled();
    expect(scope.getState($orderDetail)).toEqual({ kind: 'missing' });
  });

  it('tells a missing order (404) from an outage or a malformed response', async () => {
    const notFound: ApiError = { type: 'http', status: 404, message: 'Order not found.', isRetryable: false };
    const down: ApiError = { type: 'network', message: 'The network is unreachable.', isRetryable: true };
    expect(isOrderMissing(notFound)).toBe(true);
    expect(isOrderMissing(down)).toBe(false);
    fakeHost({ order_detail: () => ({ success: true, data: { ...order, id: undefined } }) });
    const scope = fork({ values: [[$user, user]] });
    await allSettled(orderDetailOpened, { scope, params: 9 });
    expect(scope.getState(orderDetailQuery.$failed)).toBe(true);
    expect(isOrderMissing(scope.getState(orderDetailQuery.$error))).toBe(false);
    expect(scope.getState($orderDetail)).toEqual({ kind: 'failed' });
  });
});
