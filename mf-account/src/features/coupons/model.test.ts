import { clearQueryCaches, fakeHost } from '@shop/provider-client/testing';
import type { UserDetails } from '@shop/shared';
import { $user } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { couponsOpened, couponsQuery } from './model';

const user = { id: 3, email: 'demo@example.co.uk', token: 'tok' } as UserDetails;

/** The coupons call responded to by a host, through the shared client and its response check. */
function setup(response: () => unknown) {
  const read = vi.fn(response);
  fakeHost({ get_coupons: read });
  return { scope: fork({ values: [[$user, user]] }), read };
}

describe('coupons query', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('reads the coupons once and reuses them when the page opens again', async () => {
    const { scope, read } = setup(() => ({
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

  it('leaves out a coupon without a code (it cannot be used; logged) and shows the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { scope } = setup(() => ({ success: true, data: [{ amount: '5.00' }, { code: 'TEN', amount: 10 }] }));
    await allSettled(couponsOpened, { scope });
    expect(scope.getState(couponsQuery.$data)).toEqual([{ code: 'TEN', amount: '10', description: '' }]);
    expect(warn).toHaveBeenCalledWith('[data] get_coupons: dropped data[0] (code: missing)');
  });
});
