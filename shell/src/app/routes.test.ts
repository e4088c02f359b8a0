import { describe, expect, it } from 'vitest';
import { ownerOf, ROUTES, routeFor } from './routes';

describe('route table', () => {
  it.each([
    ['/', 'catalog'],
    ['/competitions/cash', 'catalog'],
    ['/competitions/instant_win_comps', 'catalog'],
    ['/competitions/instant/wins', 'catalog'],
    ['/competition/details/Win-a-Car-12', 'catalog'],
    ['/competition/info/12', 'catalog'],
    ['/draw/results', 'catalog'],
    ['/results', 'catalog'],
    ['/winners_list', 'catalog'],
    ['/claim/prize', 'catalog'],
    ['/free-postal-route', 'catalog'],
    ['/cart', 'basket'],
    ['/checkout', 'basket'],
    ['/confirmation', 'basket'],
    ['/auth/login', 'account'],
    ['/auth/forgot/password', 'account'],
    ['/auth/reset/password', 'account'],
    ['/account', 'account'],
    ['/account/', 'account'],
    ['/account/responsible/gaming', 'account'],
    ['/account/points', 'account'],
    ['/account/cred', 'account'],
    ['/account/coupons', 'account'],
    ['/account/details', 'account'],
    ['/account/financial-details', 'account'],
    ['/account/billing', 'account'],
    ['/account/recent/orders', 'account'],
    ['/account/recent/orders/order-detail/1042', 'account'],
    ['/contact', 'engagement'],
    ['/community-chat', 'engagement'],
    ['/faq', 'engagement'],
    ['/legal-terms', 'shell'],
  ])('%s is owned by %s', (path, app) => {
    expect(ownerOf(path)).toBe(app);
  });

  it.each([
    '/nope',
    '/account/unknown',
    '/competitions',
    '/competition/details',
    '/cart/extra',
    '/account/recent/orders/order-detail',
  ])('%s is not found', (path) => {
    expect(ownerOf(path)).toBe('not-found');
  });

  it('prefers the instant-win page over the category list', () => {
    expect(routeFor('/competitions/instant_win_comps')?.screen).toBe('Instant win page');
    expect(routeFor('/competitions/cars')?.screen).toBe('Competitions list');
  });

  it('lists every path of requirements §2 once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(31);
  });
});
