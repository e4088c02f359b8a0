import { readProvider } from '@shop/provider-client';
import { createEffect, createEvent, sample } from 'effector';
import { createPagedQuery } from '../../common/paged-query';
import { winnerStatsQuery } from '../../common/winnerStats';
import type { WinnersView } from './view';

export const WINNERS_PAGE_SIZE = 12;

/** /winners_list opened at this view (or its empty state's Try again pressed). */
export const winnersOpened = createEvent<WinnersView>();

export const getWinnersPageFx = createEffect(({ page, kind, sort }: WinnersView) =>
  readProvider('winners', { page, limit: WINNERS_PAGE_SIZE, sort, ...(kind ? { kind } : {}) }),
);
/** One page of winners. */
export const winnersQuery = createPagedQuery('catalog.winners', getWinnersPageFx, WINNERS_PAGE_SIZE);

sample({ clock: winnersOpened, target: [winnersQuery.start, winnerStatsQuery.start] });
