import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, loadWinnerStats } from '@shop/provider-client';
import { createEffect } from 'effector';

// The winner stats (home wrapper and /winners_list) keep the spec's 15-minute local cache
// (loadWinnerStats). Nothing cached and the provider down: the query fails and the views show
// dashes, as they do for a figure the host left out.
export const getWinnerStatsFx = createEffect(async () => {
  const stats = await loadWinnerStats();
  if (!stats) throw new Error('The winner stats could not be read.');
  return stats;
});
export const winnerStatsQuery = createQuery({ name: 'catalog.winnerStats', effect: getWinnerStatsFx });
applyDataCacheRules(winnerStatsQuery);
