import { makeCompetition } from '@shop/provider-client/testing';
import type { CartItem, StoreCart, StoreCartItem, UserDetails } from '@shop/shared';
import { $user, type ToastRequest, toastRaised, userSignedIn, userSignedOut } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $cartItems,
  $cartTotals,
  $couponError,
  $editRefusals,
  $isDeleting,
  $isUpdating,
  $pathname,
  $totalsReadFailed,
  applyCouponFx,
  basketStarted,
  cartPageOpened,
  cartReplaced,
  couponApplied,
  loadItemsFx,
  locationChanged,
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

const emptyCart = { items: [], items_count: 0, coupons: [], totals: {} } as unknown as StoreCart;
const storeCartWith = (quantity: number, key = 'k1'): StoreCart =>
  ({
    items: [
      {
        key,
        id: 103,
        quantity,
        name: '',
        totals: { line_total: String(quantity * 199), currency_minor_unit: 2 },
        competition,
      },
    ],
    items_count: quantity,
    coupons: [],
    totals: {
      total_items: String(quantity * 199),
      total_discount: '0',
      total_price: String(quantity * 199),
      currency_minor_unit: 2,
    },
  }) as unknown as StoreCart;

function scopeWith(
  values: { path?: string; items?: CartItem[] } = {},
  handlers: {
    update?: () => Promise<StoreCart>;
    load?: () => Promise<StoreCartItem[]>;
    read?: () => Promise<StoreCart>;
  } = {},
) {
  const load = vi.fn(handlers.load ?? (async (): Promise<StoreCartItem[]> => []));
  const update = vi.fn(handlers.update ?? (async () => emptyCart));
  const read = vi.fn(handlers.read ?? (async () => emptyCart));
  const scope = fork({
    values: [
      [$pathname, values.path ?? '/'],
      [$cartItems, values.items ?? []],
    ],
    handlers: [
      [loadItemsFx, load],
      [readCartFx, read],
      [updateItemFx, update],
      [removeItemFx, vi.fn(async () => ({ items: [] }))],
    ],
  });
  return { scope, load, update, read };
}

