import { callProviderOrThrow } from '@shop/provider-client';
import type { PointsLogEntry } from '@shop/shared';
import { $userToken, userSignedOut } from '@shop/shared/state';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const POINTS_PAGE_SIZE = 10;

export const pointsOpened = createEvent();
export const loadMoreClicked = createEvent();

export const fetchPointsFx = createEffect(async ({ token, offset }: { token: string; offset: number }) => {
  const response = await callProviderOrThrow('points', { token, offset, limit: POINTS_PAGE_SIZE });
  if (!response.success) throw new Error(response.error);
  return {
    points: response.points,
    logs: response.logs,
    // Without totalLogs the log is what was sent: no Load More.
    totalLogs: response.totalLogs ?? offset + response.logs.length,
    pointsPerPound: response.points_per_pound || null,
  };
});
// Reading calls are only logged (requirements §8): the screen shows its empty state.
const logFailureFx = createEffect((error: Error) => console.error('[points] read failed', error));

// Each opening starts from nothing, and signing out forgets the list: a failed first read must
// show the empty state, never the last screenful (perhaps another customer's, on a shared device).
export const $balance = createStore(0)
  .on(fetchPointsFx.doneData, (_, r) => r.points)
  .reset([pointsOpened, userSignedOut]);
/** Points that take £1 off at checkout, as the shop's settings say; null until read. */
export const $pointsPerPound = createStore<number | null>(null)
  .on(fetchPointsFx.doneData, (_, r) => r.pointsPerPound)
  .reset([pointsOpened, userSignedOut]);
export const $totalLogs = createStore(0)
  .on(fetchPointsFx.doneData, (_, r) => r.totalLogs)
  .reset([pointsOpened, userSignedOut]);
export const $entries = createStore<PointsLogEntry[]>([])
  .on(fetchPointsFx.done, (entries, { params, result }) =>
    params.offset === 0 ? result.logs : [...entries, ...result.logs],
  )
  .reset([pointsOpened, userSignedOut]);
export const $loaded = createStore(false)
  .on(fetchPointsFx.finally, () => true)
  .reset(pointsOpened);
export const $hasMore = sample({
  source: { entries: $entries, total: $totalLogs },
  fn: ({ entries, total }) => entries.length < total,
});

sample({
  clock: pointsOpened,
  source: $userToken,
  filter: (token): token is string => token !== null,
  fn: (token) => ({ token: token as string, offset: 0 }),
  target: fetchPointsFx,
});
sample({
  clock: loadMoreClicked,
  source: { token: $userToken, entries: $entries, pending: fetchPointsFx.pending },
  filter: ({ token, pending }) => token !== null && !pending,
  fn: ({ token, entries }) => ({ token: token as string, offset: entries.length }),
  target: fetchPointsFx,
});
sample({ clock: fetchPointsFx.failData, target: logFailureFx });

/** Requirements §3: an order-redeem entry shows its points as they are; others with a plus. */
export function pointsLabel(entry: Pick<PointsLogEntry, 'type' | 'points'>): string {
  return entry.type === 'order-redeem' ? String(entry.points) : `+${entry.points}`;
}
