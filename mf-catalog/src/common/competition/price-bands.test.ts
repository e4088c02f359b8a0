import { makeCompetition } from '@shop/provider-client/testing';
import { describe, expect, it } from 'vitest';
import { inPriceBand, PRICE_BANDS, priceBandBySlug, priceBandHref, priceBands } from './price-bands';

const at = (price: number, extra = {}) => makeCompetition({ price_per_ticket: price, ...extra });

describe('price bands', () => {
  it('returns the lowest price and counts per band, leaving out empty bands', () => {
    const result = priceBands([0.25, 0.49, 0.99, 1.99, 2.49, 1].map((p) => at(p)));
    expect(result.from).toBe(0.25);
    expect(result.bands.map((b) => [b.label, b.count])).toEqual([
      ['Under 50p', 2],
      ['50p to 99p', 1],
      ['£1 to £1.99', 2],
      ['£2 and over', 1],
    ]);
    expect(priceBands([])).toEqual({ from: null, bands: [] });
  });

  it('a chip opens the list filtered to its band; an unknown slug is no band', () => {
    const under50 = priceBandBySlug('under-50p');
    expect(under50 && priceBandHref(under50)).toBe('/competitions/all?price=under-50p');
    expect(priceBandBySlug('cheap')).toBeNull();
    expect(priceBandBySlug(null)).toBeNull();
    expect(new Set(PRICE_BANDS.map((b) => b.slug)).size).toBe(PRICE_BANDS.length);
  });

  it('a sale price inside its window puts a competition in the lower band', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const onSale = at(0.99, {
      sale_price: 0.49,
      sale_start_date: '2026-11-01',
      sale_start_time: '00:00',
      sale_end_date: '2026-12-01',
      sale_end_time: '00:00',
    });
    const under50 = priceBandBySlug('under-50p');
    if (!under50) throw new Error('no under-50p band');
    expect(inPriceBand(onSale, under50, now)).toBe(true);
    expect(inPriceBand(onSale, under50, Date.UTC(2026, 11, 2))).toBe(false);
  });
});
