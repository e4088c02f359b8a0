import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, loadSiteSettings } from '@shop/provider-client';
import { createEffect } from 'effector';

// The site settings, read through the spec's 15-minute cache (loadSiteSettings) and held once for
// every catalog screen. Nothing cached and the provider down: the query fails and the views fall
// back to their defaults.

export const getSiteSettingsFx = createEffect(async () => {
  const settings = await loadSiteSettings();
  if (!settings) throw new Error('The site settings could not be read.');
  return settings;
});
export const siteSettingsQuery = createQuery({ name: 'catalog.siteSettings', effect: getSiteSettingsFx });
applyDataCacheRules(siteSettingsQuery);
