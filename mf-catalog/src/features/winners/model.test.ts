import { clearQueryCaches, fakeHost } from '@shop/provider-client/testing';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getWinnerStatsFx, winnerStatsQuery } from '../../common/winnerStats';
import { getWinnersPageFx, winnersOpened, winnersQuery } from './model';
import { winnersHref, winnersViewOf } from './view';

const winner = {
  id: 5,
  name: 'Sam',
  prize: '£10',
  image: '/p.svg',
  competition_id: 1,
  competition_title: 'Car',
  ticket_number: 3,
  won_at: '2026-11-01',
  kind: 'draw',
};

describe('winners queries', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('names the page of each response and reads the stats beside it', async () => {
    const scope = fork({
      handlers: [
        [getWinnersPageFx, async () => ({ success: true, data: [winner], total_pages: 2 })],
        [getWinnerStatsFx, async () => ({ totalPrizeValue: 1200, totalWinner: 9 })],
      ],
    });
    await allSettled(winnersOpened, { scope, params: { page: 2, kind: '', sort: 'largest' } });
    expect(scope.getState(winnersQuery.$data)).toMatchObject({ page: 2, items: [winner], totalPages: 2 });
    expect(scope.getState(winnerStatsQuery.$data)).toEqual({ totalPrizeValue: 1200, totalWinner: 9 });
  });

  it('reads stats without a winner count (that figure shows a dash) and drops a win of an unknown kind (logged)', async () => {
    localStorage.clear();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeHost({
      winners: () => ({ success: true, data: [{ ...winner, kind: 'raffle' }, winner], total_pages: '1' }),
      get_realtime_winners_prize_value: () => ({ success: true, totalPrizeValue: '1200' }),
    });
    const scope = fork();
    await allSettled(winnersOpened, { scope, params: { page: 1, kind: '', sort: 'largest' } });
    expect(scope.getState(winnerStatsQuery.$data)).toEqual({ totalPrizeValue: 1200 });
    expect(scope.getState(winnersQuery.$data)?.items).toMatchObject([winner]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[data\] winners: dropped data\[0\] \(kind: /));
  });

  it('asks for the largest prizes first, of the kind chosen, and keeps the request with its rows', async () => {
    const read = vi.fn(async () => ({ success: true, data: [winner], total_pages: 1 }));
    fakeHost({ winners: read, get_realtime_winners_prize_value: () => ({ totalPrizeValue: 1, totalWinner: 1 }) });
    const scope = fork();
    await allSettled(winnersOpened, { scope, params: { page: 3, kind: 'instant', sort: 'largest' } });
    expect(read).toHaveBeenCalledWith(
      expect.objectContaining({ page: 3, limit: 12, kind: 'instant', sort: 'largest' }),
    );
    expect(scope.getState(winnersQuery.$data)).toMatchObject({
      page: 3,
      request: { page: 3, kind: 'instant', sort: 'largest' },
    });
    await allSettled(winnersOpened, { scope, params: { page: 1, kind: '', sort: 'recent' } });
    expect(read).toHaveBeenLastCalledWith(expect.not.objectContaining({ kind: expect.anything() }));
    expect(read).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'recent' }));
  });
});

describe('winners view in the address', () => {
  it('reads the kind and order from the address, anything unknown as the default', () => {
    expect(winnersViewOf(new URLSearchParams('kind=reward&sort=recent'), 2)).toEqual({
      page: 2,
      kind: 'reward',
      sort: 'recent',
    });
    expect(winnersViewOf(new URLSearchParams('kind=raffle&sort=oldest'), 1)).toEqual({
      page: 1,
      kind: '',
      sort: 'largest',
    });
  });

  it('writes the defaults out of the address, and round-trips the rest', () => {
    expect(winnersHref({ page: 1, kind: '', sort: 'largest' })).toBe('/winners_list');
    const href = winnersHref({ page: 4, kind: 'draw', sort: 'recent' });
    expect(href).toBe('/winners_list?kind=draw&sort=recent&page=4');
    expect(winnersViewOf(new URL(href, 'http://shop').searchParams, 4)).toEqual({
      page: 4,
      kind: 'draw',
      sort: 'recent',
    });
  });
});
