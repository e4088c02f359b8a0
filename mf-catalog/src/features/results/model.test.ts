import { clearQueryCaches, fakeHost, makeCompetition } from '@shop/provider-client/testing';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  awaitingDrawQuery,
  drawResultsOpened,
  drawResultsQuery,
  getClosedCompetitionsFx,
  getDrawResultsFx,
  resultsOpened,
} from './model';

const result = {
  competition_id: 3,
  title: 'Car',
  image: '/c.svg',
  draw_date: '2026-11-01',
  winning_ticket: 17,
  winner_name: 'Sarah T.',
  seed: 'ab',
  commitment: 'cd',
  entries: 40,
};

describe('results queries', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('names the page each response is for, and lists closed competitions not drawn yet', async () => {
    const read = vi.fn(async () => ({ success: true, data: [result], total_pages: 3 }));
    const closed = [makeCompetition({ id: 1, status: 'drawn' }), makeCompetition({ id: 2, status: 'finished' })];
    const scope = fork({
      handlers: [
        [getDrawResultsFx, read],
        [getClosedCompetitionsFx, async () => ({ success: true, data: closed, total_pages: 1, total: 2 })],
      ],
    });
    await allSettled(drawResultsOpened, { scope, params: 2 });
    expect(scope.getState(drawResultsQuery.$data)).toMatchObject({ page: 2, items: [result], totalPages: 3 });
    expect(scope.getState(awaitingDrawQuery.$data)?.map((c) => c.id)).toEqual([2]);
    await allSettled(resultsOpened, { scope, params: 2 });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('shows a result without its seed (nothing to verify yet), and drops one without its competition (logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { seed: _seed, ...noSeed } = result;
    const { competition_id: _id, ...noCompetition } = result;
    fakeHost({ draw_results: () => ({ success: true, data: [noSeed, noCompetition] }) });
    const scope = fork();
    await allSettled(resultsOpened, { scope, params: 1 });
    expect(scope.getState(drawResultsQuery.$data)).toEqual({
      page: 1,
      request: 1,
      items: [{ ...noSeed, seed: '' }],
      totalPages: null,
      total: null,
      hasMore: false,
    });
    expect(warn).toHaveBeenCalledWith('[data] draw_results: dropped data[1] (competition_id: missing)');
  });
});
