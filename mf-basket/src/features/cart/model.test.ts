import {
  $user,
  type CartItem,
  type StoreCart,
  toastRaised,
  type ToastRequest,
  type UserDetails,
  userSignedIn,
  userSignedOut,
} from '@shop/shared';
import { makeCompetition } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $cartItems,
  $cartTotals,
  $couponError,
  $isDeleting,
  applyCouponFx,
  couponApplied,
  $isUpdating,
  $pathname,
  basketStarted,
  cartPageOpened,
  loadItemsFx,
  quantityChanged,
  readCartFx,
  removeItemFx,
  summarize,
  updateItemFx,
} from './model';

const competition = makeCompetition({
  id: 3,
  competition_product_id: 103,
  max_ticket_per_user: 10,
  total_sell_tickets: 100,
});
const line = (quantity: number, key = 'k1'): CartItem => ({
  id: 103,
  key,
  quantity: String(quantity),
  totals: { line_total: String(quantity * 199), currency_minor_unit: 2 },
  competition,
});
const user = { token: 'tok-1', first_name: 'Dee' } as UserDetails;

function scopeWith(
  values: { path?: string; items?: CartItem[] } = {},
  handlers: { update?: () => Promise<StoreCart> } = {},
) {
  const load = vi.fn(async () => []);
  const update = vi.fn(
    handlers.update ?? (async () => ({ items: [], items_count: 0, coupons: [], totals: {} }) as unknown as StoreCart),
  );
  const scope = fork({
    values: [
      [$pathname, values.path ?? '/'],
      [$cartItems, values.items ?? []],
    ],
    handlers: [
      [loadItemsFx, load],
      [updateItemFx, update],
      [removeItemFx, vi.fn(async () => ({ items: [] }))],
    ],
  });
  return { scope, load, update };
}

describe('cart loading (spec section 4)', () => {
  it('loads the items on start and keeps the quantity as text', async () => {
    const { scope, load } = scopeWith();
    load.mockResolvedValueOnce([
      { key: 'a', id: 103, quantity: 2, name: '', totals: { line_total: '398', currency_minor_unit: 2 }, competition },
    ] as never);
    await allSettled(basketStarted, { scope });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($cartItems)[0]?.quantity).toBe('2');
  });

  it('reloads when the user signs in or out', async () => {
    const { scope, load } = scopeWith({ path: '/competition/details/x-3' });
    await allSettled(userSignedIn, { scope, params: user });
    await allSettled(userSignedOut, { scope });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not reload when only the profile changes', async () => {
    const { scope, load } = scopeWith();
    await allSettled(userSignedIn, { scope, params: user });
    await allSettled($user, { scope, params: { ...user, first_name: 'D' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not reload on a confirmation path', async () => {
    const { scope, load } = scopeWith({ path: '/confirmation' });
    await allSettled(userSignedIn, { scope, params: user });
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the provider totals of a whole-cart read', async () => {
    const scope = fork({
      handlers: [
        [
          readCartFx,
          async () => ({
            items: [],
            items_count: 0,
            coupons: [{ code: 'SAVE5', totals: {} }],
            totals: { total_items: '1000', total_discount: '500', total_price: '500', currency_minor_unit: 2 },
          }),
        ],
      ],
    });
    await allSettled(cartPageOpened, { scope });
    expect(scope.getState($cartTotals)).toEqual({ subtotal: 10, discount: 5, total: 5, coupons: ['SAVE5'] });
  });
});

describe('summary', () => {
  it('counts tickets, sums line prices and skips lines without totals', () => {
    expect(summarize([line(2), { ...line(1, 'k2'), totals: null }])).toEqual({ count: 3, total: 3.98 });
  });
});

describe('quantity edits keep the add-to-cart limits', () => {
  it('updates within the limits with the user token', async () => {
    const { scope, update } = scopeWith({ items: [line(2)] });
    await allSettled(quantityChanged, { scope, params: { key: 'k1', quantity: '5' } });
    expect(update).toHaveBeenCalledWith({ key: 'k1', quantity: 5, token: undefined });
  });

  it('clamps an increase past the maximum and says so', async () => {
    const toasts: ToastRequest[] = [];
    toastRaised.watch((t) => toasts.push(t));
    const { scope, update } = scopeWith({ items: [line(4)] });
    await allSettled(quantityChanged, { scope, params: { key: 'k1', quantity: '20' } });
    expect(update).toHaveBeenCalledWith({ key: 'k1', quantity: 10, token: undefined });
    expect(toasts).toContainEqual({
      kind: 'error',
      message: 'Only 6 tickets available, 6 tickets have been added to your basket.',
    });
  });

  it('removes the line at quantity 0', async () => {
    const { scope } = scopeWith({ items: [line(4)] });
    await allSettled(quantityChanged, { scope, params: { key: 'k1', quantity: '0' } });
    expect(scope.getState($cartItems)).toEqual([]);
    expect(scope.getState($isDeleting)).toBe(false);
  });

  it('keeps the basket and shows why when the update fails', async () => {
    const toasts: ToastRequest[] = [];
    toastRaised.watch((t) => toasts.push(t));
    const failure = { type: 'http', status: 409, message: 'Cart item does not exist.', isRetryable: false };
    const { scope } = scopeWith({ items: [line(2)] }, { update: () => Promise.reject(failure) });
    const before = scope.getState($cartItems);
    await allSettled(quantityChanged, { scope, params: { key: 'k1', quantity: '3' } });
    expect(scope.getState($cartItems)).toBe(before);
    expect(scope.getState($isUpdating)).toBe(false);
    expect(toasts).toContainEqual({ kind: 'error', message: 'Cart item does not exist.' });
  });
});

describe('coupon refusals', () => {
  it('explains a refused code beside the field and a fault in a toast', async () => {
    const refusal = { type: 'http', status: 400, message: 'Coupon "NOPE" does not exist!', isRetryable: false };
    const fault = { type: 'network', message: 'The network is unreachable.', isRetryable: true };
    const apply = vi.fn(async (): Promise<StoreCart> => {
      throw refusal;
    });
    const raised = vi.fn();
    const scope = fork({ handlers: [[applyCouponFx, apply]] });
    const stop = toastRaised.watch(raised);
    await allSettled(couponApplied, { scope, params: 'NOPE' });
    expect(scope.getState($couponError)).toBe('Coupon "NOPE" does not exist!');
    expect(raised).not.toHaveBeenCalled();

    apply.mockRejectedValueOnce(fault);
    await allSettled(couponApplied, { scope, params: 'NOPE' });
    expect(scope.getState($couponError)).toBeNull();
    expect(raised).toHaveBeenCalledTimes(1);
    stop.unsubscribe();
  });
});
