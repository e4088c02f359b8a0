import { STORAGE_KEYS, type UserDetails } from '@shop/shared';
import { $isAuthenticating, $purchasedTickets, $user, signInRequested } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $sessionChecked,
  checkAuthFx,
  loadTicketsFx,
  logoutFx,
  navigateFx,
  sessionStarted,
  signOutClicked,
} from './model';

const user = { first_name: 'Demo', token: 'new-token-123' } as UserDetails;
const ticket = {
  competition_id: 1,
  competition_title: 'Car',
  order_id: 9,
  ticket_numbers: [4],
  draw_date: '',
  draw_time: '',
  status: 'upcoming',
};

function scopeWith(check: (token: string) => Promise<UserDetails>) {
  const checked = vi.fn(check);
  const scope = fork({
    handlers: [
      [checkAuthFx, checked],
      [loadTicketsFx, async () => [ticket]],
      [logoutFx, vi.fn(async () => {})],
      [navigateFx, vi.fn()],
    ],
  });
  return { scope, checked };
}

describe('session model', () => {
  beforeEach(() => localStorage.clear());

  it('without a stored token finishes the check signed out', async () => {
    const { scope, checked } = scopeWith(async () => user);
    await allSettled(sessionStarted, { scope });
    expect(checked).not.toHaveBeenCalled();
    expect(scope.getState($sessionChecked)).toBe(true);
    expect(scope.getState($user)).toBeNull();
  });

  it('checks the stored token, stores the user, the new token and the tickets', async () => {
    localStorage.setItem(STORAGE_KEYS.AUTH_TOKEN_KEY, btoa('old-token-123'));
    const { scope, checked } = scopeWith(async () => user);
    const pending = allSettled(sessionStarted, { scope });
    expect(scope.getState($isAuthenticating)).toBe(true);
    await pending;
    expect(checked).toHaveBeenCalledWith('old-token-123');
    expect(scope.getState($user)).toEqual(user);
    expect(scope.getState($isAuthenticating)).toBe(false);
    expect(scope.getState($sessionChecked)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.AUTH_TOKEN_KEY)).toBe(btoa('new-token-123'));
    expect(scope.getState($purchasedTickets)).toEqual([ticket]);
  });

  it('clears the key and signs out when the check fails', async () => {
    localStorage.setItem(STORAGE_KEYS.AUTH_TOKEN_KEY, btoa('old-token-123'));
    const { scope } = scopeWith(async () => {
      throw new Error('expired');
    });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($isAuthenticating)).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.AUTH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the stored token when the provider is down (not a refusal), signed out for now', async () => {
    localStorage.setItem(STORAGE_KEYS.AUTH_TOKEN_KEY, btoa('old-token-123'));
    const { scope } = scopeWith(async () => {
      throw { type: 'timeout', message: 'The request timed out.', isRetryable: true };
    });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($sessionChecked)).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.AUTH_TOKEN_KEY)).toBe(btoa('old-token-123'));
  });

  it('clears the key on a 401 refusal of the token', async () => {
    localStorage.setItem(STORAGE_KEYS.AUTH_TOKEN_KEY, btoa('old-token-123'));
    const { scope } = scopeWith(async () => {
      throw { type: 'http', status: 401, message: 'Invalid token', isRetryable: false };
    });
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.AUTH_TOKEN_KEY)).toBeNull();
  });

  it('removes a corrupted stored value without calling the provider', async () => {
    localStorage.setItem(STORAGE_KEYS.AUTH_TOKEN_KEY, '%%%not base64');
    const { scope, checked } = scopeWith(async () => user);
    await allSettled(sessionStarted, { scope });
    expect(checked).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.AUTH_TOKEN_KEY)).toBeNull();
    expect(scope.getState($sessionChecked)).toBe(true);
  });

  it('runs the check once however many times it is started', async () => {
    localStorage.setItem(STORAGE_KEYS.AUTH_TOKEN_KEY, btoa('old-token-123'));
    const { scope, checked } = scopeWith(async () => user);
    await allSettled(sessionStarted, { scope });
    await allSettled(sessionStarted, { scope });
    expect(checked).toHaveBeenCalledTimes(1);
  });

  it('signs out: logout with the token, key cleared, user and tickets reset', async () => {
    const logout = vi.fn(async () => {});
    const scope = fork({
      handlers: [[logoutFx, logout]],
      values: [
        [$user, user],
        [$purchasedTickets, [ticket]],
      ],
    });
    localStorage.setItem(STORAGE_KEYS.AUTH_TOKEN_KEY, btoa('new-token-123'));
    await allSettled(signOutClicked, { scope });
    expect(logout).toHaveBeenCalledWith('new-token-123');
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($purchasedTickets)).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.AUTH_TOKEN_KEY)).toBeNull();
  });

  it('opens the login page for a sign-in request with where to return', async () => {
    const navigate = vi.fn();
    const scope = fork({ handlers: [[navigateFx, navigate]] });
    await allSettled(signInRequested, { scope, params: { returnTo: '/checkout' } });
    expect(navigate).toHaveBeenCalledWith('/auth/login?returnTo=%2Fcheckout');
  });
});
