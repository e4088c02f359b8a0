import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_META, NOT_FOUND_META, ROUTE_META, routeMeta, titleEveryRoute } from './page-meta';
import { ROUTES } from './routes';

const html = readFileSync(join(import.meta.dirname, '..', 'index.html'), 'utf8');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a title and description for every route', () => {
  it('covers every path of the route table, each with its own title', () => {
    expect(Object.keys(ROUTE_META).sort()).toEqual(ROUTES.map((r) => r.path).sort());
    const titles = ROUTES.filter((r) => !r.path.startsWith('/competitions/instant') && !r.path.includes('/info/')).map(
      (r) => ROUTE_META[r.path]?.title,
    );
    expect(new Set(titles).size).toBe(titles.length);
    expect(routeMeta('/winners_list').title).toBe('Winners | Prize Draw UK');
    expect(routeMeta('/account/recent/orders/order-detail/12').title).toBe('Order Details | Prize Draw UK');
    expect(routeMeta('/no/such/page')).toEqual(NOT_FOUND_META);
  });

  it("keeps index.html's title and description for home until its SEO settings arrive", () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.title).toBe(HOME_META.title);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(HOME_META.description);
    expect(doc.querySelector('meta[name="title"]')?.getAttribute('content')).toBe(HOME_META.metaTitle);
  });

  it('retitles on a new path before the apps change, and not on a new search of the same path', () => {
    window.history.replaceState(null, '', '/cart');
    const stop = titleEveryRoute(window);
    expect(document.title).toBe('Basket | Prize Draw UK');
    window.history.replaceState(null, '', '/competitions/cash');
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
    expect(document.title).toBe('Competitions | Prize Draw UK');
    document.title = 'Cash Competitions | Prize Draw UK';
    window.history.replaceState(null, '', '/competitions/cash?page=2');
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event'));
    expect(document.title).toBe('Cash Competitions | Prize Draw UK');
    stop();
  });
});
