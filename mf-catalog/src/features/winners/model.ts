import { readProvider } from '@shop/shared';
import { createEffect, createEvent, sample } from 'effector';
import { createPagedQuery } from '../../common/paged-query';
import { winnerStatsQuery } from '../../common/winnerStats';

export const WINNERS_PAGE_SIZE = 12;

/** /winners_list opened at this page (or its empty state's Try again pressed). */
export const winnersOpened = createEvent<number>();

export const getWinnersPageFx = createEffect((page: number) =>
  readProvider('winners', { page, limit: WINNERS_PAGE_SIZE }),
);
/** One page of winners. */
export const winnersQuery = createPagedQuery('catalog.winners', getWinnersPageFx, WINNERS_PAGE_SIZE);

sample({ clock: winnersOpened, target: [winnersQuery.start, winnerStatsQuery.start] });
