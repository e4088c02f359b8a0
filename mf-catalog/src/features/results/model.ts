import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken, readProvider } from '@shop/provider-client';
import { createEffect, createEvent, sample } from 'effector';
import { createPagedQuery } from '../../common/paged-query';

export const RESULTS_PAGE_SIZE = 10;

/** /results opened at this page (or its empty state's Try again pressed): the published draws. */
export const resultsOpened = createEvent<number>();
/** /draw/results opened at this page: the published draws, and closed competitions awaiting their draw. */
export const drawResultsOpened = createEvent<number>();

export const getDrawResultsFx = createEffect((page: number) =>
  readProvider('draw_results', { page, limit: RESULTS_PAGE_SIZE }),
);
/** One page of published draws. */
export const drawResultsQuery = createPagedQuery('catalog.drawResults', getDrawResultsFx, RESULTS_PAGE_SIZE);

export const getClosedCompetitionsFx = attachToken(
  (token) => readProvider('finished_soldout_competition', { token, page: 1, limit: 24 }),
  { visitors: true },
);
/** Closed competitions that have not been drawn yet. */
export const awaitingDrawQuery = createQuery({
  name: 'catalog.awaitingDraw',
  effect: getClosedCompetitionsFx,
  mapData: ({ result }) => result.data.filter((c) => c.status !== 'drawn'),
});
applyDataCacheRules(awaitingDrawQuery);

sample({ clock: [resultsOpened, drawResultsOpened], target: drawResultsQuery.start });
sample({ clock: drawResultsOpened, target: awaitingDrawQuery.start });
