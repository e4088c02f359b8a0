import type { UserDetails } from '@shop/shared';
import { $user, $userToken, userSignedIn, userSignedOut } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $balance,
  $entries,
  $hasMore,
  $loaded,
  $pointsPerPound,
  fetchPointsFx,
  loadMoreClicked,
  pointsLabel,
  pointsOpened,
} from './model';

const entry = (n: number) => ({ description: `e${n}`, date_display_human: 'today', type: 'order', points: n });
const page = (offset: number, count: number) => Array.from({ length: count }, (_, i) => entry(offset + i));

describe('points model', () => {
  it('loads the first 10, then Load More appends the next 10 until none remain', async () => {
    const fetch = vi.fn(async ({ offset }: { token: string; offset: number }) => ({
      points: 330,
      logs: page(offset, offset === 0 ? 10 : 2),
      totalLogs: 12,
    }));
    const scope = fork({ values: [[$user, { token: 'tok' } as UserDetails]], handlers: [[fetchPointsFx, fetch]] });
    expect(scope.getState($userToken)).toBe('tok');
    await allSettled(pointsOpened, { scope });
    expect(scope.getState($entries)).toHaveLength(10);
    expect(scope.getState($balance)).toBe(330);
    expect(scope.getState($hasMore)).toBe(true);
    await allSettled(loadMoreClicked, { scope });
    expect(fetch).toHaveBeenLastCalledWith({ token: 'tok', offset: 10 });
    expect(scope.getState($entries)).toHaveLength(12);
    expect(scope.getState($hasMore)).toBe(false);
  });

  it("keeps the shop's points rate for the page (what points take off at checkout)", async () => {
    const fetch = vi.fn(async () => ({ points: 5, logs: [], totalLogs: 0, pointsPerPound: 100 }));
    const scope = fork({ values: [[$user, { token: 'tok' } as UserDetails]], handlers: [[fetchPointsFx, fetch]] });
    expect(scope.getState($pointsPerPound)).toBeNull();
    await allSettled(pointsOpened, { scope });
    expect(scope.getState($pointsPerPound)).toBe(100);
  });

  it('a failed read is logged and leaves the empty state', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scope = fork({
      values: [[$user, { token: 'tok' } as UserDetails]],
      handlers: [[fetchPointsFx, async () => Promise.reject(new Error('down'))]],
    });
    await allSettled(pointsOpened, { scope });
    expect(scope.getState($loaded)).toBe(true);
    expect(scope.getState($entries)).toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('signing out forgets the list, and a failed reopen does not bring it back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    const fetch = vi.fn(async () => {
      if (fail) throw new Error('down');
      return { points: 330, logs: page(0, 3), totalLogs: 3 };
    });
    const scope = fork({ values: [[$user, { token: 'first' } as UserDetails]], handlers: [[fetchPointsFx, fetch]] });
    await allSettled(pointsOpened, { scope });
    expect(scope.getState($balance)).toBe(330);
    await allSettled(userSignedOut, { scope });
    expect(scope.getState($entries)).toEqual([]);
    expect(scope.getState($balance)).toBe(0);
    fail = true;
    await allSettled(userSignedIn, { scope, params: { token: 'second' } as UserDetails });
    await allSettled(pointsOpened, { scope });
    expect(scope.getState($entries)).toEqual([]);
    expect(scope.getState($balance)).toBe(0);
    error.mockRestore();
  });
});

describe('pointsLabel (sign rule)', () => {
  it('shows order-redeem unsigned and others with a plus', () => {
    expect(pointsLabel({ type: 'order-redeem', points: 150 })).toBe('150');
    expect(pointsLabel({ type: 'order-redeem', points: -150 })).toBe('-150');
    expect(pointsLabel({ type: 'welcome-bonus', points: 250 })).toBe('+250');
  });
});
