import { makeCompetition } from '@shop/provider-client/testing';
import { describe, expect, it } from 'vitest';
import { priceBandBySlug } from '../../common/competition';
import { LIST_PAGE_SIZE } from './categories';
import { bandPage, listHref } from './price-filter';

const under50 = priceBandBySlug('under-50p');
if (!under50) throw new Error('no under-50p band');

describe('price filter on the list', () => {
  it('shows only the competitions in the band, a page at a time', () => {
    const cheap = Array.from({ length: LIST_PAGE_SIZE + 2 }, (_, i) =>
      makeCompetition({ id: i + 1, price_per_ticket: 0.25 }),
    );
    const dear = [
      makeCompetition({ id: 100, price_per_ticket: 1.99 }),
      makeCompetition({ id: 101, price_per_ticket: 0.5 }),
    ];
    const all = [...dear, ...cheap];
    const first = bandPage(all, under50, 1);
    expect(first.items.map((c) => c.id)).toEqual(cheap.slice(0, LIST_PAGE_SIZE).map((c) => c.id));
    expect(first).toMatchObject({ total: LIST_PAGE_SIZE + 2, totalPages: 2 });
    expect(bandPage(all, under50, 2).items.map((c) => c.id)).toEqual([LIST_PAGE_SIZE + 1, LIST_PAGE_SIZE + 2]);
    expect(bandPage(dear, under50, 1)).toEqual({ items: [], total: 0, totalPages: 1 });
  });

  it('keeps the band in category and page links', () => {
    expect(listHref('cash', under50)).toBe('/competitions/cash?price=under-50p');
    expect(listHref('all', under50, 3)).toBe('/competitions/all?price=under-50p&page=3');
    expect(listHref('tech', null, 2)).toBe('/competitions/tech?page=2');
    expect(listHref('tech', null)).toBe('/competitions/tech');
  });
});
