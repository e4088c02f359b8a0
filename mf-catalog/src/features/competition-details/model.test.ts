import { $chosenCompetition, type AddToCartRequest, STORAGE_KEYS, addToCartRequested } from '@shop/shared';
import { makeCompetition } from '@shop/shared/testing';
import { allSettled, createStore, fork, sample } from 'effector';
import { beforeEach, describe, expect, it } from 'vitest';
import { $maxQuantity, $quantity, addToCartClicked, detailsLoaded, quantityChanged } from './model';
import { clampQuantity, maxQuantity, suggestedAmounts } from './quantity';

// Captures what reaches the contract event, as the basket's overlay would receive it.
const $requests = createStore<AddToCartRequest[]>([]);
sample({ clock: addToCartRequested, source: $requests, fn: (list, r) => [...list, r], target: $requests });

describe('details entry panel', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the smallest suggested amount that fits and stores the fetched competition', async () => {
    const scope = fork();
    const competition = makeCompetition({ id: 5, category: 'tech', max_ticket_per_user: 20 });
    await allSettled(detailsLoaded, { scope, params: { competition, suggested: [5, 10, 25] } });
    expect(scope.getState($quantity)).toBe(5);
    expect(scope.getState($chosenCompetition)).toEqual({ id: 5, category: 'tech' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.FETCHED_COMPETITION) ?? 'null')).toEqual({
      id: 5,
      category: 'tech',
    });
  });

  it('clamps the quantity to the per-person maximum and the tickets left', async () => {
    const scope = fork();
    const competition = makeCompetition({ max_ticket_per_user: 50, total_sell_tickets: 100, total_ticket_sold: 92 });
    await allSettled(detailsLoaded, { scope, params: { competition, suggested: [10, 25] } });
    expect(scope.getState($maxQuantity)).toBe(8);
    expect(scope.getState($quantity)).toBe(1);
    await allSettled(quantityChanged, { scope, params: 30 });
    expect(scope.getState($quantity)).toBe(8);
    await allSettled(quantityChanged, { scope, params: 0 });
    expect(scope.getState($quantity)).toBe(1);
  });

  it('add to cart fires the contract event with askQuestion: true and does no cart rules itself', async () => {
    const scope = fork();
    const competition = makeCompetition({ id: 9, comp_question: true });
    await allSettled(detailsLoaded, { scope, params: { competition, suggested: [] } });
    await allSettled(quantityChanged, { scope, params: 3 });
    await allSettled(addToCartClicked, { scope });
    expect(scope.getState($requests)).toEqual([{ competition, quantity: 3, askQuestion: true }]);
  });

  it('nothing is requested before a competition is loaded', async () => {
    const scope = fork();
    await allSettled(addToCartClicked, { scope });
    expect(scope.getState($requests)).toEqual([]);
  });
});

describe('quantity helpers', () => {
  it('suggested amounts from a list, JSON text or comma text; else the SUGGESTED_TICKETS key', () => {
    expect(suggestedAmounts([25, 5, 10, 5])).toEqual([5, 10, 25]);
    expect(suggestedAmounts('[5,10]')).toEqual([5, 10]);
    expect(suggestedAmounts('3, 6 ,x')).toEqual([3, 6]);
    expect(suggestedAmounts(undefined, '[2,4]')).toEqual([2, 4]);
    expect(suggestedAmounts(undefined, null)).toEqual([]);
  });

  it('max and clamp', () => {
    expect(
      maxQuantity(makeCompetition({ max_ticket_per_user: 10, total_sell_tickets: 100, total_ticket_sold: 0 })),
    ).toBe(10);
    expect(maxQuantity(makeCompetition({ total_sell_tickets: 100, total_ticket_sold: 100 }))).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(3.7, 5)).toBe(3);
  });
});
