import { createQuery } from '@farfetched/core';
import {
  applyDataCacheRules,
  type HowItWorksAnswer,
  howItWorksAnswer,
  readProvider,
  valibotContract,
} from '@shop/shared';
import { createEffect } from 'effector';

/** The "how it works" settings (home wrapper and details), one request for both. */
export const getHowItWorksFx = createEffect(() => readProvider('gethowitworkssettings'));
export const howItWorksQuery = createQuery({
  name: 'catalog.howItWorks',
  effect: getHowItWorksFx,
  contract: valibotContract(howItWorksAnswer),
  mapData: ({ result }: { result: HowItWorksAnswer }) => ({
    title: result.data?.title || 'How it works',
    steps: result.data?.steps ?? [],
  }),
});
applyDataCacheRules(howItWorksQuery);
