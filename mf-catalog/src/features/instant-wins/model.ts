import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken, readProvider } from '@shop/provider-client';
import type { Competition, Winner } from '@shop/shared';
import { createEffect, createEvent, sample } from 'effector';
import { fetchEveryPage } from '../../common/competition';

/** The page opened, or its empty state's Try again pressed. */
export const instantWinsOpened = createEvent();

// Every page: a filter over only the first 100 live competitions would miss instant-win ones.
export const getLiveCompetitionsFx = attachToken(
  async (token) => (await fetchEveryPage('featured_competition', { all: true }, token)).items,
  { visitors: true },
);
/** Live competitions with instant wins (a prize the check could not read is dropped, not the page). */
export const instantWinCompetitionsQuery = createQuery({
  name: 'catalog.instantWinCompetitions',
  effect: getLiveCompetitionsFx,
  mapData: ({ result }) => result.filter((c) => c.enable_instant_wins),
});
applyDataCacheRules(instantWinCompetitionsQuery);

export const getWinnersFx = createEffect(() => readProvider('winners', { page: 1, limit: 50 }));
export const instantWinnersQuery = createQuery({
  name: 'catalog.instantWinners',
  effect: getWinnersFx,
  mapData: ({ result }): Winner[] => result.data.filter((w) => w.kind === 'instant').slice(0, 8),
});
applyDataCacheRules(instantWinnersQuery);

sample({ clock: instantWinsOpened, target: [instantWinCompetitionsQuery.start, instantWinnersQuery.start] });

/** A prize's winning tickets not won yet (a host may list a win without its ticket among the numbers). */
export function ticketsNotWon(p: Competition['instant_wins'][number]): number[] {
  return p.ticket_numbers.filter((n) => !p.won.some((w) => w.ticket_number === n));
}

/** Instant prizes not won yet, over every listed competition. */
export function prizesLeft(list: readonly Competition[]): number {
  return list.reduce((sum, c) => sum + c.instant_wins.reduce((n, p) => n + ticketsNotWon(p).length, 0), 0);
}
