import * as v from 'valibot';
import { absent, flag, id, int, listOf, maybe, num, opt, savedWith, successWith, text } from './tolerant';

// Responses every team reads (site settings, SEO, winner stats) and the shell's own pages.

/** SEO settings record (requirements §3); the home page uses the first of `data`. */
const seoSettings = v.object({
  page_title: opt(text, ''),
  meta_description: opt(text, ''),
  meta_title: opt(text, ''),
});

export const seoSettingsResponse = successWith({ data: listOf(seoSettings, 'data') });

/** A kept SEO record the home page can use (the 15-minute cache may hold an older build's). */
export const isSeoSettings = (value: unknown): value is SeoSettings => v.is(seoSettings, value);

/**
 * The site settings (requirements §3) as the 15-minute cache holds them. A shop that has not set
 * them up sends an empty object: every field may be missing and has a default.
 */
export const siteSettings = v.object({
  /** A list, or text such as "5,10,25". */
  suggested_tickets: listOf(int, 'suggested_tickets'),
  announcement: opt(text, ''),
  live_draw_info: opt(text, ''),
  main_competition: opt(id, null),
  /** Absent: the carousel's own heights and speed (mf-catalog slider.ts). */
  slider_height_desktop: absent(maybe(num), '480 px'),
  slider_height_mobile: absent(maybe(num), '240 px'),
  slider_height_tablet: absent(maybe(num), '360 px'),
  show_question: opt(flag, false),
  slider_speed: absent(maybe(num), '5000 ms'),
  reward_prize_info: opt(text, ''),
  frontend_scripts: opt(text, ''),
  /** Added by the provider: who runs the shop, for the footer and the terms (absent: not shown). */
  operator: maybe(v.object({ name: opt(text, ''), company_number: opt(text, ''), registered_address: opt(text, '') })),
});

export const siteSettingsResponse = successWith({ data: opt(siteSettings, {}) });

/** Winner stats (requirements §3); a figure left out shows as a dash. */
export const winnerStats = v.object({
  totalPrizeValue: absent(maybe(num), 'shown as —'),
  totalWinner: absent(maybe(int), 'shown as —'),
});

export const winnerStatsResponse = successWith(winnerStats.entries);

export const legalTermsResponse = successWith({
  data: listOf(v.object({ title: text, html: opt(text, '') }), 'data'),
});

/** An response whose only use is its success (saves, sign-out, the incident beacon) and its message. */
export const doneResponse = savedWith({ message: opt(text, '') });

export type SeoSettings = v.InferOutput<typeof seoSettings>;
export type SiteSettings = v.InferOutput<typeof siteSettings>;
export type WinnerStats = v.InferOutput<typeof winnerStats>;
export type LegalTab = v.InferOutput<typeof legalTermsResponse>['data'][number];
