import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushKeyTime, toInstantWin } from './api';
import {
  $currentWin,
  $popupText,
  $queuedWins,
  instantWinReceived,
  instantWinsStarted,
  listenInstantWinsFx,
  MAX_QUEUED,
  PAUSE_AFTER_CLOSE_MS,
  POPUP_VISIBLE_MS,
  popupClosed,
  REMOVE_AFTER_MS,
  removeWinFx,
  STALE_AFTER_MS,
} from './model';

const win = (key: string, user = 'Sarah Jones', prize = '£50 Site Credit', ageMs: number | null = 1_000) => ({
  key,
  user,
  prize,
  image: `/media/${key}.png`,
  ageMs,
});
const aged = (key: string, ageMs: number | null) => win(key, undefined, undefined, ageMs);

function setup(remove = vi.fn(async (_key: string) => {})) {
  const scope = fork({ handlers: [[removeWinFx, remove]] });
  return { scope, remove };
}

describe('instant-win popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first name and the spec text', async () => {
    const { scope } = setup();
    void allSettled(instantWinReceived, { scope, params: win('a') });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($popupText)).toEqual({
      name: 'Sarah',
      message: 'just won a £50 Site Credit Instant Win !!!',
    });
  });

  it('uses the first word of a full name, whatever the spacing', async () => {
    const { scope } = setup();
    void allSettled(instantWinReceived, { scope, params: win('a', '  Mary   Ann Smith ') });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($popupText)?.name).toBe('Mary');
  });

  it('falls back to {name} when the winner has no name', async () => {
    const { scope } = setup();
    void allSettled(instantWinReceived, { scope, params: win('a', '   ') });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($popupText)?.name).toBe('{name}');
  });

  it('removes the child about 100 ms after showing it, and hides after 10 s', async () => {
    const { scope, remove } = setup();
    void allSettled(instantWinReceived, { scope, params: win('a') });
    await vi.advanceTimersByTimeAsync(REMOVE_AFTER_MS - 1);
    expect(remove).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(remove).toHaveBeenCalledWith('a');
    await vi.advanceTimersByTimeAsync(POPUP_VISIBLE_MS - REMOVE_AFTER_MS - 1);
    expect(scope.getState($currentWin)?.key).toBe('a');
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($currentWin)).toBeNull();
  });

  it('shows several wins one after another without losing any', async () => {
    const { scope, remove } = setup();
    for (const key of ['a', 'b', 'c']) void allSettled(instantWinReceived, { scope, params: win(key) });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($currentWin)?.key).toBe('a');
    expect(scope.getState($queuedWins)).toBe(2);
    await vi.advanceTimersByTimeAsync(POPUP_VISIBLE_MS);
    expect(scope.getState($currentWin)?.key).toBe('b');
    await vi.advanceTimersByTimeAsync(POPUP_VISIBLE_MS);
    expect(scope.getState($currentWin)?.key).toBe('c');
    await vi.advanceTimersByTimeAsync(POPUP_VISIBLE_MS);
    expect(scope.getState($currentWin)).toBeNull();
    // Each is removed only once it has been shown.
    expect(remove.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c']);
  });

  it('ignores a child delivered twice', async () => {
    const { scope } = setup();
    void allSettled(instantWinReceived, { scope, params: win('a') });
    void allSettled(instantWinReceived, { scope, params: win('a') });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($queuedWins)).toBe(0);
  });

  it('closing stops the stream: waiting wins are dropped and removed, and none shows during the pause', async () => {
    const { scope, remove } = setup();
    for (const key of ['a', 'b', 'c']) void allSettled(instantWinReceived, { scope, params: win(key) });
    await vi.advanceTimersByTimeAsync(4_000);
    void allSettled(popupClosed, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($currentWin)).toBeNull();
    expect(scope.getState($queuedWins)).toBe(0);
    // 'a' was shown (removed after 100 ms); 'b' and 'c' never will be, so they go at once.
    expect(remove.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'c']);

    void allSettled(instantWinReceived, { scope, params: win('d') });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($currentWin)).toBeNull();
    expect(remove).toHaveBeenLastCalledWith('d');
    // The old 10 s timer of 'a' changes nothing.
    await vi.advanceTimersByTimeAsync(POPUP_VISIBLE_MS);
    expect(scope.getState($currentWin)).toBeNull();

    await vi.advanceTimersByTimeAsync(PAUSE_AFTER_CLOSE_MS);
    void allSettled(instantWinReceived, { scope, params: win('e') });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($currentWin)?.key).toBe('e');
  });

  it('skips and removes wins older than a few minutes (a backlog replayed on page load)', async () => {
    const { scope, remove } = setup();
    void allSettled(instantWinReceived, { scope, params: aged('old', STALE_AFTER_MS + 1) });
    void allSettled(instantWinReceived, { scope, params: aged('recent', STALE_AFTER_MS) });
    void allSettled(instantWinReceived, { scope, params: aged('unknown-age', null) });
    await vi.advanceTimersByTimeAsync(0);
    expect(remove).toHaveBeenCalledWith('old');
    expect(scope.getState($currentWin)?.key).toBe('recent');
    // A key that carries no time cannot be judged stale: it waits its turn (and the cap bounds it).
    expect(scope.getState($queuedWins)).toBe(1);
  });

  it('keeps only the newest few waiting and removes the ones it drops', async () => {
    const { scope, remove } = setup();
    const keys = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (const key of keys) void allSettled(instantWinReceived, { scope, params: win(key) });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($currentWin)?.key).toBe('a');
    expect(scope.getState($queuedWins)).toBe(MAX_QUEUED);
    expect(remove.mock.calls.map(([key]) => key)).toEqual(['b', 'c']);
    await vi.advanceTimersByTimeAsync(POPUP_VISIBLE_MS);
    expect(scope.getState($currentWin)?.key).toBe('d');
  });

  it('only logs a failed removal and keeps going', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { scope } = setup(vi.fn(async () => Promise.reject(new Error('permission_denied'))));
    void allSettled(instantWinReceived, { scope, params: win('a') });
    void allSettled(instantWinReceived, { scope, params: win('b') });
    await vi.advanceTimersByTimeAsync(POPUP_VISIBLE_MS + REMOVE_AFTER_MS);
    expect(error).toHaveBeenCalledWith('[instant-win] could not remove a', expect.any(Error));
    expect(scope.getState($currentWin)?.key).toBe('b');
    error.mockRestore();
  });

  it('starts listening once however often the overlay mounts', async () => {
    const listen = vi.fn(async () => {});
    const scope = fork({ handlers: [[listenInstantWinsFx, listen]] });
    await allSettled(instantWinsStarted, { scope });
    await allSettled(instantWinsStarted, { scope });
    expect(listen).toHaveBeenCalledTimes(1);
  });
});

