import { parseResponse } from '@shop/provider-client/response-check';
import { matchPath } from '@shop/react-kit/routing';
import { sharePath } from '@shop/react-kit/server';
import type { Competition } from '@shop/shared';
import { competitionDetailsPath, competitionIdFromDetailsParam } from '@shop/shared/format';
import type { PageAddress, PageHead, ServerContext } from '@shop/shared/server-build';
import { priceBandBySlug } from '../common/competition/price-bands';
import { pageFromSearch } from '../common/ui/page-param';
import { detailsPageMeta } from '../features/competition-details/page-meta';
import { CATEGORIES, listRequest } from '../features/competitions/categories';
import { listMeta } from '../features/competitions/list-meta';
import { winnersHref, winnersViewOf } from '../features/winners/view';
import { competitionShareSvg } from './share-image';
import { competitionData } from './structured-data';

// What the catalog's pages say in their <head> and which address each one is (docs/composition.md
// "Server rendering"): from this released build, so a publish or a rollback changes the head
// with the page. The shell's build gives every route its defaults (title, description,
// canonical); these refine them.

export const CONTAINER = 'mf_catalog';

type Params = Record<string, string | undefined>;
const match = (pattern: string, pathname: string): Params | null => matchPath(pattern, pathname)?.params ?? null;

/** The routes whose `?page=` is part of the page. */
const PAGED = ['/draw/results', '/results'];
const INSTANT_WINS = '/competitions/instant_win_comps';
const STATIC = [
  '/',
  INSTANT_WINS,
  '/competitions/instant/wins',
  '/competition/details/:competitionDetail',
  '/competition/info/:id',
  '/free-postal-route',
];

const withQuery = (pathname: string, query: URLSearchParams) => {
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
};

