import { type Contract, createQuery, isInvalidDataError } from '@farfetched/core';
import type { UserDetails } from '@shop/shared';
import { $user, userSignedOut } from '@shop/shared/state';
import { allSettled, createEvent, createWatch, fork, sample } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDataCacheRules, UNUSED_DATA_MS } from './query-cache';
import { attachToken, SIGNED_OUT_MESSAGE } from './token';

// One model per test: the in-memory cache lives beside its query, so each test starts empty.

/** A query's own contract (farfetched's `{ isData, getErrorMessages }`): a thing has a title. */
const hasTitle = (raw: unknown): raw is { title: string } =>
  typeof raw === 'object' && raw !== null && typeof (raw as { title?: unknown }).title === 'string';
const thingContract: Contract<unknown, { title: string }> = {
  isData: hasTitle,
  getErrorMessages: (raw) => (hasTitle(raw) ? [] : ['title: missing']),
};
const saved = createEvent();

function makeModel(name: string) {
  const calls: { token: string; id: number }[] = [];
  const getThingFx = attachToken(async (token: string, id: number) => {
    calls.push({ token, id });
    return { title: `thing ${id}` } as unknown;
  });
  const thingQuery = createQuery({
    name,
    effect: getThingFx,
    contract: thingContract,
    mapData: ({ result }: { result: { title: string } }) => result.title,
  });
  applyDataCacheRules(thingQuery, { perUser: true, changedBy: saved });
  const pageOpened = createEvent<number>();
  sample({ clock: pageOpened, target: thingQuery.start });
  return { calls, getThingFx, thingQuery, pageOpened };
}

const signedIn = { token: 'secret-token-123', email: 'a@b.co.uk' } as UserDetails;
let counter = 0;
const fresh = () => makeModel(`test.thing.${++counter}`);

describe('the data layer (requirements §9: unused data kept 60 s, no refetch on mount)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('brings the token through attach, outside the params the cache key is made of', async () => {
    const { calls, thingQuery, pageOpened } = fresh();
    const scope = fork({ values: [[$user, signedIn]] });
    await allSettled(pageOpened, { scope, params: 7 });
    expect(calls).toEqual([{ token: 'secret-token-123', id: 7 }]);
    expect(scope.getState(thingQuery.$data)).toBe('thing 7');
    expect(JSON.stringify(scope.getState(thingQuery.__.$latestParams))).not.toContain('secret');
  });

  it('serves a second start within 60 s from the cache, and asks again after', async () => {
    const { calls, thingQuery, pageOpened } = fresh();
    const scope = fork({ values: [[$user, signedIn]] });
    await allSettled(pageOpened, { scope, params: 1 });
    await allSettled(pageOpened, { scope, params: 1 });
    expect(calls).toHaveLength(1);
    vi.advanceTimersByTime(UNUSED_DATA_MS + 1);
    await allSettled(pageOpened, { scope, params: 1 });
    expect(calls).toHaveLength(2);
    expect(scope.getState(thingQuery.$data)).toBe('thing 1');
  });

  it('finishes the query on a cached response too, so models can follow finished.success', async () => {
    const { thingQuery, pageOpened } = fresh();
    const scope = fork({ values: [[$user, signedIn]] });
    const finished: number[] = [];
    createWatch({ unit: thingQuery.finished.success, scope, fn: ({ params }) => finished.push(params) });
    await allSettled(pageOpened, { scope, params: 5 });
    await allSettled(pageOpened, { scope, params: 5 });
    expect(finished).toEqual([5, 5]);
  });

  it('keeps a different key per params', async () => {
    const { calls, pageOpened } = fresh();
    const scope = fork({ values: [[$user, signedIn]] });
    await allSettled(pageOpened, { scope, params: 1 });
    await allSettled(pageOpened, { scope, params: 2 });
    expect(calls.map((c) => c.id)).toEqual([1, 2]);
  });

  it('makes a response of the wrong shape an error, not data', async () => {
    const { getThingFx, thingQuery, pageOpened } = fresh();
    const scope = fork({
      values: [[$user, signedIn]],
      handlers: [[getThingFx, async () => ({ name: 'no title here' })]],
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await allSettled(pageOpened, { scope, params: 3 });
    expect(scope.getState(thingQuery.$data)).toBeNull();
    const error = scope.getState(thingQuery.$error);
    expect(isInvalidDataError({ error })).toBe(true);
    expect(JSON.stringify(error)).toContain('title: missing');
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('fails a read for the signed-in user when nobody is, and logs no token', async () => {
    const { calls, thingQuery, pageOpened } = fresh();
    const scope = fork();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await allSettled(pageOpened, { scope, params: 1 });
    expect(calls).toEqual([]);
    expect((scope.getState(thingQuery.$error) as Error).message).toBe(SIGNED_OUT_MESSAGE);
    expect(log.mock.calls.flat().join(' ')).not.toContain('secret');
    log.mockRestore();
  });

  it('asks again at once after a save that changes the response', async () => {
    const { calls, pageOpened } = fresh();
    const scope = fork({ values: [[$user, signedIn]] });
    await allSettled(pageOpened, { scope, params: 4 });
    await allSettled(saved, { scope });
    expect(calls.map((c) => c.id)).toEqual([4, 4]);
    await allSettled(pageOpened, { scope, params: 4 });
    expect(calls).toHaveLength(2);
  });

  it('drops the data and the cache when the user signs out', async () => {
    const { calls, thingQuery, pageOpened } = fresh();
    const scope = fork({ values: [[$user, signedIn]] });
    await allSettled(pageOpened, { scope, params: 1 });
    await allSettled(userSignedOut, { scope });
    expect(scope.getState(thingQuery.$data)).toBeNull();
    await allSettled($user, { scope, params: signedIn });
    await allSettled(pageOpened, { scope, params: 1 });
    expect(calls).toHaveLength(2);
  });
});
