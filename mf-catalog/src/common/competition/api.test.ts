import { clearQueryCaches, makeCompetition } from '@shop/provider-client/testing';
import { $user, userSignedOut } from '@shop/shared/state';
import { allSettled, fork, type Scope } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { competitionQuery, detailsOpened } from '../../features/competition-details/model';
import { listOpened } from '../../features/competitions/model';
import { homeReadsRequested } from '../../features/home/model';
import { fakeProvider, makeUser, pagedList } from '../../test/fake-provider';
import { appendItems, fetchEveryPage } from './api';

const one = () => ({ success: true, data: makeCompetition({ id: 7 }) });
const others = () => ({ success: true, data: [] });
const COMPETITION_CALLS = [
  'competition',
  'drawn_next_competition',
  'finished_soldout_competition',
  'featured_competition',
  'getcompetition',
  'getOtherComps',
];

/** Every competition read of the catalog, once, through the features' models. */
async function openEveryCompetitionRead(scope: Scope) {
  await allSettled(homeReadsRequested, { scope });
  await allSettled(detailsOpened, { scope, params: 7 });
  await allSettled(listOpened, {
    scope,
    params: { call: 'competition', body: { category: 'cash', page: 1, limit: 12 }, band: null },
  });
}

describe('competition calls (requirements §7): a token field in every body', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  const provider = () => {
    const calls = fakeProvider({
      competition: pagedList(3),
      drawn_next_competition: pagedList(3),
      finished_soldout_competition: pagedList(3),
      featured_competition: pagedList(3),
      getcompetition: one,
      getOtherComps: others,
      getsettings: () => ({ success: true, data: { main_competition: 7 } }),
    });
    return () => calls.filter((c) => COMPETITION_CALLS.includes(c.route.replace('/api/v1/', '')));
  };

  it("a visitor sends token ''", async () => {
    const competitionCalls = provider();
    await openEveryCompetitionRead(fork());
    expect(new Set(competitionCalls().map((c) => c.route.replace('/api/v1/', '')))).toEqual(new Set(COMPETITION_CALLS));
    for (const call of competitionCalls()) expect(call.body).toHaveProperty('token', '');
  });

  it('a signed-in customer sends their own token, read when the call leaves, and no key holds it', async () => {
    const competitionCalls = provider();
    const scope = fork({ values: [[$user, makeUser('user-token-1')]] });
    await openEveryCompetitionRead(scope);
    expect(competitionCalls().length).toBeGreaterThanOrEqual(COMPETITION_CALLS.length);
    for (const call of competitionCalls()) expect(call.body).toHaveProperty('token', 'user-token-1');
    expect(JSON.stringify(scope.getState(competitionQuery.__.$latestParams))).toBe('7');
    await allSettled(userSignedOut, { scope });
    await allSettled(detailsOpened, { scope, params: 7 });
    expect(competitionCalls().at(-1)?.body.token).toBe('');
  });

  it('getOtherComps, a list call, carries page 1', async () => {
    const competitionCalls = provider();
    await allSettled(detailsOpened, { scope: fork(), params: 7 });
    expect(competitionCalls().find((c) => c.route.endsWith('getOtherComps'))?.body).toEqual({
      token: '',
      id: 7,
      page: 1,
      limit: 4,
    });
  });
});

describe('fetchEveryPage', () => {
  it('reads past the provider cap of 100 a page, every page once', async () => {
    const calls = fakeProvider({ featured_competition: pagedList(230) });
    const list = await fetchEveryPage('featured_competition', { all: true }, '');
    expect(list.items).toHaveLength(230);
    expect(new Set(list.items.map((c) => c.id)).size).toBe(230);
    expect(list.total).toBe(230);
    expect(calls.map((c) => [c.body.page, c.body.limit])).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
  });

  it('one page is one request', async () => {
    const calls = fakeProvider({ featured_competition: pagedList(5) });
    expect((await fetchEveryPage('featured_competition', { all: true }, '')).items).toHaveLength(5);
    expect(calls).toHaveLength(1);
  });

  it('appendItems keeps an item that moved to the next page once', () => {
    const a = makeCompetition({ id: 1 });
    const b = makeCompetition({ id: 2 });
    expect(appendItems([a, b], [b, makeCompetition({ id: 3 })]).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
