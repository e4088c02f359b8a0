import { clearQueryCaches } from '@shop/provider-client/testing';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { priceBandBySlug } from '../../common/competition';
import { fakeProvider, pagedList } from '../../test/fake-provider';
import { $listFailed, $listPage, listOpened } from './model';

const page = (n: number) => ({
  call: 'competition' as const,
  body: { category: 'cash', page: n, limit: 12 },
  band: null,
});

describe('competition list reads', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows only the page asked for; items that cannot be read are left out (logged), and a refusal is a failed read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = pagedList(30);
    let response: 'list' | 'unreadable' | 'refused' = 'list';
    fakeProvider({
      competition: (body) =>
        response === 'list'
          ? list(body)
          : response === 'unreadable'
            ? { success: true, data: [{ id: 1 }] }
            : { success: false, error: 'Unknown category.' },
    });
    const scope = fork();
    await allSettled(listOpened, { scope, params: page(2) });
    expect(scope.getState($listPage)?.items.map((c) => c.id)).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    response = 'unreadable';
    await allSettled(listOpened, { scope, params: page(3) });
    expect(scope.getState($listPage)?.items).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[data\] competition: dropped data\[0\] \(price_per_ticket: missing/),
    );
    response = 'refused';
    await allSettled(listOpened, { scope, params: page(4) });
    expect(scope.getState($listPage)).toBeNull();
    expect(scope.getState($listFailed)).toBe(true);
  });

  it('a price band reads every page once and pages over the competitions in the band', async () => {
    const calls = fakeProvider({ competition: pagedList(130) });
    const band = priceBandBySlug('1-to-1-99');
    expect(band).not.toBeNull();
    const scope = fork();
    await allSettled(listOpened, { scope, params: { ...page(1), band } });
    await allSettled(listOpened, { scope, params: { ...page(2), band } });
    expect(calls.map((c) => c.body.page)).toEqual([1, 2]);
    expect(scope.getState($listPage)?.total).toBe(130);
  });
});
