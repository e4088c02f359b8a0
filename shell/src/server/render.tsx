import { parseResponse } from '@shop/provider-client/response-check';
import { createServerRender } from '@shop/react-kit/server';
import type { PageAddress, ServerContext, SitemapEntry } from '@shop/shared/server-build';
import { useLocation } from 'react-router-dom';
import { isPrivatePath, PRIVATE_PREFIXES, REMOTES, routeFor, ownerOf as routeOwner, SHELL_PAGES } from '../app/routes';
import { LegalTermsPage } from '../features/legal-terms/LegalTermsPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { siteShareSvg } from './share-image';

// The shell's server build (docs/composition.md "Server rendering"): `shell/.server/render.mjs`
// beside the shell's build. The storefront server asks it who owns an address (the route table),
// every page's default head, robots.txt, and the first view of the shell's own pages: the legal
// terms (each tab) and the not-found page.

/** The single-spa application an address mounts in <main>: a remote's container, or one of the shell's pages. */
export function ownerOf(pathname: string): string {
  const owner = routeOwner(pathname);
  if (owner === 'not-found') return SHELL_PAGES.notFound;
  return owner === 'shell' ? SHELL_PAGES.legalTerms : REMOTES[owner];
}

/**
 * The address of a page the shell serves: a legal tab, an unknown address (rendered), or the
 * page of a remote that has no server build of its own (not rendered: its query is its own).
 */
export function addressOf(url: string): PageAddress {
  const { pathname, search } = new URL(url, 'http://shop');
  const owner = ownerOf(pathname);
  if (owner === SHELL_PAGES.legalTerms) {
    const tab = new URLSearchParams(search).get('tab');
    return { url: tab !== null && /^\d{1,2}$/.test(tab) ? `${pathname}?tab=${Number(tab)}` : pathname, rendered: true };
  }
  if (owner === SHELL_PAGES.notFound) return { url: pathname, rendered: true };
  return { url: pathname + search, rendered: false };
}

function ShellPages() {
  const { pathname, search } = useLocation();
  return routeFor(pathname) ? <LegalTermsPage search={search} /> : <NotFoundPage />;
}

export const { render, renderRoute } = createServerRender({
  routes: null,
  Tree: ShellPages,
  firstViewAt: async (url) => {
    const owner = ownerOf(new URL(url, 'http://shop').pathname);
    if (owner === SHELL_PAGES.notFound) return {};
    if (owner !== SHELL_PAGES.legalTerms) return null;
    return { start: (await import('../features/legal-terms/model')).legalTermsOpened };
  },
});

export { head, notFoundHead } from './head';

/** The shell's public pages in the sitemap: each legal tab. */
export async function sitemap(context: ServerContext): Promise<SitemapEntry[]> {
  const tabs = parseResponse('legal_terms', await context.read('legal_terms'))?.data ?? [{}];
  return tabs.map((_, i) => ({ path: `/legal-terms?tab=${i}`, lastmod: context.liveSince.shell }));
}

export async function shareImage(name: string): Promise<string | null> {
  return name === 'site' ? siteShareSvg() : null;
}

/** robots.txt: crawlers stay out of a visitor's own pages; the sitemap is named. */
export function robots(origin: string): string {
  return `User-agent: *\n${PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export { restRouteUrl, shopConfig } from '@shop/provider-client';
export { checkResponse } from '@shop/provider-client/response-check';
/**
 * The provider calls the storefront server makes for heads, the sitemap and share images: this
 * build's contract, and its response checks (the server reads a host's responses as the pages do).
 */
export { providerCalls } from '@shop/shared';
export { isPrivatePath };
