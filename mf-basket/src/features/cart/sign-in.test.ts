import type { LimitedCartLine, StoreCart, UserDetails } from '@shop/shared';
import { type ToastRequest, toastRaised, userSignedIn } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $cartItems, $pathname, loadItemsFx } from './model';
import { claimCartFx, limitNotice } from './sign-in';

const user = { token: 'tok-1', first_name: 'Dee' } as UserDetails;
const claimed = (limited: LimitedCartLine[]) =>
  ({
    items: [{ key: 'k', id: 1, quantity: 3, name: '', totals: null, competition: { id: 1 } }],
    items_count: 3,
    coupons: [],
    totals: { total_items: '300', total_discount: '0', total_price: '300', currency_minor_unit: 2 },
    limited,
  }) as unknown as StoreCart & { limited: LimitedCartLine[] };
const cut: LimitedCartLine = {
  competition_id: 1,
  title: 'Five Max',
  requested: 4,
  kept: 3,
  available: 3,
  limit: 'allowance',
};

function scopeAt(path: string, claim: () => Promise<ReturnType<typeof claimed>>) {
  const claimFx = vi.fn(claim);
  const load = vi.fn(async () => []);
  const scope = fork({
    values: [[$pathname, path]],
    handlers: [
      [claimCartFx, claimFx],
      [loadItemsFx, load],
    ],
  });
  return { scope, claimFx, load };
}

describe('the basket follows the person', () => {
  it('claims the basket for the account on sign-in and shows the merged basket', async () => {
    const { scope, claimFx } = scopeAt('/', async () => claimed([]));
    await allSettled(userSignedIn, { scope, params: user });
    expect(claimFx).toHaveBeenCalledWith('tok-1');
    expect(scope.getState($cartItems)[0]?.quantity).toBe('3');
  });

  it('says in the spec words when the merge cut a line to the limits', async () => {
    const toasts: ToastRequest[] = [];
    const unwatch = toastRaised.watch((t) => toasts.push(t));
    const { scope } = scopeAt('/', async () => claimed([cut]));
    await allSettled(userSignedIn, { scope, params: user });
    unwatch();
    expect(toasts).toContainEqual({
      kind: 'info',
      message: 'Only 3 tickets available, 3 tickets have been added to your basket.',
    });
  });

  it('does not touch the basket on a confirmation page', async () => {
    const { scope, claimFx, load } = scopeAt('/confirmation', async () => claimed([]));
    await allSettled(userSignedIn, { scope, params: user });
    expect(claimFx).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('reads the basket as it is when the claim fails', async () => {
    const { scope, load } = scopeAt('/', async () => {
      throw new Error('offline');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await allSettled(userSignedIn, { scope, params: user });
    error.mockRestore();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('limitNotice', () => {
  it('uses the stock message when stock was tighter, and the refusals when nothing was kept', () => {
    expect(limitNotice({ ...cut, limit: 'stock', available: 2, kept: 2 })).toBe(
      'Only 2 tickets are available , 2 tickets have been added to your basket.',
    );
    expect(limitNotice({ ...cut, kept: 0, available: 0 })).toBe('You have entered the maximum number of tickets');
    expect(limitNotice({ ...cut, limit: 'closed', kept: 0, available: 0 })).toBe(
      'Oops! There is not ticket left to purchase for this competition',
    );
  });
});
