import { matchPath } from '@shop/react-kit/routing';
import { CATALOG_ROUTES, type CatalogRoute } from './route-manifest';

// The one place a URL is matched against this remote's routes (./route-manifest.ts): the first
// view, the page head and the address each match a URL once, here, and read their own table by the
// path found.

/** A URL's route in the manifest, with the path's parameters and the URL's query. */
export interface RouteAt {
  route: CatalogRoute;
  params: Record<string, string | undefined>;
  pathname: string;
  search: URLSearchParams;
}

/** The manifest's route at `url` (a path, with or without its query), or null. */
export function routeAt(url: string): RouteAt | null {
  const { pathname, searchParams } = new URL(url, 'http://shop');
  for (const route of CATALOG_ROUTES) {
    const found = matchPath(route.path, pathname);
    if (found) return { route, params: found.params, pathname, search: searchParams };
  }
  return null;
}
