import { clearQueryCaches, fakeHost, makeCompetition } from '@shop/provider-client/testing';
import { allSettled, createStore, fork, sample } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getHowItWorksFx } from '../../common/howItWorks';
import { getSiteSettingsFx } from '../../common/settings';
import {
  $competition,
  $competitionFailed,
  $otherComps,
  $quantity,
  competitionQuery,
  DETAILS_FIRST_VIEW,
  detailsLeft,
  detailsOpened,
  getCompetitionFx,
  getOtherCompsFx,
} from './model';

// The details page's reads (docs/adr/007-one-data-layer.md): the model starts them from
// detailsOpened and feeds the entry panel itself; no view copies a response into a store.

const respondWith = (data: unknown) => async () => ({ success: true, data });

function scopeWith(competition: unknown, settings: unknown = { suggested_tickets: [5, 10] }) {
  return fork({
    handlers: [
      // A handler in place of an attached effect gets its source (the token), then what attach
      // hands on: the params beside the token.
      [
        getCompetitionFx,
        async (_token: unknown, { params: id }: { params: number }) => ({
          success: true,
          data: competition ?? makeCompetition({ id }),
        }),
      ],
      [getOtherCompsFx, respondWith([makeCompetition({ id: 2 })])],
      [getSiteSettingsFx, async () => settings],
      [getHowItWorksFx, respondWith({ title: 'How', steps: [] })],
    ],
  });
}

describe('details reads', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('opens the competition with the suggested amounts of the settings, and its recommendations', async () => {
    const scope = scopeWith(null);
    await allSettled(detailsOpened, { scope, params: 5 });
    expect(scope.getState($competition)?.id).toBe(5);
    expect(scope.getState($quantity)).toBe(5);
    expect(scope.getState($otherComps)?.map((c) => c.id)).toEqual([2]);
  });

  it('a prize without its ticket numbers shows with none; one without a title is dropped, not the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const prizes = [{ id: 1, title: 'Prize' }, { id: 2 }];
    fakeHost({
      getcompetition: () => ({ success: true, data: { ...makeCompetition({ id: 5 }), instant_wins: prizes } }),
    });
    const scope = fork({
      handlers: [
        [getOtherCompsFx, respondWith([])],
        [getSiteSettingsFx, async () => ({ suggested_tickets: [] })],
        [getHowItWorksFx, respondWith({ title: 'How', steps: [] })],
      ],
    });
    await allSettled(detailsOpened, { scope, params: 5 });
    expect(scope.getState($competitionFailed)).toBe(false);
    expect(scope.getState($competition)?.instant_wins).toEqual([
      { id: 1, title: 'Prize', type: 'prize', value: 0, image: '', ticket_numbers: [], won: [] },
    ]);
  });

  it('a response without the competition is a failed read, not a competition', async () => {
    fakeHost({ getcompetition: () => ({ success: true, data: { id: 5, title: 'No price' } }) });
    const scope = fork({
      handlers: [
        [getOtherCompsFx, respondWith([])],
        [getSiteSettingsFx, async () => ({ suggested_tickets: [] })],
        [getHowItWorksFx, respondWith({ title: 'How', steps: [] })],
      ],
    });
    await allSettled(detailsOpened, { scope, params: 5 });
    expect(scope.getState($competition)).toBeNull();
    expect(scope.getState($competitionFailed)).toBe(true);
    expect(JSON.stringify(scope.getState(competitionQuery.$error))).toContain('data.price_per_ticket: missing');
  });

  it('keeps another competition off screen while the next one loads, and forgets all on leaving', async () => {
    const scope = scopeWith(null);
    await allSettled(detailsOpened, { scope, params: 5 });
    await allSettled(detailsLeft, { scope });
    expect(scope.getState($competition)).toBeNull();
    expect(scope.getState($otherComps)).toBeNull();
    await allSettled(detailsOpened, { scope, params: 6 });
    expect(scope.getState($competition)?.id).toBe(6);
  });

  it("the first view's steps read once, a task each; the page's own start then asks nothing, a Try again does", async () => {
    // Every start of the competition's query, answered from the cache or not.
    const $starts = createStore(0);
    sample({ clock: competitionQuery.start, source: $starts, fn: (n) => n + 1, target: $starts });
    const scope = scopeWith(null);
    // The page opened, then its four reads, each a step of its own.
    expect(DETAILS_FIRST_VIEW).toHaveLength(5);
    for (const unit of DETAILS_FIRST_VIEW) await allSettled(unit, { scope, params: 7 });
    expect(scope.getState($competition)?.id).toBe(7);
    expect(scope.getState($starts)).toBe(1);
    // The page's own start right after hydrating: nothing asked again.
    await allSettled(detailsOpened, { scope, params: 7 });
    expect(scope.getState($starts)).toBe(1);
    // Try again (or any later open) asks as usual.
    await allSettled(detailsOpened, { scope, params: 7 });
    expect(scope.getState($starts)).toBe(2);
  });
});
