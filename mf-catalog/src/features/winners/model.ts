import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, readProvider, valibotContract, type WinnersAnswer, winnersAnswer } from '@shop/shared';
import { createEffect, createEvent, sample } from 'effector';
import { winnerStatsQuery } from '../../common/winnerStats';

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

sample({ clock: winnersOpened, target: [winnersQuery.start, winnerStatsQuery.start] });
