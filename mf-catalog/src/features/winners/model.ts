import { createQuery } from '@farfetched/core';
import {
  applyDataCacheRules,
  loadWinnerStats,
  readProvider,
  valibotContract,
  type WinnersAnswer,
  winnerStats,
  winnersAnswer,
} from '@shop/shared';
import { createEffect, createEvent, sample } from 'effector';

export const WINNERS_PAGE_SIZE = 12;

/** /winners_list opened at this page (or its empty state's Try again pressed). */
export const winnersOpened = createEvent<number>();

export const getWinnersPageFx = createEffect((page: number) =>
  readProvider('winners', { page, limit: WINNERS_PAGE_SIZE }),
);
/** One page of winners; `page` says which, so a view never shows another page's cards. */
export const winnersQuery = createQuery({
  name: 'catalog.winners',
  effect: getWinnersPageFx,
  contract: valibotContract(winnersAnswer),
  mapData: ({ result, params }: { result: WinnersAnswer; params: number }) => ({
    page: params,
    items: result.data,
    totalPages: Math.max(1, result.total_pages),
  }),
});
applyDataCacheRules(winnersQuery);

// The stats keep the spec's 15-minute local cache (loadWinnerStats); its null (nothing cached,
// provider down) fails the contract like a malformed answer, and the page shows dashes.
export const getWinnerStatsFx = createEffect(async (): Promise<unknown> => loadWinnerStats());
export const winnerStatsQuery = createQuery({
  name: 'catalog.winnerStats',
  effect: getWinnerStatsFx,
  contract: valibotContract(winnerStats),
});
applyDataCacheRules(winnerStatsQuery);

sample({ clock: winnersOpened, target: [winnersQuery.start, winnerStatsQuery.start] });
