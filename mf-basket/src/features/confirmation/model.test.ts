import { clearQueryCaches, fakeHost } from '@shop/provider-client/testing';
import type { UserDetails } from '@shop/shared';
import { $user, userSignedIn } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $confirmationSettled, $confirmedOrder, confirmationOpened, getConfirmationFx } from './model';

const user = { id: 3, email: 'demo@example.co.uk', token: 'tok' } as UserDetails;
const order = {
  order_id: 12,
  order_key: 'wc_order_abc',
  status: 'completed',
  total: '£3.00',
  lines: [{ competition_id: 1, title: 'Car', quantity: 3, tickets: [1, 2, 3] }],
  instant_wins: [],
  points_earned: 3,
};
const placed = { orderId: 12, orderKey: 'wc_order_abc' };

describe('order confirmation', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('reads the placed order for a signed-in shopper', async () => {
    const read = vi.fn(async () => ({ success: true, data: order }));
    const scope = fork({ values: [[$user, user]], handlers: [[getConfirmationFx, read]] });
    await allSettled(confirmationOpened, { scope, params: placed });
    expect(scope.getState($confirmedOrder)).toEqual(order);
    expect(scope.getState($confirmationSettled)).toBe(true);
  });

  it('waits for the session check, then reads', async () => {
    const read = vi.fn(async () => ({ success: true, data: order }));
    const scope = fork({ handlers: [[getConfirmationFx, read]] });
    await allSettled(confirmationOpened, { scope, params: placed });
    expect(read).not.toHaveBeenCalled();
    await allSettled(userSignedIn, { scope, params: user });
    expect(scope.getState($confirmedOrder)?.order_id).toBe(12);
  });

  it('asks nothing for a link without an order key', async () => {
    const read = vi.fn(async () => ({ success: true, data: order }));
    const scope = fork({ values: [[$user, user]], handlers: [[getConfirmationFx, read]] });
    await allSettled(confirmationOpened, { scope, params: { orderId: 12, orderKey: '' } });
    expect(read).not.toHaveBeenCalled();
  });

  it('settles with no order when the response lacks its order id, and shows one without lines with none', async () => {
    let response: unknown = { success: true, data: { ...order, order_id: undefined } };
    fakeHost({ order_confirmation: () => response });
    const scope = fork({ values: [[$user, user]] });
    await allSettled(confirmationOpened, { scope, params: placed });
    expect(scope.getState($confirmedOrder)).toBeNull();
    expect(scope.getState($confirmationSettled)).toBe(true);
    await clearQueryCaches();
    response = { success: true, data: { ...order, lines: undefined, order_id: '12' } };
    await allSettled(confirmationOpened, { scope, params: placed });
    expect(scope.getState($confirmedOrder)).toMatchObject({ order_id: 12, lines: [], points_earned: 3 });
  });
});
