import { clearQueryCaches } from '@shop/provider-client/testing';
import type { BankDetails, UserDetails } from '@shop/shared';
import { $user, toastRaised } from '@shop/shared/state';
import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $bankDetails, $savedCount, bankOpened, bankPayload, bankSave, bankSubmitted, getBankDetailsFx } from './model';

const values = {
  accountNumber: '87654321',
  confirmAccountNumber: '87654321',
  sortCode: '404040',
  currentPassword: 'DemoPassword!2026',
};

function setup(save: (payload: unknown) => Promise<BankDetails | undefined>) {
  const scope = fork({
    values: [[$user, { email: 'demo@example.co.uk', token: 'tok' } as UserDetails]],
    handlers: [[bankSave.saveFx, save]],
  });
  const toasts: unknown[] = [];
  createWatch({ unit: toastRaised, scope, fn: (t) => toasts.push(t) });
  return { scope, toasts };
}

describe('bank details model', () => {
  it('sends the current password with the details, never the confirm field', () => {
    expect(bankPayload('t', values)).toEqual({
      token: 't',
      account_number: '87654321',
      sort_code: '404040',
      password_current: 'DemoPassword!2026',
    });
  });

  it('saves with the user token and counts the save so the form empties the password', async () => {
    const save = vi.fn(async () => ({ account_number: '****4321', sort_code: '404040' }));
    const { scope, toasts } = setup(save);
    await allSettled(bankSubmitted, { scope, params: values });
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok', password_current: 'DemoPassword!2026' }));
    expect(scope.getState($savedCount)).toBe(1);
    expect(toasts).toEqual([{ kind: 'success', message: 'Details updated successfully!' }]);
  });

  it("shows the provider's refusal and keeps the form as typed", async () => {
    const save = vi.fn(async () => Promise.reject(new Error('Your current password is not correct.')));
    const { scope, toasts } = setup(save);
    await allSettled(bankSubmitted, { scope, params: values });
    expect(scope.getState($savedCount)).toBe(0);
    expect(toasts).toEqual([{ kind: 'error', message: 'Your current password is not correct.' }]);
  });

  it('prefills from the saved details, then from what a save returns, then reads them again', async () => {
    await clearQueryCaches();
    const reads = [
      { success: true, data: { account_number: '****5678', sort_code: '112233' } },
      { success: true, data: { account_number: '****4321', sort_code: '404040' } },
    ];
    const read = vi.fn(async () => reads.shift());
    const scope = fork({
      values: [[$user, { email: 'demo@example.co.uk', token: 'tok' } as UserDetails]],
      handlers: [
        [getBankDetailsFx, read],
        [bankSave.saveFx, async () => ({ account_number: '****4321', sort_code: '404040' })],
      ],
    });
    await allSettled(bankOpened, { scope });
    expect(scope.getState($bankDetails)).toEqual({ account_number: '****5678', sort_code: '112233' });
    await allSettled(bankSubmitted, { scope, params: values });
    expect(scope.getState($bankDetails)).toEqual({ account_number: '****4321', sort_code: '404040' });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('starts an account with no saved details from an empty form', async () => {
    await clearQueryCaches();
    const scope = fork({
      values: [[$user, { email: 'demo@example.co.uk', token: 'tok' } as UserDetails]],
      handlers: [[getBankDetailsFx, async () => ({ success: true })]],
    });
    await allSettled(bankOpened, { scope });
    expect(scope.getState($bankDetails)).toEqual({ account_number: '', sort_code: '' });
  });
});
