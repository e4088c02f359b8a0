import { parseResponse } from '@shop/provider-client/response-check';
import { SITE_NAME } from '@shop/react-kit';
import { sharePath } from '@shop/react-kit/server';
import type { PageHead, ServerContext } from '@shop/shared/server-build';
import { HOME_META, legalTabMeta, NOT_FOUND_META, ROUTE_META } from '../app/page-meta';
import { isPrivatePath, routeFor } from '../app/routes';
import { tabFromUrl } from '../features/legal-terms/model';
import { SITE_IMAGE_ALT, siteShareSvg } from './share-image';

// Every page's <head> as the shell's released build says it (docs/composition.md "Server
// rendering"): the route table's title and description, a canonical address, the site's share
// image, and on home the shop as an Organization and the site as a WebSite. The remote that owns
// a route refines its head with its own build (a competition's title, a list's category).

const SCHEMA = 'https://schema.org';
/** The site's icons (public/): the logo search engines show beside the shop's name. */
export const LOGO_PATH = '/icon-512.png';

const siteImage = () => ({ path: sharePath('shell', 'site', siteShareSvg()), alt: SITE_IMAGE_ALT });

function siteData(origin: string): object[] {
  return [
    { '@context': SCHEMA, '@type': 'Organization', name: SITE_NAME, url: `${origin}/`, logo: origin + LOGO_PATH },
    { '@context': SCHEMA, '@type': 'WebSite', name: SITE_NAME, url: `${origin}/`, inLanguage: 'en-GB' },
  ];
}

/** The head of the page for an address nobody owns: 404, kept out of search results. */
export function notFoundHead(): PageHead {
  return { status: 404, ...NOT_FOUND_META, noindex: true, ogType: 'website', siteName: SITE_NAME, image: siteImage() };
}

/** A legal tab's own title: each tab is a page (`/legal-terms?tab=3`). */
async function legalHead(url: URL, context: ServerContext): Promise<Partial<PageHead>> {
  const tabs = parseResponse('legal_terms', await context.read('legal_terms'))?.data;
  const tab = tabFromUrl(url.search, tabs?.length ?? Number.POSITIVE_INFINITY) ?? 0;
  const title = tabs?.[tab]?.title;
  return { canonical: `/legal-terms?tab=${tab}`, ...(title ? legalTabMeta(title) : {}) };
}

export async function head(url: string, context: ServerContext): Promise<PageHead> {
  const parsed = new URL(url, 'http://shop');
  const route = routeFor(parsed.pathname);
  if (!route) return notFoundHead();
  const meta = ROUTE_META[route.path] ?? HOME_META;
  const page: PageHead = {
    status: 200,
    ...meta,
    canonical: parsed.pathname,
    ogType: 'website',
    siteName: SITE_NAME,
    image: siteImage(),
    ...(isPrivatePath(parsed.pathname) ? { noindex: true } : {}),
  };
  if (route.path === '/') return { ...page, structuredData: siteData(context.origin) };
  if (route.path === '/legal-terms') return { ...page, ...(await legalHead(parsed, context)) };
  return page;
}
