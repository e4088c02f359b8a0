import { clearQueryCaches, fakeHost, makeCompetition } from '@shop/provider-client/testing';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getLiveCompetitionsFx,
  getWinnersFx,
  instantWinCompetitionsQuery,
  instantWinnersQuery,
  instantWinsOpened,
  prizesLeft,
} from './model';

const prize = { id: 1, title: '£10', type: 'cash', value: 10, image: '/p.svg', ticket_numbers: [3, 4], won: [] };
const withPrize = makeCompetition({ id: 1, enable_instant_wins: true, instant_wins: [prize] });
const plain = makeCompetition({ id: 2 });
const winner = {
  id: 5,
  name: 'Sam',
  prize: '£10',
  image: '/p.svg',
  competition_id: 1,
  competition_title: 'Car',
  ticket_number: 3,
  won_at: '2026-11-01',
};

function open(live: unknown, winners: unknown) {
  const scope = fork({
    handlers: [
      [getLiveCompetitionsFx, async () => live],
      [getWinnersFx, async () => winners],
    ],
  });
  return allSettled(instantWinsOpened, { scope }).then(() => scope);
}

describe('instant-win page model', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('lists the live instant-win competitions and the recent instant winners', async () => {
    const scope = await open([withPrize, plain], {
      success: true,
      data: [
        { ...winner, kind: 'instant' },
        { ...winner, id: 6, kind: 'draw' },
      ],
      total_pages: 1,
    });
    expect(scope.getState(instantWinCompetitionsQuery.$data)?.map((c) => c.id)).toEqual([1]);
    expect(scope.getState(instantWinnersQuery.$data)?.map((w) => w.id)).toEqual([5]);
    expect(prizesLeft(scope.getState(instantWinCompetitionsQuery.$data) ?? [])).toBe(2);
  });

  it('shows, not crashes on, a prize without ticket_numbers or won: none left and none won', async () => {
    const { ticket_numbers: _n, ...noNumbers } = prize;
    const { won: _w, ...noWon } = prize;
    fakeHost({
      featured_competition: () => ({ success: true, data: [{ ...withPrize, instant_wins: [noNumbers, noWon] }] }),
      winners: () => ({ success: true, data: [] }),
    });
    const scope = fork();
    await allSettled(instantWinsOpened, { scope });
    const [listed] = scope.getState(instantWinCompetitionsQuery.$data) ?? [];
    expect(listed?.instant_wins.map((p) => [p.ticket_numbers, p.won])).toEqual([
      [[], []],
      [[3, 4], []],
    ]);
    expect(prizesLeft(scope.getState(instantWinCompetitionsQuery.$data) ?? [])).toBe(2);
  });
});
