import type { SignedInUser } from '@shop/shared';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh units per test: the session stores are module state.
async function load() {
  const session = await import('@shop/shared/state');
  const { useSession, SESSION_SETTLE_MS } = await import('./use-session');
  return { ...session, useSession, SESSION_SETTLE_MS };
}

const user = { first_name: 'Amy', token: 't-1' } as SignedInUser;

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useSession: a page that needs the user waits for the stored token to be checked', () => {
  it('is settled at once, signed out, when no token is stored', async () => {
    const { useSession } = await load();
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ user: null, settled: true });
  });

  it('waits for a stored token although the check has not started yet, then has the user', async () => {
    localStorage.setItem('AUTH_TOKEN_KEY', 'dC0x');
    const { useSession, sessionCheckStarted, sessionCheckFinished, userSignedIn } = await load();
    const { result } = renderHook(() => useSession());
    expect(result.current.settled).toBe(false);
    act(() => sessionCheckStarted());
    expect(result.current.settled).toBe(false);
    act(() => {
      userSignedIn(user);
      sessionCheckFinished();
    });
    expect(result.current).toEqual({ user, settled: true });
  });

  it('is settled, signed out, when the check finished before the page mounted without a user', async () => {
    localStorage.setItem('AUTH_TOKEN_KEY', 'dC0x');
    const { useSession, sessionCheckStarted, sessionCheckFinished } = await load();
    sessionCheckStarted();
    sessionCheckFinished();
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ user: null, settled: true });
  });

  it('stops waiting when no check comes (the account remote failed to load)', async () => {
    vi.useFakeTimers();
    localStorage.setItem('AUTH_TOKEN_KEY', 'dC0x');
    const { useSession, SESSION_SETTLE_MS } = await load();
    const { result } = renderHook(() => useSession());
    act(() => vi.advanceTimersByTime(SESSION_SETTLE_MS - 1));
    expect(result.current.settled).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ user: null, settled: true });
  });

  it('does not give up on a check that is still running', async () => {
    vi.useFakeTimers();
    localStorage.setItem('AUTH_TOKEN_KEY', 'dC0x');
    const { useSession, sessionCheckStarted, SESSION_SETTLE_MS } = await load();
    sessionCheckStarted();
    const { result } = renderHook(() => useSession());
    act(() => vi.advanceTimersByTime(SESSION_SETTLE_MS * 2));
    expect(result.current.settled).toBe(false);
  });
});
