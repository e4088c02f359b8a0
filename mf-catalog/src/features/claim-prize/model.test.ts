import { type ToastRequest, toastRaised, userSignedIn } from '@shop/shared';
import { clearQueryCaches, fakeHost } from '@shop/shared/testing';
import { allSettled, createStore, fork, sample } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $errors,
  $form,
  $selectedWin,
  claimablePrizesQuery,
  claimPageOpened,
  claimPrizeFx,
  claimSubmitted,
  fieldChanged,
  getClaimablePrizesFx,
  winSelected,
} from './model';

const $toasts = createStore<ToastRequest[]>([]);
sample({ clock: toastRaised, source: $toasts, fn: (list, t) => [...list, t], target: $toasts });

const user = { first_name: 'Demo', last_name: 'Customer', billing_phone: '07700 900123', token: 't0k' } as Parameters<
  typeof userSignedIn
>[0];

const prize = { win_id: 4, prize: 'Watch', competition_title: 'Watch Comp', ticket_number: 7, claimed: false };

async function filledScope(
  claim: (req: unknown) => Promise<string>,
  read: () => Promise<unknown> = async () => ({ success: true, data: [prize] }),
) {
  const scope = fork({
    handlers: [
      [claimPrizeFx, claim],
      [getClaimablePrizesFx, read],
    ],
  });
  await allSettled(userSignedIn, { scope, params: user });
  await allSettled(winSelected, { scope, params: 4 });
  await allSettled(fieldChanged, { scope, params: { field: 'address', value: '12 High Street, Manchester' } });
  return scope;
}

describe('claim prize form', () => {
  it('prefills name and phone from the account, then sends the claim with the token', async () => {
    const claim = vi.fn(async () => 'Thank you!');
    const scope = await filledScope(claim);
    await allSettled(claimSubmitted, { scope });
    expect(claim).toHaveBeenCalledWith({
      token: 't0k',
      win_id: 4,
      full_name: 'Demo Customer',
      phone: '07700 900123',
      address: '12 High Street, Manchester',
      notes: undefined,
    });
    expect(scope.getState($toasts)).toEqual([{ kind: 'success', message: 'Thank you!' }]);
    expect(scope.getState($selectedWin)).toBeNull();
  });

  it('required fields block the request and are reported per field', async () => {
    const claim = vi.fn(async () => 'ok');
    const scope = await filledScope(claim);
    await allSettled(fieldChanged, { scope, params: { field: 'address', value: '  ' } });
    await allSettled(claimSubmitted, { scope });
    expect(claim).not.toHaveBeenCalled();
    expect(scope.getState($errors)).toEqual({ address: 'Delivery address is required.' });
  });

  it('a failed save shows an error toast and keeps what the user typed', async () => {
    const scope = await filledScope(async () => {
      throw new Error('This prize has already been claimed.');
    });
    await allSettled(claimSubmitted, { scope });
    expect(scope.getState($toasts)).toEqual([{ kind: 'error', message: 'This prize has already been claimed.' }]);
    expect(scope.getState($form).address).toBe('12 High Street, Manchester');
    expect(scope.getState($selectedWin)).toBe(4);
  });

  it('reads the prizes with the token kept out of the cache key, and again after a claim', async () => {
    await clearQueryCaches();
    const read = vi.fn(async () => ({ success: true, data: [prize] }));
    const scope = await filledScope(async () => 'Thank you!', read);
    await allSettled(claimPageOpened, { scope });
    expect(scope.getState(claimablePrizesQuery.$data)).toEqual([prize]);
    await allSettled(claimSubmitted, { scope });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('drops a prize without its win id (it cannot be claimed), logged, and lists the others', async () => {
    await clearQueryCaches();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeHost({ claimable_prizes: () => ({ success: true, data: [{ prize: 'Watch' }, { ...prize, win_id: '9' }] }) });
    const scope = fork();
    await allSettled(userSignedIn, { scope, params: user });
    await allSettled(claimPageOpened, { scope });
    expect(scope.getState(claimablePrizesQuery.$data)).toMatchObject([{ ...prize, win_id: 9 }]);
    expect(warn).toHaveBeenCalledWith('[data] claimable_prizes: dropped data[0] (win_id: missing)');
  });
});
