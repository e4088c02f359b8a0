// Catalog reads: the competition lists, one competition, the site's settings pages.
import type { Ctx } from '../context';
import { iso, num, paged } from '../util';
import { requireComp, serializeComp } from './competitions';
import { type CompList, listComps, otherLiveComps, setting } from './repository';

export function competitionPage(ctx: Ctx, list: CompList, page: number, limit: number, category?: string) {
  const now = ctx.now();
  const params: (string | number)[] = category === undefined ? [iso(now)] : [iso(now), category];
  const { rows, total } = listComps(ctx.db, list, params, limit, (page - 1) * limit);
  return paged(
    rows.map((r) => serializeComp(ctx, r, now)),
    total,
    page,
    limit,
  );
}

export const competition = (ctx: Ctx, id: number) => serializeComp(ctx, requireComp(ctx, id));

export function otherCompetitions(ctx: Ctx, id: number, limit: number) {
  const comp = requireComp(ctx, id);
  const now = ctx.now();
  return otherLiveComps(ctx.db, iso(now), comp, limit).map((r) => serializeComp(ctx, r, now));
}

export const siteSetting = <T>(ctx: Ctx, key: string, fallback: T): T => setting(ctx.db, key, fallback);

type SeoRecord = { page_title: string; meta_title: string; meta_description: string };
export function seoFor(ctx: Ctx, page: string): SeoRecord[] {
  const all = setting<Record<string, SeoRecord>>(ctx.db, 'seo', {});
  const rec = all[page] ?? all.home;
  return rec ? [rec] : [];
}

/**
 * The legal tabs, with the operator's identity (site setting `site.operator`) put where the text
 * names it ({operator.name}, {operator.company_number}, {operator.registered_address}), escaped.
 */
export function legalTabs(ctx: Ctx): { title: string; html: string }[] {
  const operator = siteSetting<{ operator?: Record<string, string> }>(ctx, 'site', {}).operator ?? {};
  const asText = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return siteSetting<{ title: string; html: string }[]>(ctx, 'legal', []).map((tab) => ({
    ...tab,
    html: tab.html.replace(/\{operator\.(name|company_number|registered_address)\}/g, (_, k: string) =>
      asText(String(operator[k] ?? '')),
    ),
  }));
}

/** Points worth £1 (site settings `site.points_per_pound`); 100 when the setting is missing or bad. */
export function pointsPerPound(ctx: Ctx): number {
  const rate = num(siteSetting<{ points_per_pound?: unknown }>(ctx, 'site', {}).points_per_pound);
  return Number.isSafeInteger(rate) && rate > 0 ? rate : 100;
}
