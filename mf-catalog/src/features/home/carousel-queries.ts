import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken } from '@shop/provider-client';
import { createListPageQuery } from '../../common/competition';
import { readMainCompetition } from './api';

// The carousel's reads (./model.ts starts them).

export const getMainCompetitionFx = attachToken(readMainCompetition, { visitors: true });
/** The main competition (a site setting), the carousel's first slide. */
export const mainCompetitionQuery = createQuery({
  name: 'catalog.home.main',
  effect: getMainCompetitionFx,
  mapData: ({ result }) => result?.data ?? null,
});
applyDataCacheRules(mainCompetitionQuery);
export const featuredQuery = createListPageQuery('catalog.home.featured');
