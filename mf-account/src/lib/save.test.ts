import { toastRaised } from '@shop/shared/state';
import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { createFormSave, saveFailureMessage } from './save';

const okResult = <T>(data: T) => ({ ok: true as const, data, status: 200, headers: {} });
const httpError = (body?: unknown) => ({
  ok: false as const,
  error: { type: 'http' as const, status: 400, message: 'x', isRetryable: false, body },
});

describe('saveFailureMessage (requirements §8)', () => {
  it('is null on success', () => {
    expect(saveFailureMessage(okResult({ success: true }))).toBeNull();
  });
  it('shows the response error when success is false', () => {
    expect(saveFailureMessage(okResult({ success: false, error: 'Nope.' }))).toBe('Nope.');
  });
  it("falls back to 'Failed to update user details.'", () => {
    expect(saveFailureMessage(okResult({ success: false }))).toBe('Failed to update user details.');
  });
  it('does not call an empty or unconfirmed 200 a success', () => {
    expect(saveFailureMessage(okResult(null as never))).toBe('Failed to update user details.');
    expect(saveFailureMessage(okResult({} as never))).toBe('Failed to update user details.');
  });
  it("shows the server's error field of a failed request", () => {
    expect(saveFailureMessage(httpError({ success: false, error: 'Sort Code must be 6 digits.' }))).toBe(
      'Sort Code must be 6 digits.',
    );
  });
  it("falls back to 'An error occurred.'", () => {
    expect(saveFailureMessage(httpError())).toBe('An error occurred.');
    expect(saveFailureMessage({ ok: false, error: { type: 'network', message: 'down', isRetryable: true } })).toBe(
      'An error occurred.',
    );
  });
});

describe('createFormSave', () => {
  it('toasts success and hands back the saved data', async () => {
    const form = createFormSave('test.save', async (p: { name: string }) =>
      okResult({ success: true as const, data: { name: p.name } }),
    );
    const toasts = vi.fn();
    const $last = createStore<unknown>(null).on(form.saved, (_, d) => d);
    const scope = fork();
    const unwatch = toastRaised.watch(toasts);
    await allSettled(form.submitted, { scope, params: { name: 'Demo' } });
    unwatch();
    expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'Details updated successfully!' });
    expect(scope.getState($last)).toEqual({ name: 'Demo' });
    // A farfetched mutation (docs/adr/007-one-data-layer.md), so its state reads like a query's.
    expect(scope.getState(form.mutation.$succeeded)).toBe(true);
  });

  it('toasts the failure message', async () => {
    const form = createFormSave('test.refused', async () => okResult({ success: false as const, error: 'Refused.' }));
    const toasts = vi.fn();
    const unwatch = toastRaised.watch(toasts);
    await allSettled(form.submitted, { scope: fork(), params: undefined });
    unwatch();
    expect(toasts).toHaveBeenCalledWith({ kind: 'error', message: 'Refused.' });
  });
});
