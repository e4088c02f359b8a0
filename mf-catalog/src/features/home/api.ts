import {
  CACHE_KEYS,
  type Competition,
  callProviderOrThrow,
  readThroughTimedCache,
  type SeoSettings,
} from '@shop/shared';
import { competitionToken } from '../../common/competition';

/**
 * Spec section 4: the home SEO settings (first item of `data`) are cached under the home meta key
 * with a timestamp and reused for 15 minutes; a failure is only logged and answers null.
 */
export function loadHomeMeta(now?: () => number): Promise<SeoSettings | null> {
  return readThroughTimedCache(
    CACHE_KEYS.HOME_META,
    async () => {
      const answer = await callProviderOrThrow('getSEOSettings', { page: 'home' });
      if (!answer.success) throw new Error(answer.error);
      const first = answer.data?.[0];
      if (!first) throw new Error('The provider has no SEO settings for the home page.');
      return first;
    },
    // A cached meta of the wrong shape (tampered, older build) is fetched again.
    {
      isValid: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
      ...(now ? { now } : {}),
    },
  );
}

/** The main competition of the site settings, or null when none is set or it cannot be read. */
export async function fetchMainCompetition(id: number | string | null | undefined): Promise<Competition | null> {
  const numeric = Number(id);
  if (!numeric) return null;
  const answer = await callProviderOrThrow('getcompetition', { token: competitionToken(), id: numeric });
  return answer.success ? answer.data : null;
}
