import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, readProvider } from '@shop/provider-client';
import { createEffect } from 'effector';

/** The "how it works" settings (home wrapper and details), one request for both. */
export const getHowItWorksFx = createEffect(() => readProvider('gethowitworkssettings'));
export const howItWorksQuery = createQuery({
  name: 'catalog.howItWorks',
  effect: getHowItWorksFx,
  // The check gives the title its default and the steps theirs (@shop/shared/responses howItWorksResponse).
  mapData: ({ result }) => result.data,
});
applyDataCacheRules(howItWorksQuery);
