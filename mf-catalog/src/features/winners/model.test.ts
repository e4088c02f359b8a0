import { clearQueryCaches, fakeHost } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getWinnerStatsFx, winnerStatsQuery } from '../../common/winnerStats';
import { getWinnersPageFx, winnersOpened, winnersQuery } from './model';

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

  it('names the page of each answer and reads the stats beside it', async () => {
    const scope = fork({
      handlers: [
        [getWinnersPageFx, async () => ({ success: true, data: [winner], total_pages: 2 })],
        [getWinnerStatsFx, async () => ({ totalPrizeValue: 1200, totalWinner: 9 })],
      ],
    });
    await allSettled(winnersOpened, { scope, params: 2 });
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
    await allSettled(winnersOpened, { scope, params: 1 });
    expect(scope.getState(winnerStatsQuery.$data)).toEqual({ totalPrizeValue: 1200 });
    expect(scope.getState(winnersQuery.$data)?.items).toMatchObject([winner]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[data\] winners: dropped data\[0\] \(kind: /));
  });
});
