import { makeCompetition } from '@shop/provider-client/testing';
import { STORAGE_KEYS, type TicketRecord } from '@shop/shared';
import { $chosenCompetition, type AddToCartRequest, addToCartRequested, ticketsLoaded } from '@shop/shared/state';
import { allSettled, createStore, fork, sample } from 'effector';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $held,
  $maxQuantity,
  $quantity,
  $quantityHint,
  addToCartClicked,
  detailsLeft,
  detailsLoaded,
  quantityChanged,
} from './model';
import { maxQuantity, quantityHint, suggestedAmounts, wholeQuantity } from './quantity';

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

  it("bounds the allowance by the signed-in shopper's own tickets (maxed out)", async () => {
    const scope = fork();
    const competition = makeCompetition({
      id: 9,
      max_ticket_per_user: 50,
      total_sell_tickets: 1000,
      total_ticket_sold: 0,
    });
    await allSettled(detailsLoaded, { scope, params: { competition, suggested: [25, 40] } });
    expect(scope.getState($quantity)).toBe(25);
    const bought = [{ competition_id: 9, ticket_numbers: Array.from({ length: 30 }, (_, i) => i + 1) }];
    await allSettled(ticketsLoaded, { scope, params: bought as unknown as TicketRecord[] });
    expect(scope.getState($held)).toBe(30);
    expect(scope.getState($maxQuantity)).toBe(20);
    expect(scope.getState($quantityHint)).toBe('Up to 20 tickets for this entry.');
    // Not chosen yet: the default follows the allowance rather than offering 25 of 20.
    expect(scope.getState($quantity)).toBe(1);
  });

  it('keeps a typed number over the tickets left and asks the basket for it (the basket says what it added)', async () => {
    const scope = fork();
    const competition = makeCompetition({ max_ticket_per_user: 50, total_sell_tickets: 100, total_ticket_sold: 92 });
    await allSettled(detailsLoaded, { scope, params: { competition, suggested: [10, 25] } });
    expect(scope.getState($maxQuantity)).toBe(8);
    expect(scope.getState($quantity)).toBe(1);
    await allSettled(quantityChanged, { scope, params: 30 });
    expect(scope.getState($quantity)).toBe(30);
    await allSettled(addToCartClicked, { scope });
    expect(scope.getState($requests).at(-1)).toEqual({ competition, quantity: 30, askQuestion: true });
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

  it('settings arriving after the competition keep the chosen quantity and do not re-record it', async () => {
    const scope = fork();
    const competition = makeCompetition({ id: 5, category: 'tech', max_ticket_per_user: 20 });
    await allSettled(detailsLoaded, { scope, params: { competition, suggested: [] } });
    await allSettled(quantityChanged, { scope, params: 7 });
    localStorage.setItem(STORAGE_KEYS.FETCHED_COMPETITION, JSON.stringify({ id: 99, category: 'marker' }));
    // The same competition again: site settings (suggested amounts) came later, or a refetch.
    await allSettled(detailsLoaded, { scope, params: { competition: { ...competition }, suggested: [5, 10] } });
    expect(scope.getState($quantity)).toBe(7);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.FETCHED_COMPETITION) ?? 'null')).toEqual({
      id: 99,
      category: 'marker',
    });
    // Fresh data that allows fewer tickets leaves the choice alone: the basket reduces it and says so.
    await allSettled(detailsLoaded, {
      scope,
      params: { competition: { ...competition, max_ticket_per_user: 4 }, suggested: [5, 10] },
    });
    expect(scope.getState($quantity)).toBe(7);
  });

  it('starts from the same amount whichever response came first, so the server and the browser agree', async () => {
    const competition = makeCompetition({ id: 5, max_ticket_per_user: 20 });
    const settingsFirst = fork();
    await allSettled(detailsLoaded, { scope: settingsFirst, params: { competition, suggested: [5, 10] } });
    const competitionFirst = fork();
    await allSettled(detailsLoaded, { scope: competitionFirst, params: { competition, suggested: [] } });
    await allSettled(detailsLoaded, { scope: competitionFirst, params: { competition, suggested: [5, 10] } });
    expect(competitionFirst.getState($quantity)).toBe(settingsFirst.getState($quantity));
    expect(competitionFirst.getState($quantity)).toBe(5);
  });

  it('another competition, or the same one on a later visit, starts afresh', async () => {
    const scope = fork();
    const first = makeCompetition({ id: 5, category: 'tech', max_ticket_per_user: 20 });
    await allSettled(detailsLoaded, { scope, params: { competition: first, suggested: [2] } });
    await allSettled(quantityChanged, { scope, params: 9 });
    const second = makeCompetition({ id: 6, category: 'cars', max_ticket_per_user: 20 });
    await allSettled(detailsLoaded, { scope, params: { competition: second, suggested: [3] } });
    expect(scope.getState($quantity)).toBe(3);
    expect(scope.getState($chosenCompetition)).toEqual({ id: 6, category: 'cars' });
    await allSettled(quantityChanged, { scope, params: 9 });
    await allSettled(detailsLeft, { scope });
    await allSettled(detailsLoaded, { scope, params: { competition: second, suggested: [3] } });
    expect(scope.getState($quantity)).toBe(3);
  });

  it('a hidden ticket count is not revealed by the maximum or the hint', async () => {
    const scope = fork();
    // 8 left, 50 per person: showing 8 anywhere would tell how many are left.
    const competition = makeCompetition({
      hide_ticket_count: true,
      max_ticket_per_user: 50,
      total_sell_tickets: 100,
      total_ticket_sold: 92,
    });
    await allSettled(detailsLoaded, { scope, params: { competition, suggested: [10, 25] } });
    expect(scope.getState($maxQuantity)).toBe(50);
    expect(scope.getState($quantityHint)).toBe('Up to 50 tickets per person.');
    expect(scope.getState($quantity)).toBe(10);
    await allSettled(quantityChanged, { scope, params: 30 });
    expect(scope.getState($quantity)).toBe(30);
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

  it('max, and whole numbers of at least one', () => {
    expect(
      maxQuantity(makeCompetition({ max_ticket_per_user: 10, total_sell_tickets: 100, total_ticket_sold: 0 })),
    ).toBe(10);
    expect(maxQuantity(makeCompetition({ total_sell_tickets: 100, total_ticket_sold: 100 }))).toBe(1);
    expect(wholeQuantity(Number.NaN)).toBe(1);
    expect(wholeQuantity(3.7)).toBe(3);
    expect(wholeQuantity(-2)).toBe(1);
    expect(wholeQuantity(40)).toBe(40);
  });

  it('hint: tickets left only when the count is shown', () => {
    const base = { max_ticket_per_user: 50, total_sell_tickets: 100, total_ticket_sold: 99 };
    expect(quantityHint(makeCompetition(base))).toBe('Up to 1 ticket for this entry.');
    expect(quantityHint(makeCompetition({ ...base, hide_ticket_count: true }))).toBe('Up to 50 tickets per person.');
    expect(quantityHint(makeCompetition({ ...base, hide_ticket_count: true, max_ticket_per_user: 0 }))).toBe(
      'Choose how many tickets you would like.',
    );
    expect(maxQuantity(makeCompetition({ ...base, hide_ticket_count: true, max_ticket_per_user: 0 }))).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
