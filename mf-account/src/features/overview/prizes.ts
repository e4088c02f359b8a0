import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken, readProvider } from '@shop/provider-client';
import type { ClaimablePrize } from '@shop/shared';
import { createEvent, sample } from 'effector';

// The account's prizes to claim and where each claim stands (api/README.md "Claims").

export const prizesOpened = createEvent();

export const getPrizesFx = attachToken((token) => readProvider('claimable_prizes', { token }));

export const prizesQuery = createQuery({
  name: 'account.prizes',
  effect: getPrizesFx,
  mapData: ({ result }): ClaimablePrize[] => result.data,
});
applyDataCacheRules(prizesQuery, { perUser: true });

sample({ clock: prizesOpened, target: prizesQuery.start });

export type Prize = ClaimablePrize;

/** Where a claim stands, in the words the account shows. */
export function claimStatusText(p: Pick<Prize, 'claimed' | 'claim_status'>): string {
  switch (p.claim_status) {
    case 'verified':
      return 'Claim verified: we are arranging your prize';
    case 'dispatched':
      return 'Prize on its way';
    case 'paid':
      return 'Paid';
    case 'received':
      return 'Claim received: we are checking it';
    default:
      return p.claimed ? 'Claim received: we are checking it' : 'Not claimed yet';
  }
}
