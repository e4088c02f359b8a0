import { loadSiteSettings, useCachedRead } from '@shop/shared';

/** Site settings through the spec's 15-minute cache, held once in the data cache for all screens. */
export function useSiteSettings() {
  return useCachedRead('catalog:site-settings', async () => {
    const settings = await loadSiteSettings();
    if (!settings) throw new Error('Site settings are unavailable.');
    return settings;
  });
}
