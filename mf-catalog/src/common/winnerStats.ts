import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, loadWinnerStats, valibotContract, winnerStats } from '@shop/shared';
import { createEffect } from 'effector';

// The winner stats (home wrapper and /winners_list) keep the spec's 15-minute local cache
// (loadWinnerStats); its null (nothing cached, provider down) fails the contract like a malformed
// answer, and the views show dashes.
export const getWinnerStatsFx = createEffect(async (): Promise<unknown> => loadWinnerStats());
export const winnerStatsQuery = createQuery({
  name: 'catalog.winnerStats',
  effect: getWinnerStatsFx,
  contract: valibotContract(winnerStats),
});
applyDataCacheRules(winnerStatsQuery);
