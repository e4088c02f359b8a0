import type { PageAddress } from '@shop/shared/server-build';
import { type RouteAt, routeAt } from '../app/route-at';
import type { CatalogPath } from '../app/route-manifest';
import { priceBandBySlug } from '../common/competition/price-bands';
import { pageFromSearch } from '../common/ui/page-param';
import { winnersHref, winnersViewOf } from '../features/winners/view';

// Which address each of the catalog's pages is (docs/composition.md "Server rendering"): the URL
// reduced to what the page reads, so one page has one address. Keyed by the paths of
// ../app/route-manifest.ts; the storefront server redirects any other spelling to it.

const withQuery = (pathname: string, query: URLSearchParams) => {
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
};

/** A parameter that names a positive whole number (a competition, a win, a page), or null. */
function positive(search: URLSearchParams, name: string): number | null {
  const value = Number(search.get(name) ?? '');
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** `?page=` when past the first. */
function pageQuery(search: URLSearchParams): URLSearchParams {
  const page = pageFromSearch(search);
  return new URLSearchParams(page > 1 ? { page: String(page) } : {});
}

const asIs = ({ pathname }: RouteAt) => pathname;

const ADDRESSES: Record<CatalogPath, (found: RouteAt) => string> = {
  '/': asIs,
  '/competitions/instant_win_comps': asIs,
  '/competitions/instant/wins': asIs,
  // A list's category, price band and page.
  '/competitions/:category': ({ params, search }) => {
    const query = new URLSearchParams();
    const band = priceBandBySlug(search.get('price'));
    if (band) query.set('price', band.slug);
    const page = pageFromSearch(search);
    if (page > 1) query.set('page', String(page));
    return withQuery(`/competitions/${(params.category ?? 'all').toLowerCase()}`, query);
  },
  '/competition/details/:competitionDetail': asIs,
  '/competition/info/:id': asIs,
  // Its page, and the competition whose entry list shows, with that list's page.
  '/draw/results': ({ pathname, search }) => {
    const query = pageQuery(search);
    const competition = positive(search, 'competition');
    if (competition !== null) {
      query.set('competition', String(competition));
      const entries = positive(search, 'entries');
      if (entries !== null && entries > 1) query.set('entries', String(entries));
    }
    return withQuery(pathname, query);
  },
  '/results': ({ pathname, search }) => withQuery(pathname, pageQuery(search)),
  // The winners' kind, order and page.
  '/winners_list': ({ search }) => winnersHref(winnersViewOf(search, pageFromSearch(search))),
  // ?win=: the link of a win email.
  '/claim/prize': ({ pathname, search }) => {
    const win = positive(search, 'win');
    return win === null ? pathname : `${pathname}?win=${win}`;
  },
  '/free-postal-route': asIs,
};

/** The address of a route found (no second match). */
export const addressAt = (found: RouteAt): string => ADDRESSES[found.route.path](found);

/** The page's own address for a URL of this remote (every one of its routes is rendered), or null. */
export function addressOf(url: string): PageAddress | null {
  const found = routeAt(url);
  return found && { url: addressAt(found), rendered: true };
}
