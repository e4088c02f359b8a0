import { parseResponse } from '@shop/provider-client/response-check';
import { type Competition, closingTime } from '@shop/shared';
import { competitionDetailsPath } from '@shop/shared/format';
import type { ServerContext, SitemapEntry } from '@shop/shared/server-build';
import { PRICE_BANDS, priceBandHref } from '../common/competition/price-bands';
import { CATEGORIES } from '../features/competitions/categories';

// The catalog's pages in the sitemap (docs/design-choices.md "Search and share"): every public
// competition, live, sold out, finished or drawn, once, at its canonical address, with the time
// it last changed; its lists and its other public pages, changed when this version went live.

const PAGE_SIZE = 100;
const MAX_PAGES = 20;

async function everyPage<T>(
  context: ServerContext,
  call: string,
  read: (answer: unknown) => { data: T[]; total_pages?: number } | null,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const response = read(await context.read(call, { page, limit: PAGE_SIZE }));
    if (!response) break;
    all.push(...response.data);
    // A host that leaves out the page count has no more pages once one comes back short.
    if (page >= (response.total_pages ?? (response.data.length < PAGE_SIZE ? page : page + 1))) break;
  }
  return all;
}

const latest = (...times: (number | undefined)[]): string | undefined => {
  const known = times.filter((t): t is number => t !== undefined && Number.isFinite(t));
  return known.length ? new Date(Math.max(...known)).toISOString() : undefined;
};

export async function sitemap(context: ServerContext): Promise<SitemapEntry[]> {
  const list = (answer: unknown) => parseResponse('competition', answer);
  const [live, closed, draws] = await Promise.all([
    everyPage(context, 'competition', list),
    everyPage(context, 'finished_soldout_competition', list),
    everyPage(context, 'draw_results', (response) => parseResponse('draw_results', response)),
  ]);
  const drawnAt = new Map(draws.map((d) => [d.competition_id, Date.parse(d.drawn_at ?? '')]));
  const competitions = new Map<number, Competition>();
  for (const c of [...live, ...closed]) competitions.set(c.id, c);
  const released = Date.parse(context.liveSince.mf_catalog ?? '');
  const changed = (c: Competition) => {
    const closes = closingTime(c);
    return latest(Date.parse(c.created_at), closes <= context.now ? closes : undefined, drawnAt.get(c.id));
  };
  const newest = (items: Competition[]) => latest(released, ...items.map((c) => Date.parse(c.created_at)));
  const liveIn = (slug: string) => live.filter((c) => slug === 'all' || c.category.toLowerCase() === slug);
  const categories = CATEGORIES.filter((c) => c.slug === 'all' || liveIn(c.slug).length > 0);
  const entries: SitemapEntry[] = [
    { path: '/', lastmod: newest(live) },
    ...categories.map((c) => ({ path: `/competitions/${c.slug}`, lastmod: newest(liveIn(c.slug)) })),
    ...PRICE_BANDS.map((band) => ({ path: priceBandHref(band), lastmod: newest(live) })),
    { path: '/competitions/instant_win_comps', lastmod: newest(live.filter((c) => c.enable_instant_wins)) },
    { path: '/draw/results', lastmod: latest(released, ...drawnAt.values()) },
    { path: '/results', lastmod: latest(released, ...drawnAt.values()) },
    { path: '/winners_list', lastmod: latest(released, ...drawnAt.values()) },
    { path: '/free-postal-route', lastmod: latest(released) },
    ...[...competitions.values()].map((c) => ({ path: competitionDetailsPath(c), lastmod: changed(c) })),
  ];
  return entries;
}