describe('cart loading (requirements §4)', () => {
  it('loads the items on start and keeps the quantity as text', async () => {
    const { scope, load } = scopeWith();
    load.mockResolvedValueOnce([
      { key: 'a', id: 103, quantity: 2, name: '', totals: { line_total: '398', currency_minor_unit: 2 }, competition },
    ] as never);
    await allSettled(basketStarted, { scope });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($cartItems)[0]?.quantity).toBe('2');
  });

  // A sign-in no longer reads the basket here: it claims it for the account (sign-in.test.ts).
  it('reloads when the user signs out, not when they sign in', async () => {
    const { scope, load } = scopeWith({ path: '/competition/details/x-3' });
    await allSettled(userSignedIn, { scope, params: user });
    expect(load).not.toHaveBeenCalled();
    await allSettled(userSignedOut, { scope });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not reload when only the profile changes', async () => {
    const { scope, load } = scopeWith();
    await allSettled(userSignedIn, { scope, params: user });
    await allSettled($user, { scope, params: { ...user, first_name: 'D' } });
    expect(load).not.toHaveBeenCalled();
  });

  it('does not read the basket at start-up on a confirmation page, and reads it once the visit leaves it', async () => {
    const { scope, load } = scopeWith({ path: '/confirmation' });
    await allSettled(basketStarted, { scope });
    expect(load).not.toHaveBeenCalled();
    await allSettled(locationChanged, { scope, params: '/' });
    await allSettled(locationChanged, { scope, params: '/cart' });
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

describe('checkout totals (a failed whole-cart read)', () => {
  it('says the totals could not be read, and a retry that works brings them', async () => {
    const outage = { type: 'network', message: 'The network is unreachable.', isRetryable: true };
    const { scope, read } = scopeWith({ items: [line(2)] }, { read: () => Promise.reject(outage) });
    await allSettled(cartPageOpened, { scope });
    expect(scope.getState($cartTotals)).toBeNull();
    expect(scope.getState($totalsReadFailed)).toBe(true);

    read.mockResolvedValueOnce(storeCartWith(2));
    await allSettled(cartPageOpened, { scope });
    expect(scope.getState($totalsReadFailed)).toBe(false);
    expect(scope.getState($cartTotals)?.total).toBe(3.98);
  });
});

describe('signing out lets go of the account basket', () => {
  const tokens = () => ['CART_HEADER', 'NONCE', 'NONCE_TIMESTAMP'].map((k) => localStorage.getItem(k));
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('CART_HEADER', 'cart-of-dee');
    localStorage.setItem('NONCE', 'n-1');
    localStorage.setItem('NONCE_TIMESTAMP', String(Date.now()));
  });

  it('forgets the cart tokens, empties the basket and reads it again as a visitor', async () => {
    const seenToken: (string | null)[] = [];
    const { scope, load } = scopeWith(
      { items: [line(2)], path: '/competition/details/x-3' },
      {
        load: async () => {
          seenToken.push(localStorage.getItem('CART_HEADER'));
          return [];
        },
      },
    );
    await allSettled(userSignedIn, { scope, params: user });
    load.mockClear();
    seenToken.length = 0;
    await allSettled(userSignedOut, { scope });
    expect(tokens()).toEqual([null, null, null]);
    expect(scope.getState($cartItems)).toEqual([]);
    expect(scope.getState($cartTotals)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    // The visitor's read goes out without the account's Cart-Token.
    expect(seenToken).toEqual([null]);
  });

  it("keeps a visitor's basket when the start-up session check fails (nobody was signed in)", async () => {
    const { scope, load } = scopeWith({ items: [line(2)] });
    await allSettled(userSignedOut, { scope });
    expect(tokens()).toEqual(['cart-of-dee', 'n-1', expect.any(String)]);
    expect(scope.getState($cartItems)).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('reads that started before a cart write', () => {
  it('drops an item read started by a sign-in that responds after an add', async () => {
    const { scope } = scopeWith(
      {},
      {
        load: async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return [];
        },
      },
    );
    const signIn = allSettled(userSignedIn, { scope, params: user });
    await allSettled(cartReplaced, { scope, params: storeCartWith(3) });
    await signIn;
    expect(scope.getState($cartItems)[0]?.quantity).toBe('3');
  });

  it('still applies a read started after the write', async () => {
    const { scope, load } = scopeWith();
    await allSettled(cartReplaced, { scope, params: storeCartWith(3) });
    load.mockResolvedValueOnce(storeCartWith(5).items);
    await allSettled(basketStarted, { scope });
    expect(scope.getState($cartItems)[0]?.quantity).toBe('5');
  });
});

describe('the path the reload rule looks at', () => {
  it('starts from the page address, so a start-up sign-in on the confirmation page does not reload', async () => {
    window.history.replaceState(null, '', '/confirmation?order_id=42');
    try {
      vi.resetModules();
      const shared = await import('@shop/shared/state');
      const fresh = await import('./model');
      const load = vi.fn(async () => []);
      const scope = fork({ handlers: [[fresh.loadItemsFx, load]] });
      expect(scope.getState(fresh.$pathname)).toBe('/confirmation');
      await allSettled(shared.userSignedIn, { scope, params: user });
      expect(load).not.toHaveBeenCalled();
    } finally {
      window.history.replaceState(null, '', '/');
    }
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

  it('clamps an increase past the maximum and says so in an info notice', async () => {
    const toasts: ToastRequest[] = [];
    toastRaised.watch((t) => toasts.push(t));
    const { scope, update } = scopeWith({ items: [line(4)] });
    await allSettled(quantityChanged, { scope, params: { key: 'k1', quantity: '20' } });
    expect(update).toHaveBeenCalledWith({ key: 'k1', quantity: 10, token: undefined });
    expect(toasts).toContainEqual({
      kind: 'info',
      message: 'Only 10 tickets available, 6 tickets have been added to your basket.',
    });
  });

  it('removes the line at quantity 0', async () => {
    const { scope } = scopeWith({ items: [line(4)] });
    await allSettled(quantityChanged, { scope, params: { key: 'k1', quantity: '0' } });
    expect(scope.getState($cartItems)).toEqual([]);
    expect(scope.getState($isDeleting)).toBe(false);
  });

  // This test used to expect the basket to stay exactly as it was after a 409. That left a stale
  // page (the line was gone on the server and could not be changed until a reload), so a failed
  // save now shows why and then shows the basket as the provider has it.
  it('shows why an update failed, then the basket as the provider has it', async () => {
    const toasts: ToastRequest[] = [];
    toastRaised.watch((t) => toasts.push(t));
    const failure = { type: 'http', status: 409, message: 'Cart item does not exist.', isRetryable: false };
    const { scope, read } = scopeWith(
      { items: [line(2), line(1, 'k2')] },
      { update: () => Promise.reject(failure), read: async () => storeCartWith(1, 'k2') },
    );
    await allSettled(quantityChanged, { scope, params: { key: 'k1', quantity: '3' } });
    expect(read).toHaveBeenCalledTimes(1);
    expect(scope.getState($cartItems).map((i) => i.key)).toEqual(['k2']);
    expect(scope.getState($isUpdating)).toBe(false);
    expect(toasts).toContainEqual({ kind: 'error', message: 'Cart item does not exist.' });
  });

  it('takes the cart a Store API error carries instead of reading it again', async () => {
    const failure = {
      type: 'http',
      status: 409,
      code: 'woocommerce_rest_cart_invalid_key',
      message: 'Cart item does not exist.',
      isRetryable: false,
      body: { code: 'woocommerce_rest_cart_invalid_key', data: { status: 409, cart: storeCartWith(4) } },
    };
    const { scope, read } = scopeWith({ items: [line(2)] }, { update: () => Promise.reject(failure) });
    await allSettled(quantityChanged, { scope, params: { key: 'k1', quantity: '3' } });
    expect(read).not.toHaveBeenCalled();
    expect(scope.getState($cartItems)[0]?.quantity).toBe('4');
    expect(scope.getState($cartTotals)?.total).toBe(7.96);
  });

  it('counts a refused or failed edit for its line, so the line shows the real quantity again', async () => {
    const failure = { type: 'network', message: 'The network is unreachable.', isRetryable: true };
    const { scope, update } = scopeWith(
      { items: [line(10)] },
      { update: () => Promise.reject(failure), read: async () => storeCartWith(10) },
    );
    // Refused: the per-person maximum of 10 is already in the basket.
    await allSettled(quantityChanged, { scope, params: { key: 'k1', quantity: '11' } });
    expect(update).not.toHaveBeenCalled();
    expect(scope.getState($editRefusals)).toEqual({ k1: 1 });
    // Failed: the provider could not be reached.
    await allSettled(quantityChanged, { scope, params: { key: 'k1', quantity: '8' } });
    expect(scope.getState($editRefusals)).toEqual({ k1: 2 });
    expect(scope.getState($cartItems)[0]?.quantity).toBe('10');
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
