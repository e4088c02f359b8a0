import type { UserDetails } from '@shop/shared';
import { $user } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $pendingEmail, profilePayload, profileSave, profileSubmitted } from './model';

const values = {
  firstName: ' Demo ',
  lastName: 'Customer',
  email: 'demo@example.co.uk',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

describe('profile model', () => {
  it('sends all eight fields, the password ones empty when not changing', () => {
    expect(profilePayload('t', values)).toEqual({
      token: 't',
      account_first_name: 'Demo',
      account_last_name: 'Customer',
      account_display_name: 'Demo Customer',
      account_email: 'demo@example.co.uk',
      password_current: '',
      password_1: '',
      password_2: '',
    });
    const change = { ...values, currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' };
    expect(profilePayload('t', change)).toMatchObject({ password_current: 'a', password_1: 'b', password_2: 'c' });
  });

  it('saves with the user token and updates the user on success', async () => {
    const saved = { first_name: 'Demo', last_name: 'Customer', token: 'tok' } as UserDetails;
    const save = vi.fn(async () => saved);
    const scope = fork({
      values: [[$user, { first_name: 'Old', token: 'tok' } as UserDetails]],
      handlers: [[profileSave.saveFx, save]],
    });
    await allSettled(profileSubmitted, { scope, params: values });
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok', account_first_name: 'Demo' }));
    expect(scope.getState($user)?.first_name).toBe('Demo');
  });

  it('a new address is pending until its link is opened: the account keeps the old one', async () => {
    const saved = { first_name: 'Demo', email: 'demo@example.co.uk', token: 'tok' } as UserDetails;
    const scope = fork({
      values: [[$user, { first_name: 'Demo', email: 'demo@example.co.uk', token: 'tok' } as UserDetails]],
      handlers: [[profileSave.saveFx, async () => saved]],
    });
    await allSettled(profileSubmitted, { scope, params: { ...values, email: 'new@example.co.uk' } });
    expect(scope.getState($pendingEmail)).toBe('new@example.co.uk');
    expect(scope.getState($user)?.email).toBe('demo@example.co.uk');
    await allSettled(profileSubmitted, { scope, params: values });
    expect(scope.getState($pendingEmail)).toBeNull();
  });
});
