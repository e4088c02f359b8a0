import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken } from '@shop/provider-client';
import { readOtherComps } from '../api';

// A module of its own (./competition.ts says why).
export const getOtherCompsFx = attachToken(readOtherComps, { visitors: true });
export const otherCompsQuery = createQuery({
  name: 'catalog.details.others',
  effect: getOtherCompsFx,
  mapData: ({ result, params }) => ({
    id: params,
    items: result.data,
  }),
});
applyDataCacheRules(otherCompsQuery);
