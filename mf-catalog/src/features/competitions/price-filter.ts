import type { Competition } from '@shop/shared';
import { type CompetitionPage, inPriceBand, type PriceBand } from '../../common/competition';
import { LIST_PAGE_SIZE } from './categories';

/**
 * Page `page` of the competitions in a price band, from every live one of the list (the provider's
 * list calls take no price filter; api/src/v1.ts compList). Pages stay LIST_PAGE_SIZE long, so
 * `?page=` reads the same with and without a band.
 */
export function bandPage(
  all: readonly Competition[],
  band: PriceBand,
  page: number,
  now = Date.now(),
): CompetitionPage {
  const matching = all.filter((c) => inPriceBand(c, band, now));
  return {
    items: matching.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
    total: matching.length,
    totalPages: Math.max(1, Math.ceil(matching.length / LIST_PAGE_SIZE)),
  };
}

/** A list address that keeps the price band: `/competitions/cash?price=under-50p&page=2`. */
export function listHref(category: string, band: PriceBand | null, page = 1): string {
  const search = new URLSearchParams();
  if (band) search.set('price', band.slug);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return `/competitions/${category}${query ? `?${query}` : ''}`;
}
