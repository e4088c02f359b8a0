import { type PageMeta, pageTitle } from '@shop/react-kit';
import type { PriceBand } from '../../common/competition';
import { listHeading } from './categories';

/**
 * A list page's browser title and description, its own for every category, price band and page
 * (crawlers saw six list addresses with one title). The page sets it with usePageMeta,
 * and the server writes the same into the page's head (src/server/head.ts).
 */
export function listMeta(slug: string, band: PriceBand | null, page: number): PageMeta {
  const heading = band ? `${listHeading(slug)} · ${band.label}` : listHeading(slug);
  const kind =
    slug === 'all'
      ? 'prize draws'
      : `${listHeading(slug)
          .replace(/ Competitions$/, '')
          .toLowerCase()} prize draws`;
  const onPage = page > 1 ? ` (page ${page})` : '';
  return {
    title: pageTitle(`${heading}${page > 1 ? ` – Page ${page}` : ''}`),
    description: band
      ? `Live ${kind} with tickets ${band.label.toLowerCase()}, closing soonest first${onPage}.`
      : `Every live ${kind === 'prize draws' ? 'prize draw' : kind.replace(/s$/, '')} in the UK, closing soonest first${onPage}.`,
  };
}
