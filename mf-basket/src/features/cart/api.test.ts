import { callProvider } from '@shop/provider-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addItem, NONCE_MAX_AGE_MS, readItems, storedNonce } from './api';

vi.mock('@shop/provider-client', async (original) => ({
  ...(await original<typeof import('@shop/provider-client')>()),
  callProvider: vi.fn(),
}));
const call = vi.mocked(callProvider);

const cartResponse = (nonce: string) => ({
  ok: true as const,
  status: 200,
  data: { items: [] },
  headers: { nonce, 'cart-token': 'cart-1' },
});

describe('store nonce and cart token', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T08:00:00Z'));
    call.mockReset();
    call.mockImplementation(
      async (name) =>
        (name === 'cart' ? cartResponse('nonce-a') : { ok: true, status: 200, data: [], headers: {} }) as never,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('reads the nonce and cart token from GET cart and keeps them with a timestamp', async () => {
    await readItems();
    expect(call.mock.calls.map((c) => c[0])).toEqual(['cart', 'cartItems']);
    expect(localStorage.getItem('NONCE')).toBe('nonce-a');
    expect(localStorage.getItem('NONCE_TIMESTAMP')).toBe(String(Date.now()));
    expect(localStorage.getItem('CART_HEADER')).toBe('cart-1');
    expect(call.mock.calls[1]?.[2]).toEqual({ headers: { 'Cart-Token': 'cart-1', Nonce: 'nonce-a' } });
  });

  it('reuses the nonce for just under 11 hours and refreshes it at 11 hours', async () => {
    await readItems();
    call.mockClear();
    vi.advanceTimersByTime(NONCE_MAX_AGE_MS - 1);
    expect(storedNonce()).toBe('nonce-a');
    await readItems();
    expect(call.mock.calls.map((c) => c[0])).toEqual(['cartItems']);

    call.mockClear();
    call.mockImplementation(
      async (name) =>
        (name === 'cart' ? cartResponse('nonce-b') : { ok: true, status: 200, data: [], headers: {} }) as never,
    );
    vi.advanceTimersByTime(1);
    expect(storedNonce()).toBeNull();
    await readItems();
    expect(call.mock.calls.map((c) => c[0])).toEqual(['cart', 'cartItems']);
    expect(localStorage.getItem('NONCE')).toBe('nonce-b');
  });

  it('sends Nonce and Cart-Token on add-item and keeps the cart_header of the response', async () => {
    await readItems();
    call.mockImplementation(
      async () => ({ ok: true, status: 201, data: { items: [], cart_header: 'cart-2' }, headers: {} }) as never,
    );
    await addItem({ id: 5, quantity: 2, answer: 'Edinburgh' });
    const [name, body, options] = call.mock.calls.at(-1) ?? [];
    expect(name).toBe('cartAddItem');
    expect(body).toEqual({ id: 5, quantity: 2, answer: 'Edinburgh', nonce: 'nonce-a', cart_header: 'cart-1' });
    expect(options).toEqual({ headers: { 'Cart-Token': 'cart-1', Nonce: 'nonce-a' } });
    expect(localStorage.getItem('CART_HEADER')).toBe('cart-2');
  });

  it('throws the typed error of a failed call', async () => {
    call.mockImplementation(
      async () => ({ ok: false, error: { type: 'http', status: 500, message: 'boom', isRetryable: true } }) as never,
    );
    await expect(readItems()).rejects.toMatchObject({ status: 500 });
  });
});
