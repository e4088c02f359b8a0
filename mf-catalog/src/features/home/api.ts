import {
  freshSiteSettings,
  isSeoSettings,
  loadSiteSettings,
  readProvider,
  readThroughTimedCache,
} from '@shop/provider-client';
import { CACHE_KEYS, type SeoSettings } from '@shop/shared';

/**
 * Requirements §4: the home SEO settings (first item of `data`) are cached under the home meta key
 * with a timestamp and reused for 15 minutes; a failure is only logged and returns null.
 */
export function loadHomeMeta(now?: () => number): Promise<SeoSettings | null> {
  return readThroughTimedCache(
    CACHE_KEYS.HOME_META,
    async () => {
      const response = await readProvider('getSEOSettings', { page: 'home' });
      const first = response.data[0];
      if (!first) throw new Error('The provider has no SEO settings for the home page.');
      return first;
    },
    // A cached meta of the wrong shape (tampered, older build) is fetched again.
    { isValid: isSeoSettings, ...(now ? { now } : {}) },
  );
}

/**
 * The main competition of the site settings, or null when none is set. The id comes from the cached settings at once when they are fresh: waiting for
 * the settings query would put this request a round trip later, and its image is the page's
 * largest paint (LCP).
 */
export async function readMainCompetition(token: string) {
  const settings = freshSiteSettings() ?? (await loadSiteSettings());
  const id = settings?.main_competition;
  if (!id) return null;
  return readProvider('getcompetition', { token, id });
}
