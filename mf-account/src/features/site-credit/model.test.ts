import { clearQueryCaches, fakeHost } from '@shop/provider-client/testing';
import type { UserDetails } from '@shop/shared';
import { $user } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteCreditOpened, siteCreditQuery } from './model';

const user = { id: 3, email: 'demo@example.co.uk', token: 'tok' } as UserDetails;

describe('site credit query', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('reshapes the points response into the balance and its history', async () => {
    const log = { description: 'Refund', date_display_human: '1 Nov 2026', amount: 2.5 };
    fakeHost({ points: () => ({ success: true, site_credit: '12.50', credit_logs: [log] }) });
    const scope = fork({ values: [[$user, user]] });
    await allSettled(siteCreditOpened, { scope });
    expect(scope.getState(siteCreditQuery.$data)).toEqual({ balance: 12.5, logs: [log] });
  });

  it('leaves out a history entry without an amount (logged) instead of showing NaN', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeHost({ points: () => ({ success: true, site_credit: 1, credit_logs: [{ description: 'x' }] }) });
    const scope = fork({ values: [[$user, user]] });
    await allSettled(siteCreditOpened, { scope });
    expect(scope.getState(siteCreditQuery.$data)).toEqual({ balance: 1, logs: [] });
    expect(warn).toHaveBeenCalledWith('[data] points: dropped credit_logs[0] (amount: missing)');
  });
});
