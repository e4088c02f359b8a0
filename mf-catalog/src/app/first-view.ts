import { competitionIdFromDetailsParam } from '@shop/shared';
import { matchPath } from '@shop/shared/routing';
import type { EventCallable } from 'effector';
import { priceBandBySlug } from '../common/competition/price-bands';
import { pageFromSearch } from '../common/ui/states';
import { listRequest } from '../features/competitions/categories';

// The routes the server renders (docs/composition.md "Server rendering") and the reads their first
// view shows, with the same parameters the page's own start sends: the server settles them in a
// scope of its own before rendering; the client starts them, answered from the page, before it
// hydrates, and the page's own start then finds them in the cache. Each route's model is imported
// only when its route is asked for: a model makes its queries as it loads, and making every
// route's on every page was the longest task of a phone's first view (bench/README.md).

type Params = Record<string, string | undefined>;

interface FirstView {
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: each route's own start event
  start: () => Promise<EventCallable<any>>;
  params: (found: Params, search: URLSearchParams) => unknown;
}

const details = () => import('../features/competition-details/model').then((m) => m.detailsOpened);
const instantWins = () => import('../features/instant-wins/model').then((m) => m.instantWinsOpened);

const FIRST_VIEWS: FirstView[] = [
  {
    path: '/',
    start: () => import('../features/home/model').then((m) => m.homeReadsRequested),
    params: () => undefined,
  },
  { path: '/competition/info/:id', start: details, params: ({ id }) => Number(id) },
  {
    path: '/competition/details/:competitionDetail',
    start: details,
    params: ({ competitionDetail }) => competitionIdFromDetailsParam(competitionDetail ?? ''),
  },
  // Before ':category', which would take its slug.
  { path: '/competitions/instant_win_comps', start: instantWins, params: () => undefined },
  { path: '/competitions/instant/wins', start: instantWins, params: () => undefined },
  {
    path: '/competitions/:category',
    start: () => import('../features/competitions/model').then((m) => m.listOpened),
    params: ({ category = 'all' }, search) => ({
      ...listRequest(category.toLowerCase(), pageFromSearch(search)),
      band: priceBandBySlug(search.get('price')),
    }),
  },
  {
    path: '/draw/results',
    start: () => import('../features/results/model').then((m) => m.resultsPageOpened),
    params: (_, search) => pageFromSearch(search),
  },
  {
    path: '/results',
    start: () => import('../features/results/model').then((m) => m.drawResultsOpened),
    params: (_, search) => pageFromSearch(search),
  },
  {
    path: '/winners_list',
    start: () => import('../features/winners/model').then((m) => m.winnersOpened),
    params: (_, search) => pageFromSearch(search),
  },
];

/** The start event (its model loaded) and its parameter for a URL the server renders, or null. */
export async function firstViewAt(url: string): Promise<{ start: EventCallable<unknown>; params: unknown } | null> {
  const { pathname, searchParams } = new URL(url, 'http://shop');
  for (const view of FIRST_VIEWS) {
    const found = matchPath(view.path, pathname);
    const params = found ? view.params(found.params, searchParams) : null;
    // A details path without an id is the page's own "not found": the client shows it.
    if (found && params !== null && !Number.isNaN(params)) return { start: await view.start(), params };
  }
  return null;
}
