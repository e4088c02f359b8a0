import { $user, type UserDetails } from '@shop/shared';
import { clearQueryCaches } from '@shop/shared/testing';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSiteCreditFx, siteCreditOpened, siteCreditQuery } from './model';

const user = { id: 3, email: 'demo@example.co.uk', token: 'tok' } as UserDetails;

describe('site credit query', () => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('reshapes the points answer into the balance and its history', async () => {
    const log = { description: 'Refund', date_display_human: '1 Nov 2026', amount: 2.5 };
    const scope = fork({
      values: [[$user, user]],
      handlers: [[getSiteCreditFx, async () => ({ success: true, site_credit: '12.50', credit_logs: [log] })]],
    });
    await allSettled(siteCreditOpened, { scope });
    expect(scope.getState(siteCreditQuery.$data)).toEqual({ balance: 12.5, logs: [log] });
  });

  it('fails on a history entry without an amount instead of showing NaN', async () => {
    const scope = fork({
      values: [[$user, user]],
      handlers: [
        [getSiteCreditFx, async () => ({ success: true, site_credit: 1, credit_logs: [{ description: 'x' }] })],
      ],
    });
    await allSettled(siteCreditOpened, { scope });
    expect(scope.getState(siteCreditQuery.$failed)).toBe(true);
  });
});
