import { CACHE_KEYS, type SiteSettings, STORAGE_KEYS, type WinnerStats } from '@shop/shared';
import { isSeoSettings, siteSettings, winnerStats } from '@shop/shared/responses';
import { is } from 'valibot';
import { callProviderOrThrow } from '../client';
import { writeText } from '../storage/local';
import { readFreshTimedCache, readThroughTimedCache } from './timed';

// Site settings and winner stats are read by several teams; one helper keeps the spec's
// 15-minute cache and its keys in one place, so a second caller costs no request. The cache holds
// what the response check gave (../response-check.ts); a kept value of another shape (an older
// build's, or tampered) is read again.

const isSiteSettings = (value: unknown): value is SiteSettings => is(siteSettings, value);
const isWinnerStats = (value: unknown): value is WinnerStats => is(winnerStats, value);

function fillSpecKeys(s: SiteSettings) {
  const put = (key: keyof typeof STORAGE_KEYS, value: unknown) =>
    writeText(STORAGE_KEYS[key], typeof value === 'string' ? value : JSON.stringify(value ?? ''));
  put('SUGGESTED_TICKETS', s.suggested_tickets);
  put('SLIDER_SPEED', s.slider_speed);
  put('ANNOUCMENT', s.announcement);
  put('LIVE_DRAW_INFO', s.live_draw_info);
  put('MAIN_COMPETITION_INFO', s.main_competition);
  put('DESKTOP_HEIGHT', s.slider_height_desktop);
  put('TABLET_HEIGHT', s.slider_height_tablet);
  put('MOBILE_HEIGHT', s.slider_height_mobile);
  // Requirements §4: the question is pending when this flag equals 1, whatever form the host sent.
  put('SHOW_QUESTION', s.show_question ? '1' : '0');
}

/** Whether a kept value is SEO settings: what the catalog's 15-minute home meta cache checks (requirements §4). */
export { isSeoSettings };

export async function loadSiteSettings(now?: () => number): Promise<SiteSettings | null> {
  const settings = await readThroughTimedCache(
    CACHE_KEYS.SITE_SETTINGS,
    async () => {
      const response = await callProviderOrThrow('getsettings');
      if (!response.success) throw new Error(response.error);
      return response.data;
    },
    { isValid: isSiteSettings, ...(now ? { now } : {}) },
  );
  if (settings) fillSpecKeys(settings);
  return settings;
}

/**
 * The site settings at once when the 15-minute cache holds them (the shell reads them first on
 * every page), else null: a first render can start a request that needs one of them right away.
 */
export function freshSiteSettings(now?: () => number): SiteSettings | null {
  return readFreshTimedCache<SiteSettings>(CACHE_KEYS.SITE_SETTINGS, {
    isValid: isSiteSettings,
    ...(now ? { now } : {}),
  });
}

export async function loadWinnerStats(now?: () => number): Promise<WinnerStats | null> {
  return readThroughTimedCache(
    CACHE_KEYS.WINNER_STATS,
    async () => {
      const response = await callProviderOrThrow('get_realtime_winners_prize_value');
      if (!response.success) throw new Error(response.error);
      return { totalPrizeValue: response.totalPrizeValue, totalWinner: response.totalWinner };
    },
    { isValid: isWinnerStats, ...(now ? { now } : {}) },
  );
}
