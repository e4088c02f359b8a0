import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken } from '@shop/provider-client';
import { readCompetition } from '../api';

// A module of its own, like each of the page's queries, so a server-rendered first view makes it in
// a task of its own (app/first-view.ts).
export const getCompetitionFx = attachToken(readCompetition, { visitors: true });
export const competitionQuery = createQuery({
  name: 'catalog.details.competition',
  effect: getCompetitionFx,
  mapData: ({ result }) => result.data,
});
applyDataCacheRules(competitionQuery);
