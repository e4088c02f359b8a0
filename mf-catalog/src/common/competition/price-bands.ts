import { type Competition, ticketPrice } from '@shop/shared';

// Price bands: the home page's chips count the live competitions in each, and each chip opens the
// list filtered to its band (`/competitions/all?price=under-50p`). The provider's list calls take
// no price, so the list reads every page and filters here (see CompetitionsPage).

export interface PriceBand {
  slug: string;
  label: string;
  /** Prices from `from` (inclusive) to `below` (exclusive), in pounds. */
  from: number;
  below: number;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { slug: 'under-50p', label: 'Under 50p', from: 0, below: 0.5 },
  { slug: '50p-to-99p', label: '50p to 99p', from: 0.5, below: 1 },
  { slug: '1-to-1-99', label: '£1 to £1.99', from: 1, below: 2 },
  { slug: '2-and-over', label: '£2 and over', from: 2, below: Number.POSITIVE_INFINITY },
];

export function priceBandBySlug(slug: string | null): PriceBand | null {
  return PRICE_BANDS.find((b) => b.slug === slug) ?? null;
}

/** The price a shopper pays now (the sale price inside its window) falls in the band. */
export function inPriceBand(c: Competition, band: PriceBand, now = Date.now()): boolean {
  const price = ticketPrice(c, now);
  return Number.isFinite(price) && price >= band.from && price < band.below;
}

/** The lowest price and how many competitions sit in each band, leaving out empty bands. */
export function priceBands(
  competitions: readonly Competition[],
  now = Date.now(),
): { from: number | null; bands: (PriceBand & { count: number })[] } {
  const prices = competitions.map((c) => ticketPrice(c, now)).filter((p) => Number.isFinite(p) && p >= 0);
  const bands = PRICE_BANDS.map((band) => ({
    ...band,
    count: competitions.filter((c) => inPriceBand(c, band, now)).length,
  })).filter((b) => b.count > 0);
  return { from: prices.length ? Math.min(...prices) : null, bands };
}

export const priceBandHref = (band: PriceBand): string => `/competitions/all?price=${band.slug}`;
