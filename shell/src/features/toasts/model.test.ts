import { toastRaised } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, ERROR_TOAST_MS, INFO_TOAST_MS, MAX_TOASTS, SUCCESS_TOAST_MS, toastDismissed } from './model';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows only one error toast at a time, and another afterwards', async () => {
    const scope = fork();
    void allSettled(toastRaised, { scope, params: { kind: 'error', message: 'first' } });
    void allSettled(toastRaised, { scope, params: { kind: 'error', message: 'second' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($toasts).map((t) => t.message)).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(ERROR_TOAST_MS);
    expect(scope.getState($toasts)).toEqual([]);
    void allSettled(toastRaised, { scope, params: { kind: 'error', message: 'third' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($toasts).map((t) => t.message)).toEqual(['third']);
  });

  it('keeps an error 4000 ms and a success 2000 ms', async () => {
    const scope = fork();
    void allSettled(toastRaised, { scope, params: { kind: 'error', message: 'bad' } });
    void allSettled(toastRaised, { scope, params: { kind: 'success', message: 'good' } });
    await vi.advanceTimersByTimeAsync(SUCCESS_TOAST_MS - 1);
    expect(scope.getState($toasts)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($toasts).map((t) => t.kind)).toEqual(['error']);
    await vi.advanceTimersByTimeAsync(ERROR_TOAST_MS - SUCCESS_TOAST_MS - 1);
    expect(scope.getState($toasts)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($toasts)).toHaveLength(0);
  });

  it('shows an info notice beside an error, for 4 s like an error', async () => {
    const scope = fork();
    void allSettled(toastRaised, { scope, params: { kind: 'error', message: 'bad' } });
    void allSettled(toastRaised, { scope, params: { kind: 'info', message: 'reduced' } });
    await vi.advanceTimersByTimeAsync(INFO_TOAST_MS - 1);
    expect(scope.getState($toasts).map((t) => t.kind)).toEqual(['error', 'info']);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('keeps at most 20 toasts', async () => {
    const scope = fork();
    for (let i = 0; i < MAX_TOASTS + 5; i++) {
      void allSettled(toastRaised, { scope, params: { kind: 'success', message: `m${i}` } });
    }
    await vi.advanceTimersByTimeAsync(0);
    const toasts = scope.getState($toasts);
    expect(toasts).toHaveLength(MAX_TOASTS);
    expect(toasts[0]?.message).toBe('m5');
  });

  it('dismisses on request', async () => {
    const scope = fork();
    void allSettled(toastRaised, { scope, params: { kind: 'error', message: 'bad' } });
    await vi.advanceTimersByTimeAsync(0);
    const [toast] = scope.getState($toasts);
    // Not awaited: allSettled would also wait for the pending 4 s expiry timer.
    void allSettled(toastDismissed, { scope, params: toast?.id ?? -1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('ignores empty messages', async () => {
    const scope = fork();
    void allSettled(toastRaised, { scope, params: { kind: 'error', message: '  ' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($toasts)).toEqual([]);
  });
});
