import { userSignedIn, userSignedOut } from '@shop/shared';
import { makeCompetition } from '@shop/shared/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchCompetition, fetchOtherComps } from '../../features/competition-details/api';
import { fetchMainCompetition } from '../../features/home/api';
import { fakeProvider, makeUser, pagedList } from '../../test/fake-provider';
import { appendItems, fetchCompetitionPage, fetchEveryPage, listKey } from './api';

const one = () => ({ success: true, data: makeCompetition({ id: 7 }) });
const others = () => ({ success: true, data: [] });

/** Every competition call of the catalog, once. */
async function callEveryCompetitionCall() {
  await fetchCompetitionPage('competition', { category: 'cash', page: 1, limit: 12 });
  await fetchCompetitionPage('drawn_next_competition', { page: 1, limit: 4 });
  await fetchCompetitionPage('finished_soldout_competition', { page: 1, limit: 4 });
  await fetchCompetitionPage('featured_competition', { all: true, page: 1, limit: 8 });
  await fetchCompetition(7);
  await fetchMainCompetition(7);
  await fetchOtherComps(7);
}

describe('competition calls (spec section 7): a token field in every body', () => {
  afterEach(() => userSignedOut());

  const provider = () =>
    fakeProvider({
      competition: pagedList(3),
      drawn_next_competition: pagedList(3),
      finished_soldout_competition: pagedList(3),
      featured_competition: pagedList(3),
      getcompetition: one,
      getOtherComps: others,
    });

  it("a visitor sends token ''", async () => {
    const calls = provider();
    await callEveryCompetitionCall();
    expect(calls.map((c) => c.route.replace('/api/v1/', ''))).toEqual([
      'competition',
      'drawn_next_competition',
      'finished_soldout_competition',
      'featured_competition',
      'getcompetition',
      'getcompetition',
      'getOtherComps',
    ]);
    for (const call of calls) expect(call.body).toHaveProperty('token', '');
  });

  it('a signed-in customer sends their own token, read when the call leaves', async () => {
    const calls = provider();
    userSignedIn(makeUser('user-token-1'));
    await callEveryCompetitionCall();
    for (const call of calls) expect(call.body).toHaveProperty('token', 'user-token-1');
    userSignedOut();
    await fetchCompetition(7);
    expect(calls.at(-1)?.body.token).toBe('');
  });

  it('getOtherComps, a list call, carries page 1', async () => {
    const calls = provider();
    await fetchOtherComps(7);
    expect(calls[0]?.body).toEqual({ token: '', id: 7, page: 1, limit: 4 });
  });

  it('cache keys never hold the token', () => {
    userSignedIn(makeUser('secret-token'));
    expect(listKey('competition', { category: 'cash', page: 2, limit: 12 })).toBe(
      'catalog:competition:{"category":"cash","page":2,"limit":12}',
    );
  });
});

describe('fetchEveryPage', () => {
  it('reads past the provider cap of 100 a page, every page once', async () => {
    const calls = fakeProvider({ featured_competition: pagedList(230) });
    const list = await fetchEveryPage('featured_competition', { all: true });
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
    expect((await fetchEveryPage('featured_competition', { all: true })).items).toHaveLength(5);
    expect(calls).toHaveLength(1);
  });

  it('appendItems keeps an item that moved to the next page once', () => {
    const a = makeCompetition({ id: 1 });
    const b = makeCompetition({ id: 2 });
    expect(appendItems([a, b], [b, makeCompetition({ id: 3 })]).map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
