import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import type { Competition } from '../entities';
import { type AddToCartRequest, addToCartReceived, addToCartRequested, basketListening } from './cart';

const competition = { id: 7, title: 'Tesla' } as unknown as Competition;
const request = (quantity: number): AddToCartRequest => ({ competition, quantity });

const unwatch: (() => void)[] = [];
afterEach(() => {
  for (const stop of unwatch.splice(0)) stop();
});

/** What mf-basket's flow is handed, in order. */
function received(): AddToCartRequest[] {
  const seen: AddToCartRequest[] = [];
  unwatch.push(addToCartReceived.watch((r) => seen.push(r)));
  return seen;
}

describe('add-to-cart requests made before the basket listens', () => {
  it('wait, then reach the basket once each, in order, when it starts listening', async () => {
    const scope = fork();
    const seen = received();
    await allSettled(addToCartRequested, { scope, params: request(1) });
    await allSettled(addToCartRequested, { scope, params: request(2) });
    expect(seen).toEqual([]);
    await allSettled(basketListening, { scope });
    expect(seen.map((r) => r.quantity)).toEqual([1, 2]);
    // Listening again (the overlay remounted) delivers nothing twice.
    await allSettled(basketListening, { scope });
    expect(seen.map((r) => r.quantity)).toEqual([1, 2]);
  });

  it('reach it at once when it already listens, without waiting', async () => {
    const scope = fork();
    const seen = received();
    await allSettled(basketListening, { scope });
    await allSettled(addToCartRequested, { scope, params: request(3) });
    expect(seen.map((r) => r.quantity)).toEqual([3]);
    await allSettled(basketListening, { scope });
    expect(seen.map((r) => r.quantity)).toEqual([3]);
  });
});
