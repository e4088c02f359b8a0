import { parseResponse } from '@shop/provider-client/response-check';
import { type Competition, closingTime } from '@shop/shared';
import { competitionDetailsPath } from '@shop/shared/format';
import type { ServerContext, SitemapEntry } from '@shop/shared/server-build';
import { CATALOG_ROUTES, type CatalogPath } from '../app/route-manifest';
import { PRICE_BANDS, priceBandHref } from '../common/competition/price-bands';
import { CATEGORIES } from '../features/competitions/categories';

// The catalog's pages in the sitemap (docs/design-choices.md "Search and share"): every public
// competition, live, sold out, finished or drawn, once, at its canonical address, with the time
// it last changed; its lists and its other public pages, changed when this version went live.
// Keyed by the paths of ../app/route-manifest.ts: each route says which of its addresses are listed.

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

/** What the catalog's routes list their addresses from. */
interface Listed {
  live: Competition[];
  competitions: Competition[];
  drawnAt: Map<number, number>;
  released: number;
  now: number;
}

const newest = ({ released }: Listed, items: Competition[]) =>
  latest(released, ...items.map((c) => Date.parse(c.created_at)));
const liveIn = ({ live }: Listed, slug: string) =>
  live.filter((c) => slug === 'all' || c.category.toLowerCase() === slug);
const sinceADraw = (path: string, { released, drawnAt }: Listed) => [
  { path, lastmod: latest(released, ...drawnAt.values()) },
];
/** A route whose page is listed at another of its routes' address, or is one visitor's own. */
const unlisted = () => [];

const SITEMAP: Record<CatalogPath, (path: string, listed: Listed) => SitemapEntry[]> = {
  '/': (path, listed) => [{ path, lastmod: newest(listed, listed.live) }],
  '/competitions/instant_win_comps': (path, listed) => [
    {
      path,
      lastmod: newest(
        listed,
        listed.live.filter((c) => c.enable_instant_wins),
      ),
    },
  ],
  // The same page as /competitions/instant_win_comps, its canonical address.
  '/competitions/instant/wins': unlisted,
  '/competitions/:category': (_, listed) => [
    ...CATEGORIES.filter((c) => c.slug === 'all' || liveIn(listed, c.slug).length > 0).map((c) => ({
      path: `/competitions/${c.slug}`,
      lastmod: newest(listed, liveIn(listed, c.slug)),
    })),
    ...PRICE_BANDS.map((band) => ({ path: priceBandHref(band), lastmod: newest(listed, listed.live) })),
  ],
  '/competition/details/:competitionDetail': (_, { competitions, drawnAt, now }) =>
    competitions.map((c) => {
      const closes = closingTime(c);
      return {
        path: competitionDetailsPath(c),
        lastmod: latest(Date.parse(c.created_at), closes <= now ? closes : undefined, drawnAt.get(c.id)),
      };
    }),
  // A competition's canonical address is its details path.
  '/competition/info/:id': unlisted,
  '/draw/results': sinceADraw,
  '/results': sinceADraw,
  '/winners_list': sinceADraw,
  // One winner's own (a private path, shell/src/app/routes.ts).
  '/claim/prize': unlisted,
  '/free-postal-route': (path, { released }) => [{ path, lastmod: latest(released) }],
};

export async function sitemap(context: ServerContext): Promise<SitemapEntry[]> {
  const list = (answer: unknown) => parseResponse('competition', answer);
  const [live, closed, draws] = await Promise.all([
    everyPage(context, 'competition', list),
    everyPage(context, 'finished_soldout_competition', list),
    everyPage(context, 'draw_results', (response) => parseResponse('draw_results', response)),
  ]);
  const competitions = new Map<number, Competition>();
  for (const c of [...live, ...closed]) competitions.set(c.id, c);
  const listed: Listed = {
    live,
    competitions: [...competitions.values()],
    drawnAt: new Map(draws.map((d) => [d.competition_id, Date.parse(d.drawn_at ?? '')])),
    released: Date.parse(context.liveSince.mf_catalog ?? ''),
    now: context.now,
  };
  return CATALOG_ROUTES.flatMap(({ path }) => SITEMAP[path](path, listed));
}
