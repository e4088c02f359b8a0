import type { ServerContext } from '@shop/shared/server-build';
import { describe, expect, it } from 'vitest';
import { addressOf, head, ownerOf, robots, sitemap } from './render';

// What the shell's released build tells the server (docs/composition.md "Server rendering"): who
// owns an address, every page's default head, the legal tabs as pages, robots.txt.

const tabs = ['Terms & Conditions', 'Competition Rules', 'Free Entry Route', 'Privacy Policy', 'Responsible Play'];
const context: ServerContext = {
  apiUrl: 'https://api.test',
  origin: 'https://shop.test',
  now: 0,
  liveSince: { shell: '2026-11-20T09:00:00.000Z' },
  read: async (name) =>
    name === 'legal_terms' ? { success: true, data: tabs.map((title) => ({ title, html: `<p>${title}</p>` })) } : null,
};

describe("the shell's heads", () => {
  it('gives every page a canonical address, an og:url and the site share image; a visitor’s own page noindex', async () => {
    for (const path of ['/cart', '/auth/login', '/winners_list', '/faq']) {
      const h = await head(path, context);
      expect(h.status, path).toBe(200);
      expect(h.canonical, path).toBe(path);
      expect(h.image?.path, path).toMatch(/^\/share\/shell\/site\.[0-9a-f]{16}\.jpg$/);
      expect(h.image?.alt, path).not.toBe('');
    }
    expect((await head('/cart', context)).noindex).toBe(true);
    expect((await head('/winners_list', context)).noindex).toBeUndefined();
  });

  it('serves an address nobody owns as a 404, noindex, with the not-found title', async () => {
    const h = await head('/no/such/page', context);
    expect(h).toMatchObject({ status: 404, noindex: true, title: 'Page Not Found | Prize Draw UK' });
    expect(h.canonical).toBeUndefined();
    expect(ownerOf('/no/such/page')).toBe('shell:not-found');
    expect(ownerOf('/faq')).toBe('mf_engagement');
  });

  it('describes the shop as an Organization and the site as a WebSite on home', async () => {
    const types = ((await head('/', context)).structuredData as { '@type': string; logo?: string }[]).map(
      (d) => d['@type'],
    );
    expect(types).toEqual(['Organization', 'WebSite']);
  });

  it('makes each legal tab a page of its own: its title, its address', async () => {
    const h = await head('/legal-terms?tab=3', context);
    expect(h.title).toBe('Privacy Policy | Prize Draw UK');
    expect(h.canonical).toBe('/legal-terms?tab=3');
    expect((await head('/legal-terms', context)).canonical).toBe('/legal-terms?tab=0');
    expect((await sitemap(context)).map((e) => e.path)).toEqual(tabs.map((_, i) => `/legal-terms?tab=${i}`));
  });
});

describe("the shell's addresses", () => {
  it('keep a legal tab, drop what a page it renders does not read, and leave another team’s query alone', () => {
    expect(addressOf('/legal-terms?tab=03&u=1')).toEqual({ url: '/legal-terms?tab=3', rendered: true });
    expect(addressOf('/no/such/page?u=1')).toEqual({ url: '/no/such/page', rendered: true });
    expect(addressOf('/auth/reset/password?key=k&login=a')).toEqual({
      url: '/auth/reset/password?key=k&login=a',
      rendered: false,
    });
  });

  it('keeps crawlers out of a visitor’s own pages and names the sitemap', () => {
    const text = robots('https://shop.test');
    expect(text).toMatch(/Disallow: \/account\n/);
    expect(text).toMatch(/Disallow: \/cart\n/);
    expect(text).toMatch(/Sitemap: https:\/\/shop.test\/sitemap.xml/);
  });
});
