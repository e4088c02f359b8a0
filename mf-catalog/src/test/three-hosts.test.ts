import { clearQueryCaches, HOST_SHAPES } from '@shop/provider-client/testing';
import { userSignedIn } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { howItWorksQuery } from '../common/howItWorks';
import { siteSettingsQuery } from '../common/settings';
import { winnerStatsQuery } from '../common/winnerStats';
import { claimablePrizesQuery, claimPageOpened } from '../features/claim-prize/model';
import { $competition, $otherComps, detailsOpened } from '../features/competition-details/model';
import { $listPage, listOpened } from '../features/competitions/model';
import { drawProofOpened, drawProofQuery } from '../features/draw-proof/model';
import { postalRouteOpened, postalRouteQuery } from '../features/free-postal-route/model';
import { $homeRows, $slides, finishedQuery, homeReadsRequested } from '../features/home/model';
import {
  instantWinCompetitionsQuery,
  instantWinnersQuery,
  instantWinsOpened,
  prizesLeft,
} from '../features/instant-wins/model';
import { awaitingDrawQuery, drawResultsOpened, drawResultsQuery } from '../features/results/model';
import { winnersOpened, winnersQuery } from '../features/winners/model';
import { host } from './host-responses';

// Every catalog screen's data from three hosts: our provider's responses, the same in the
// spec's minimal shape (every optional field left out) and as a PHP host types them (numbers and
// ids as text, flags "0"/"1", empty lists left out, fields of its own). The responses go through the
// shared client and its check (fakeHost sits below it), as in the browser and the server render.

describe.each(HOST_SHAPES)('the catalog read from a host responding in the %s shape', (shape) => {
  beforeEach(async () => {
    await clearQueryCaches();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    host(shape);
  });

  it('home: slides, rows, finished, how it works and the stats', async () => {
    const scope = fork();
    await allSettled(homeReadsRequested, { scope });
    const slides = scope.getState($slides).map((c) => c.id);
    // The main competition is a site setting: the minimal host names none, so featured ones lead.
    expect(slides).toEqual(shape === 'minimal' ? [1, 2, 3, 4, 5, 6] : [2, 1, 3, 4, 5, 6]);
    expect(scope.getState($slides)[0]?.price_per_ticket).toBe(1.49);
    expect(scope.getState($homeRows)?.everyone.length).toBeGreaterThan(0);
    expect(scope.getState(finishedQuery.$data)?.items.map((c) => c.title)).toEqual(['Finished Car']);
    expect(scope.getState(siteSettingsQuery.$data)?.suggested_tickets).toEqual(shape === 'minimal' ? [] : [5, 10, 25]);
    expect(scope.getState(howItWorksQuery.$data)).toEqual(
      shape === 'minimal'
        ? { title: 'How it works', steps: [] }
        : { title: 'How to play', steps: [{ title: 'Pick', text: 'Choose a prize' }] },
    );
    expect(scope.getState(winnerStatsQuery.$data)).toEqual(
      shape === 'minimal' ? {} : { totalPrizeValue: 12500.5, totalWinner: 42 },
    );
  });

  it('a list page: its items, and paging that degrades when the host gives no count', async () => {
    const scope = fork();
    await allSettled(listOpened, {
      scope,
      params: { call: 'competition', body: { category: 'cash', page: 2, limit: 12 }, band: null },
    });
    const page = scope.getState($listPage);
    expect(page?.items.map((c) => c.id)).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(page?.items[0]).toMatchObject({ title: 'Competition 13', price_per_ticket: 1.49, total_sell_tickets: 500 });
    if (shape === 'minimal') expect(page).toMatchObject({ totalPages: null, total: null, hasMore: true });
    else expect(page).toMatchObject({ totalPages: 3, total: 30, hasMore: false });
  });

  it('a details page: the competition, its prizes and the recommendations', async () => {
    const scope = fork();
    await allSettled(detailsOpened, { scope, params: 1 });
    const c = scope.getState($competition);
    expect(c).toMatchObject({ id: 1, title: 'Competition 1', price_per_ticket: 1.49, competition_product_id: 1001 });
    expect(c?.instant_wins.map((p) => p.title)).toEqual(['£10 site credit']);
    expect(c?.hide_timer).toBe(shape !== 'minimal');
    expect(c?.max_ticket_per_user).toBe(shape === 'minimal' ? 500 : 50);
    expect(scope.getState($otherComps)?.map((o) => o.id)).toEqual([2, 3, 4, 5]);
    await allSettled(drawProofOpened, { scope, params: 1 });
    expect(scope.getState(drawProofQuery.$data)).toMatchObject({ competition_id: 1, commitment: 'cd'.repeat(32) });
  });

  it('instant wins: the competitions with instant prizes and the recent instant winners', async () => {
    const scope = fork();
    await allSettled(instantWinsOpened, { scope });
    const comps = scope.getState(instantWinCompetitionsQuery.$data) ?? [];
    expect(comps.map((c) => c.id)).toEqual([1]);
    // The minimal host sends no ticket numbers: none left to show rather than a broken page.
    expect(prizesLeft(comps)).toBe(shape === 'minimal' ? 0 : 2);
    const winners = scope.getState(instantWinnersQuery.$data) ?? [];
    // Without `kind` a win counts as a draw's, so the minimal host shows no instant winners.
    expect(winners.map((w) => w.id)).toEqual(shape === 'minimal' ? [] : [5]);
  });

  it('results, winners, claimable prizes and the free postal route', async () => {
    const scope = fork();
    await allSettled(drawResultsOpened, { scope, params: 1 });
    expect(scope.getState(drawResultsQuery.$data)?.items).toEqual([
      expect.objectContaining({ competition_id: 90, title: 'Finished Car' }),
    ]);
    expect(scope.getState(awaitingDrawQuery.$data)?.map((c) => c.id)).toEqual([90]);
    await allSettled(winnersOpened, { scope, params: { page: 1, kind: '', sort: 'largest' } });
    expect(scope.getState(winnersQuery.$data)?.items.map((w) => [w.id, w.prize])).toEqual([
      [5, '£10 site credit'],
      [6, '£10 site credit'],
    ]);
    await allSettled(userSignedIn, { scope, params: { token: 'tok', first_name: 'Ada' } as never });
    await allSettled(claimPageOpened, { scope });
    expect(scope.getState(claimablePrizesQuery.$data)).toEqual([
      expect.objectContaining({ win_id: 4, prize: 'Watch', claimed: false }),
    ]);
    await allSettled(postalRouteOpened, { scope });
    expect(scope.getState(postalRouteQuery.$data)?.address).toBe(
      shape === 'minimal' ? '' : 'Prize Draw UK, 1 High St, London',
    );
  });
});
