import { competitionIdFromDetailsParam } from '@shop/shared/format';
import type { EventCallable } from 'effector';
import { priceBandBySlug } from '../common/competition/price-bands';
import { pageFromSearch } from '../common/ui/page-param';
import { listRequest } from '../features/competitions/categories';
import { winnersViewOf } from '../features/winners/view';
import { routeAt } from './route-at';
import type { CatalogPath } from './route-manifest';

// The reads each route's first view shows (docs/composition.md "Server rendering"), keyed by the
// paths of ./route-manifest.ts (every route of this remote is server-rendered), with the same parameters the page's own start sends: the server settles them in a
// scope of its own before rendering; the client starts them, served from the page, before it
// hydrates, and the page's own start then finds them in the cache. Each route's model is imported
// only when its route is asked for: a model makes its queries as it loads, and making every
// route's on every page was the longest task of a phone's first view (bench/README.md).

type Params = Record<string, string | undefined>;

/** A route's first view; its models load from the route's chunk (./route-manifest.ts), as its page does. */
interface FirstView {
  /** Modules the route's model imports that make queries: loaded first, a task each (below). */
  queriesFirst?: (() => Promise<unknown>)[];
  /** The route's start event; none for a page that reads nothing before it shows. */
  // biome-ignore lint/suspicious/noExplicitAny: each route's own start event
  start?: () => Promise<EventCallable<any>>;
  /**
   * The browser's first view starts these instead, a task apart (the same reads as `start`, which
   * the server fires in its scope): a route whose reads returned from the page in one task made
   * a long task of it.
   */
  steps?: (params: unknown) => Promise<(() => void)[]>;
  params: (found: Params, search: URLSearchParams) => unknown;
}

/**
 * The query modules home and details share, imported from each route's own chunk: a chunk's name
 * is written in each import, so the same module has an import per chunk.
 */
const homeSettings = () => import(/* webpackChunkName: "home" */ '../common/settings');
const detailsSettings = () => import(/* webpackChunkName: "details" */ '../common/settings');
const detailsHowItWorks = () => import(/* webpackChunkName: "details" */ '../common/howItWorks');
const detailsCompetition = () =>
  import(/* webpackChunkName: "details" */ '../features/competition-details/queries/competition');
const detailsOthers = () =>
  import(/* webpackChunkName: "details" */ '../features/competition-details/queries/other-comps');
// The draw's proof, a section of the page: its query is made when the page's code loads.
const detailsDrawProof = () => import(/* webpackChunkName: "details" */ '../features/draw-proof/model');

/**
 * Gives the main thread back for a moment. Making a query costs a few milliseconds on a phone, and
 * home's model with the modules it imports makes eight, a module each: made in one go, they were
 * the longest task of the catalog's first view (bench/README.md "Phone first view").
 */
export const nextTask = () =>
  // The server renders within a time budget and has no phone to keep responsive: it does not wait.
  typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => setTimeout(resolve, 0));

const details = () =>
  import(/* webpackChunkName: "details" */ '../features/competition-details/model').then((m) => m.detailsOpened);
const detailsSteps = (id: unknown) =>
  import(/* webpackChunkName: "details" */ '../features/competition-details/model').then((m) =>
    m.detailsFirstViewSteps(id as number),
  );
const instantWins = () =>
  import(/* webpackChunkName: "instant-wins" */ '../features/instant-wins/model').then((m) => m.instantWinsOpened);

const FIRST_VIEWS: Record<CatalogPath, FirstView> = {
  '/': {
    queriesFirst: [
      homeSettings,
      () => import(/* webpackChunkName: "home" */ '../common/howItWorks'),
      () => import(/* webpackChunkName: "home" */ '../common/winnerStats'),
      () => import(/* webpackChunkName: "home" */ '../features/home/queries/main-competition'),
      () => import(/* webpackChunkName: "home" */ '../features/home/queries/featured'),
      () => import(/* webpackChunkName: "home" */ '../features/home/queries/all-live'),
      () => import(/* webpackChunkName: "home" */ '../features/home/queries/draw-next'),
      () => import(/* webpackChunkName: "home" */ '../features/home/queries/finished'),
    ],
    start: () => import(/* webpackChunkName: "home" */ '../features/home/model').then((m) => m.homeFirstViewStarted),
    steps: () => import(/* webpackChunkName: "home" */ '../features/home/model').then((m) => m.homeFirstViewSteps),
    params: () => undefined,
  },
  '/competition/info/:id': {
    queriesFirst: [detailsSettings, detailsHowItWorks, detailsCompetition, detailsOthers, detailsDrawProof],
    start: details,
    steps: detailsSteps,
    params: ({ id }) => Number(id),
  },
  '/competition/details/:competitionDetail': {
    queriesFirst: [detailsSettings, detailsHowItWorks, detailsCompetition, detailsOthers, detailsDrawProof],
    start: details,
    steps: detailsSteps,
    params: ({ competitionDetail }) => competitionIdFromDetailsParam(competitionDetail ?? ''),
  },
  '/competitions/instant_win_comps': { start: instantWins, params: () => undefined },
  '/competitions/instant/wins': { start: instantWins, params: () => undefined },
  '/competitions/:category': {
    start: () =>
      import(/* webpackChunkName: "competitions" */ '../features/competitions/model').then((m) => m.listOpened),
    params: ({ category = 'all' }, search) => ({
      ...listRequest(category.toLowerCase(), pageFromSearch(search)),
      band: priceBandBySlug(search.get('price')),
    }),
  },
  '/draw/results': {
    start: () => import(/* webpackChunkName: "results" */ '../features/results/model').then((m) => m.drawResultsOpened),
    params: (_, search) => pageFromSearch(search),
  },
  '/results': {
    start: () => import(/* webpackChunkName: "results" */ '../features/results/model').then((m) => m.resultsOpened),
    params: (_, search) => pageFromSearch(search),
  },
  '/free-postal-route': {
    start: () =>
      import(/* webpackChunkName: "postal" */ '../features/free-postal-route/model').then((m) => m.postalRouteOpened),
    params: () => undefined,
  },
  // A visitor's claim page: how claiming works and the way to sign in (a winner's own list is theirs).
  '/claim/prize': { params: () => undefined },
  '/winners_list': {
    start: () => import(/* webpackChunkName: "winners" */ '../features/winners/model').then((m) => m.winnersOpened),
    params: (_, search) => winnersViewOf(search, pageFromSearch(search)),
  },
};

/**
 * The start event (its model loaded), its parameter, the browser's steps if the route has them and
 * the route's chunk for a URL the server renders, or null.
 */
export async function firstViewAt(
  url: string,
): Promise<{ start?: EventCallable<unknown>; params?: unknown; steps?: (() => void)[]; chunk: string } | null> {
  const found = routeAt(url);
  if (!found) return null;
  const { chunk, path } = found.route;
  const view = FIRST_VIEWS[path];
  const params = view.params(found.params, found.search);
  // A details path without an id is the page's own "not found": it reads nothing.
  if (!view.start || params === null || Number.isNaN(params)) return { chunk };
  for (const step of view.queriesFirst ?? []) {
    await step();
    await nextTask();
  }
  return { start: await view.start(), params, steps: await view.steps?.(params), chunk };
}
