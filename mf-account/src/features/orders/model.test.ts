import type { UserDetails } from '@shop/shared';
import { $user, userSignedIn, userSignedOut } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $hasMoreOrders, $orders, fetchOrdersFx, moreOrdersClicked, ordersOpened } from './model';

const order = (id: number) => ({
  order_id_: id,
  order_status: 'completed',
  order_date: null,
  order_total: '£1.00',
  item_count: 1,
});

describe('orders model', () => {
  it('pages with Load More while page < total_pages', async () => {
    const fetch = vi.fn(async ({ page }: { token: string; page: number }) => ({
      orders: page < 3 ? Array.from({ length: 10 }, (_, i) => order(page * 100 + i)) : [order(999)],
      totalPages: 3,
    }));
    const scope = fork({ values: [[$user, { token: 'tok' } as UserDetails]], handlers: [[fetchOrdersFx, fetch]] });
    await allSettled(ordersOpened, { scope });
    expect(scope.getState($orders)).toHaveLength(10);
    expect(scope.getState($hasMoreOrders)).toBe(true);
    await allSettled(moreOrdersClicked, { scope });
    await allSettled(moreOrdersClicked, { scope });
    expect(fetch).toHaveBeenLastCalledWith({ token: 'tok', page: 3 });
    expect(scope.getState($orders)).toHaveLength(21);
    expect(scope.getState($hasMoreOrders)).toBe(false);
  });

  it('reopening starts again from page 1', async () => {
    const fetch = vi.fn(async () => ({ orders: [order(1)], totalPages: 1 }));
    const scope = fork({ values: [[$user, { token: 'tok' } as UserDetails]], handlers: [[fetchOrdersFx, fetch]] });
    await allSettled(ordersOpened, { scope });
    await allSettled(ordersOpened, { scope });
    expect(scope.getState($orders)).toHaveLength(1);
    expect(scope.getState($hasMoreOrders)).toBe(false);
  });

  it('a failed read after signing out and back in shows nothing of the earlier list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    const fetch = vi.fn(async () => {
      if (fail) throw new Error('down');
      return { orders: [order(1), order(2)], totalPages: 2 };
    });
    const scope = fork({ values: [[$user, { token: 'first' } as UserDetails]], handlers: [[fetchOrdersFx, fetch]] });
    await allSettled(ordersOpened, { scope });
    expect(scope.getState($orders)).toHaveLength(2);
    await allSettled(userSignedOut, { scope });
    expect(scope.getState($orders)).toEqual([]);
    fail = true;
    await allSettled(userSignedIn, { scope, params: { token: 'second' } as UserDetails });
    await allSettled(ordersOpened, { scope });
    expect(scope.getState($orders)).toEqual([]);
    expect(scope.getState($hasMoreOrders)).toBe(false);
    error.mockRestore();
  });
});
