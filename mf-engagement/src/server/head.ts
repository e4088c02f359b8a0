import { parseResponse } from '@shop/provider-client/response-check';
import type { PageAddress, PageHead, ServerContext, SitemapEntry } from '@shop/shared/server-build';
import { routeAt } from '../app/route-at';
import { ENGAGEMENT_ROUTES } from '../app/route-manifest';

// What this remote's pages add to the shell's head (docs/composition.md "Server rendering"): the
// FAQ as schema.org's FAQPage, whose answers search engines may show.

/** A page's address is its path: no page of this remote reads its query. */
export function addressOf(url: string): PageAddress | null {
  const route = routeAt(url);
  return route && { url: route.path, rendered: true };
}

/** Text of provider HTML, for structured data (which is not HTML). */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

export async function head(url: string, context: ServerContext): Promise<Partial<PageHead> | null> {
  const route = routeAt(url);
  if (!route) return null;
  if (route.path !== '/faq') return { canonical: route.path };
  const faqs = parseResponse('faqs', await context.read('faqs'))?.data ?? [];
  if (faqs.length === 0) return { canonical: '/faq' };
  return {
    canonical: '/faq',
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqs.map((faq) => ({
          '@type': 'Question',
          name: faq.question,
          acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answer) },
        })),
      },
    ],
  };
}

/** This remote's pages in the sitemap, changed when its live version went live. */
export async function sitemap(context: ServerContext): Promise<SitemapEntry[]> {
  return ENGAGEMENT_ROUTES.map(({ path }) => ({ path, lastmod: context.liveSince.mf_engagement }));
}