/** A parameter that names a positive whole number (a competition, a win, a page), or null. */
function positive(search: URLSearchParams, name: string): number | null {
  const value = Number(search.get(name) ?? '');
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The URL reduced to what the page reads: a list's category, price band and page; a results
 * page's page (and on /draw/results the competition whose entry list shows, and its page); the
 * winners' kind, order and page; the claim page's ?win= (the link of a win email).
 */
export function addressOf(url: string): PageAddress | null {
  const { pathname, searchParams } = new URL(url, 'http://shop');
  const page = pageFromSearch(searchParams);
  const query = new URLSearchParams();
  if (PAGED.includes(pathname)) {
    if (page > 1) query.set('page', String(page));
    const competition = pathname === '/draw/results' ? positive(searchParams, 'competition') : null;
    if (competition !== null) {
      query.set('competition', String(competition));
      const entries = positive(searchParams, 'entries');
      if (entries !== null && entries > 1) query.set('entries', String(entries));
    }
    return { url: withQuery(pathname, query), rendered: true };
  }
  if (pathname === '/winners_list') return { url: winnersHref(winnersViewOf(searchParams, page)), rendered: true };
  if (pathname === '/claim/prize') {
    const win = positive(searchParams, 'win');
    return { url: win === null ? pathname : `${pathname}?win=${win}`, rendered: true };
  }
  if (STATIC.some((pattern) => match(pattern, pathname))) return { url: pathname, rendered: true };
  const list = match('/competitions/:category', pathname);
  if (!list) return null;
  const band = priceBandBySlug(searchParams.get('price'));
  if (band) query.set('price', band.slug);
  if (page > 1) query.set('page', String(page));
  return { url: withQuery(`/competitions/${(list.category ?? 'all').toLowerCase()}`, query), rendered: true };
}

/** A competition's page, or 404 when the provider says there is none (a failed read leaves the defaults). */
async function detailsHead(id: number | null, context: ServerContext): Promise<Partial<PageHead>> {
  if (!id) return { status: 404 };
  const response = await context.read('getcompetition', { id });
  if (response === null) return {};
  if ((response as { success?: unknown }).success === false) return { status: 404 };
  const c = parseResponse('getcompetition', response)?.data;
  if (!c) return {};
  const canonical = competitionDetailsPath(c);
  const meta = detailsPageMeta(c, context.now);
  const image = new URL(c.image, context.apiUrl).href;
  const svg = competitionShareSvg(c, image, context.now);
  return {
    ...meta,
    socialTitle: c.title,
    canonical,
    ogType: 'product',
    image: { path: sharePath(CONTAINER, `competition-${c.id}`, svg), alt: `${c.title}: prize draw at Prize Draw UK` },
    leadImage: image,
    structuredData: competitionData({
      competition: c,
      url: context.origin + canonical,
      description: meta.description,
      image,
      origin: context.origin,
      drawnAt: await drawnAt(c, context),
      now: context.now,
    }),
  };
}

/** When a drawn competition's draw took place, from its published proof. */
async function drawnAt(c: Competition, context: ServerContext): Promise<number | null> {
  if (c.status !== 'drawn') return null;
  const proof = parseResponse('draw_proof', await context.read('draw_proof', { competition_id: c.id }))?.data;
  const at = proof?.drawn ? Date.parse(proof.drawn_at ?? '') : Number.NaN;
  return Number.isFinite(at) ? at : null;
}

/** A list: its own title per category, band and page; 404 for a category the shop does not have. */
async function listHead(url: URL, slug: string, context: ServerContext): Promise<Partial<PageHead>> {
  const band = priceBandBySlug(url.searchParams.get('price'));
  const page = pageFromSearch(url.searchParams);
  if (!CATEGORIES.some((c) => c.slug === slug)) {
    // A category the provider has competitions in is one, whether or not this build names it.
    const { call, body } = listRequest(slug, 1);
    const response = (await context.read(call, body)) as { success?: unknown; data?: unknown } | null;
    if (
      response !== null &&
      (response.success === false || (Array.isArray(response.data) && response.data.length === 0))
    ) {
      return { status: 404 };
    }
  }
  return { ...listMeta(slug, band, page), canonical: url.pathname + url.search };
}

/** Home: the title and description of the provider's SEO settings (requirements §2), its hero image first. */
async function homeHead(context: ServerContext): Promise<Partial<PageHead>> {
  const [seo, settings] = await Promise.all([
    context.read('getSEOSettings', { page: 'home' }),
    context.read('getsettings'),
  ]);
  const first = (seo as { data?: { page_title?: unknown; meta_description?: unknown; meta_title?: unknown }[] })
    ?.data?.[0];
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const head: Partial<PageHead> = {};
  // As the home page applies them (features/home/model.ts applyMeta).
  const title = text(first?.page_title) ?? text(first?.meta_title);
  if (title) head.title = title;
  if (text(first?.meta_description)) head.description = text(first?.meta_description);
  if (text(first?.meta_title)) head.metaTitle = text(first?.meta_title);
  // The carousel's first slide is the main competition (features/home/ui/Carousel.tsx).
  const main = Number((settings as { data?: { main_competition?: unknown } })?.data?.main_competition);
  if (main) {
    const c = parseResponse('getcompetition', await context.read('getcompetition', { id: main }))?.data;
    if (c?.image) head.leadImage = new URL(c.image, context.apiUrl).href;
  }
  return head;
}

export async function head(url: string, context: ServerContext): Promise<Partial<PageHead> | null> {
  const address = addressOf(url);
  if (!address) return null;
  const parsed = new URL(address.url, 'http://shop');
  const { pathname } = parsed;
  if (pathname === '/') return homeHead(context);
  const info = match('/competition/info/:id', pathname);
  if (info) return detailsHead(Number.parseInt(info.id ?? '', 10) || null, context);
  const details = match('/competition/details/:competitionDetail', pathname);
  if (details) return detailsHead(competitionIdFromDetailsParam(details.competitionDetail ?? ''), context);
  // The two instant-win addresses are one page.
  if (pathname === INSTANT_WINS || pathname === '/competitions/instant/wins') return { canonical: INSTANT_WINS };
  const list = match('/competitions/:category', pathname);
  if (list) return listHead(parsed, list.category ?? 'all', context);
  return { canonical: address.url };
}
