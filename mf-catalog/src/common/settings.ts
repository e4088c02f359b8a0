import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, loadSiteSettings, siteSettings, valibotContract } from '@shop/shared';
import { createEffect } from 'effector';

// The site settings, read through the spec's 15-minute cache (loadSiteSettings) and held once for
// every catalog screen. Its null (nothing cached, provider down) fails the contract: the views
// fall back to their defaults.

export const getSiteSettingsFx = createEffect((): Promise<unknown> => loadSiteSettings());
export const siteSettingsQuery = createQuery({
  name: 'catalog.siteSettings',
  effect: getSiteSettingsFx,
  contract: valibotContract(siteSettings),
});
applyDataCacheRules(siteSettingsQuery);
