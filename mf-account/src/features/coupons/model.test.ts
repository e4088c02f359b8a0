import { $user, type UserDetails } from '@shop/shared';
import { clearQueryCaches } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { couponsOpened, couponsQuery, getCouponsFx } from './model';

const user = { id: 3, email: 'demo@example.co.uk', token: 'tok' } as UserDetails;

function setup(answer: () => Promise<unknown>) {
  const read = vi.fn(answer);
  const scope = fork({ values: [[$user, user]], handlers: [[getCouponsFx, read]] });
  return { scope, read };
}

describe('coupons query', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('reads the coupons once and reuses them when the page opens again', async () => {
    const { scope, read } = setup(async () => ({
      success: true,
      data: [{ code: 'SAVE5', amount: '5.00', description: null, discount_type: 'fixed_cart' }],
    }));
    await allSettled(couponsOpened, { scope });
    await allSettled(couponsOpened, { scope });
    expect(read).toHaveBeenCalledTimes(1);
    expect(scope.getState(couponsQuery.$data)).toEqual([
      { code: 'SAVE5', amount: '5.00', description: '', discount_type: 'fixed_cart' },
    ]);
  });

  it('makes a coupon without a code an error: the page shows its empty state', async () => {
    const { scope } = setup(async () => ({ success: true, data: [{ amount: '5.00' }] }));
    await allSettled(couponsOpened, { scope });
    expect(scope.getState(couponsQuery.$data)).toBeNull();
    expect(scope.getState(couponsQuery.$failed)).toBe(true);
  });
});
