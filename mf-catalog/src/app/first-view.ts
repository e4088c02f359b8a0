import { competitionIdFromDetailsParam } from '@shop/shared';
import { matchPath } from '@shop/shared/routing';
import type { EventCallable } from 'effector';
import { priceBandBySlug } from '../common/competition/price-bands';
import { pageFromSearch } from '../common/ui/states';
import { detailsOpened } from '../features/competition-details/model';
import { listRequest } from '../features/competitions/categories';
import { listOpened } from '../features/competitions/model';
import { homeReadsRequested } from '../features/home/model';
import { instantWinsOpened } from '../features/instant-wins/model';
import { drawResultsOpened, resultsPageOpened } from '../features/results/model';
import { winnersOpened } from '../features/winners/model';

// The routes the server renders (docs/composition.md "Server rendering") and the reads their first
// view shows, with the same parameters the page's own start sends: the server settles them in a
// scope of its own before rendering; the client starts them, answered from the page, before it
// hydrates, and the page's own start then finds them in the cache.

type Params = Record<string, string | undefined>;

interface FirstView {
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: each route's own start event
  start: EventCallable<any>;
  params: (found: Params, search: URLSearchParams) => unknown;
}

const FIRST_VIEWS: FirstView[] = [
  { path: '/', start: homeReadsRequested, params: () => undefined },
  { path: '/competition/info/:id', start: detailsOpened, params: ({ id }) => Number(id) },
  {
    path: '/competition/details/:competitionDetail',
    start: detailsOpened,
    params: ({ competitionDetail }) => competitionIdFromDetailsParam(competitionDetail ?? ''),
  },
  // Before ':category', which would take its slug.
  { path: '/competitions/instant_win_comps', start: instantWinsOpened, params: () => undefined },
  { path: '/competitions/instant/wins', start: instantWinsOpened, params: () => undefined },
  {
    path: '/competitions/:category',
    start: listOpened,
    params: ({ category = 'all' }, search) => ({
      ...listRequest(category.toLowerCase(), pageFromSearch(search)),
      band: priceBandBySlug(search.get('price')),
    }),
  },
  { path: '/draw/results', start: resultsPageOpened, params: (_, search) => pageFromSearch(search) },
  { path: '/results', start: drawResultsOpened, params: (_, search) => pageFromSearch(search) },
  { path: '/winners_list', start: winnersOpened, params: (_, search) => pageFromSearch(search) },
];

/** The start event and its parameter for a URL the server renders, or null. */
export function firstViewAt(url: string): { start: EventCallable<unknown>; params: unknown } | null {
  const { pathname, searchParams } = new URL(url, 'http://shop');
  for (const view of FIRST_VIEWS) {
    const found = matchPath(view.path, pathname);
    const params = found ? view.params(found.params, searchParams) : null;
    // A details path without an id is the page's own "not found": the client shows it.
    if (found && params !== null && !Number.isNaN(params)) return { start: view.start, params };
  }
  return null;
}
