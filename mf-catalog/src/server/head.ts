import { parseResponse } from '@shop/provider-client/response-check';
import { sharePath } from '@shop/react-kit/server';
import type { Competition } from '@shop/shared';
import { competitionDetailsPath, competitionIdFromDetailsParam } from '@shop/shared/format';
import type { PageHead, ServerContext } from '@shop/shared/server-build';
import { routeAt } from '../app/route-at';
import type { CatalogPath } from '../app/route-manifest';
import { priceBandBySlug } from '../common/competition/price-bands';
import { pageFromSearch } from '../common/ui/page-param';
import { detailsPageMeta } from '../features/competition-details/page-meta';
import { CATEGORIES, listRequest } from '../features/competitions/categories';
import { listMeta } from '../features/competitions/list-meta';
import { addressAt } from './address';
import { competitionShareSvg } from './share-image';
import { competitionData } from './structured-data';

// What the catalog's pages say in their <head> (docs/composition.md "Server rendering"), keyed by
// the paths of ../app/route-manifest.ts: from this released build, so a publish or a rollback
// changes the head with the page. The shell's build gives every route its defaults (title,
// description, canonical); these refine them.

export const CONTAINER = 'mf_catalog';

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

const INSTANT_WINS = '/competitions/instant_win_comps';

/** A route's head from its page's own address and the path's parameters. */
type HeadOf = (
  page: { address: string; params: Record<string, string | undefined> },
  context: ServerContext,
) => Partial<PageHead> | Promise<Partial<PageHead>>;

const canonicalOnly: HeadOf = ({ address }) => ({ canonical: address });
// The two instant-win addresses are one page.
const instantWins: HeadOf = () => ({ canonical: INSTANT_WINS });

const HEADS: Record<CatalogPath, HeadOf> = {
  '/': (_, context) => homeHead(context),
  '/competitions/instant_win_comps': instantWins,
  '/competitions/instant/wins': instantWins,
  '/competitions/:category': ({ address, params }, context) =>
    listHead(new URL(address, 'http://shop'), (params.category ?? 'all').toLowerCase(), context),
  '/competition/details/:competitionDetail': ({ params }, context) =>
    detailsHead(competitionIdFromDetailsParam(params.competitionDetail ?? ''), context),
  '/competition/info/:id': ({ params }, context) => detailsHead(Number.parseInt(params.id ?? '', 10) || null, context),
  '/draw/results': canonicalOnly,
  '/results': canonicalOnly,
  '/winners_list': canonicalOnly,
  '/claim/prize': canonicalOnly,
  '/free-postal-route': canonicalOnly,
};

export async function head(url: string, context: ServerContext): Promise<Partial<PageHead> | null> {
  const found = routeAt(url);
  if (!found) return null;
  return HEADS[found.route.path]({ address: addressAt(found), params: found.params }, context);
}
