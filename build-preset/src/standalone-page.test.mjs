// The standalone dev page's header (./standalone-page.mjs): `/` on a remote's dev server says what
// it is, links that remote's pages from the site's route table and gives the override link.
import { describe, expect, it } from 'vitest';
import { remoteRoutes, standalonePage } from './standalone-page.mjs';

describe('the standalone dev page', () => {
  it("reads each remote's pages from the site's route table", () => {
    expect(remoteRoutes('mf-basket').map((route) => route.path)).toEqual(['/cart', '/checkout', '/confirmation']);
    expect(remoteRoutes('mf-engagement').map((route) => route.path)).toEqual(['/contact', '/community-chat', '/faq']);
    expect(remoteRoutes('mf-account').length).toBeGreaterThan(5);
    expect(remoteRoutes('mf-catalog')[0]).toEqual({ path: '/', screen: 'Home' });
    expect(remoteRoutes('mf-basket', '/no/such/routes.ts')).toEqual([]);
  });

  it('links the pages, shows a parameterised path as text and gives the override link', () => {
    // A page of its own: the test's document (shared with other test files) keeps its body.
    const document = new DOMParser().parseFromString(
      standalonePage({ remote: 'mf-account', name: 'mf_account', port: 3003, site: 'http://localhost:8080/' }),
      'text/html',
    );
    const header = document.querySelector('[data-testid="standalone-dev"]');
    expect(header?.textContent).toContain('mf-account standalone');
    const links = [...document.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(links).toContain('/auth/login');
    expect(links).toContain('/account/points');
    expect(links.some((href) => href?.includes(':'))).toBe(false);
    expect(header?.querySelector('code')?.textContent).toBe('/account/recent/orders/order-detail/:orderId');
    expect(document.querySelector('a[data-override]')?.getAttribute('href')).toBe(
      'http://localhost:8080/auth/login?override=mf_account=http://localhost:3003/mf-manifest.json',
    );
    expect(document.getElementById('root')).not.toBeNull();
    expect(document.getElementById('overlay')).not.toBeNull();
  });

  it('escapes what it writes into the page', () => {
    const html = standalonePage({
      remote: 'mf-<x>',
      name: 'mf_x',
      port: 1,
      site: 'http://localhost:8080',
      routes: [{ path: '/a"b', screen: '<b>' }],
    });
    expect(html).not.toContain('<b>');
    expect(html).toContain('href="/a&quot;b"');
  });
});
