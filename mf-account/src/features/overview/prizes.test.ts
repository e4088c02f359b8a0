import type { UserDetails } from '@shop/shared';
import { $user } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { claimStatusText, getPrizesFx, prizesOpened, prizesQuery } from './prizes';

const prize = (over: Record<string, unknown>) => ({
  win_id: 1,
  prize: 'Tesla Model 3',
  competition_title: 'Tesla Model 3 or £35,000 Cash',
  ticket_number: 42,
  claimed: false,
  ...over,
});

describe('the account prizes', () => {
  it('reads the prizes, a host that leaves the newer fields out included', async () => {
    const scope = fork({
      values: [[$user, { token: 't' } as UserDetails]],
      handlers: [
        [
          getPrizesFx,
          async () => ({
            success: true,
            data: [prize({}), prize({ win_id: 2, claimed: true, claim_status: 'dispatched' })],
          }),
        ],
      ],
    });
    await allSettled(prizesOpened, { scope });
    expect(scope.getState(prizesQuery.$data)).toMatchObject([
      { win_id: 1, prize: 'Tesla Model 3' },
      { win_id: 2, claim_status: 'dispatched' },
    ]);
  });

  it('says where each claim stands', () => {
    expect(claimStatusText({ claimed: false, claim_status: '' })).toBe('Not claimed yet');
    expect(claimStatusText({ claimed: true, claim_status: 'received' })).toBe('Claim received: we are checking it');
    expect(claimStatusText({ claimed: true, claim_status: 'paid' })).toBe('Paid');
  });
});
