import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toInstantWin } from './api';
import {
  $currentWin,
  $popupText,
  $queuedWins,
  POPUP_VISIBLE_MS,
  REMOVE_AFTER_MS,
  instantWinReceived,
  instantWinsStarted,
  listenInstantWinsFx,
  popupClosed,
  removeWinFx,
} from './model';

const win = (key: string, user = 'Sarah Jones', prize = '£50 Site Credit') => ({
  key,
  user,
  prize,
  image: `/media/${key}.png`,
});

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

  it('closing shows the next win at once, and the old timer does not cut it short', async () => {
    const { scope } = setup();
    void allSettled(instantWinReceived, { scope, params: win('a') });
    void allSettled(instantWinReceived, { scope, params: win('b') });
    await vi.advanceTimersByTimeAsync(4_000);
    void allSettled(popupClosed, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($currentWin)?.key).toBe('b');
    await vi.advanceTimersByTimeAsync(POPUP_VISIBLE_MS - 1);
    expect(scope.getState($currentWin)?.key).toBe('b');
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($currentWin)).toBeNull();
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
  it('keeps complete notifications and drops malformed ones', () => {
    expect(toInstantWin('k', { image: 'i.png', prize: 'AirPods', user: 'Sam Lee' })).toEqual({
      key: 'k',
      image: 'i.png',
      prize: 'AirPods',
      user: 'Sam Lee',
    });
    expect(toInstantWin('k', { prize: 'AirPods' })).toEqual({ key: 'k', image: '', prize: 'AirPods', user: '' });
    expect(toInstantWin('k', { user: 'Sam' })).toBeNull();
    expect(toInstantWin('k', 'text')).toBeNull();
  });
});
