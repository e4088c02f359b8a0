import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken } from '@shop/provider-client';
import { readMainCompetition } from '../api';

// One query a module: the browser's first view makes them a task apart (app/first-view.ts).

export const getMainCompetitionFx = attachToken(readMainCompetition, { visitors: true });
/** The main competition (a site setting), the carousel's first slide. */
export const mainCompetitionQuery = createQuery({
  name: 'catalog.home.main',
  effect: getMainCompetitionFx,
  mapData: ({ result }) => result?.data ?? null,
});
applyDataCacheRules(mainCompetitionQuery);