describe('toInstantWin', () => {
  // Written by the provider's pushId at 2026-11-21 14:05:00 UTC.
  const PUSH_KEY = '-P6yQAQVabcdefghijkl';
  const CREATED = Date.UTC(2026, 10, 21, 14, 5);

  it('keeps complete notifications and drops malformed ones', () => {
    expect(toInstantWin('k', { image: 'i.png', prize: 'AirPods', user: 'Sam Lee' }, CREATED)).toEqual({
      key: 'k',
      image: 'i.png',
      prize: 'AirPods',
      user: 'Sam Lee',
      ageMs: null,
    });
    expect(toInstantWin('k', { prize: 'AirPods' }, CREATED)).toEqual({
      key: 'k',
      image: '',
      prize: 'AirPods',
      user: '',
      ageMs: null,
    });
    expect(toInstantWin('k', { user: 'Sam' }, CREATED)).toBeNull();
    expect(toInstantWin('k', 'text', CREATED)).toBeNull();
  });

  it('reads the creation time from a push key, and the age from it', () => {
    expect(pushKeyTime(PUSH_KEY)).toBe(CREATED);
    expect(pushKeyTime('k')).toBeNull();
    expect(pushKeyTime('-P6yQAQVabcdefghij.l')).toBeNull();
    expect(toInstantWin(PUSH_KEY, { prize: 'AirPods' }, CREATED + 90_000)?.ageMs).toBe(90_000);
    // A server clock a little behind the key is drift, not a negative age.
    expect(toInstantWin(PUSH_KEY, { prize: 'AirPods' }, CREATED - 500)?.ageMs).toBe(0);
  });
});
