// What the server writes of a page's head and the sitemap, from what the released builds say
// (@shop/shared PageHead); the builds' own heads are tested in each package (src/server/*.test.ts).
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { headTags, mergeHeads, sitemapXml } from './seo';

const shellHead = {
  status: 200,
  title: 'Competition | Prize Draw UK',
  description: 'Prize, ticket price, draw date and entry.',
  canonical: '/competition/info/9',
  ogType: 'website',
  siteName: 'Prize Draw UK',
  image: { path: '/share/shell/site.0123456789abcdef.jpg', alt: 'Prize Draw UK' },
  structuredData: [{ '@type': 'Organization' }],
};

test("the owner's head refines the shell's: its title, canonical, image and data on top", () => {
  const head = mergeHeads(shellHead, {
    title: 'Tesla "Model 3" & cash | Prize Draw UK',
    socialTitle: 'Tesla "Model 3" & cash',
    canonical: '/competition/details/Tesla-9',
    ogType: 'product',
    image: { path: '/share/mf_catalog/competition-9.fedcba9876543210.jpg', alt: 'Tesla' },
    structuredData: [{ '@type': 'Product', name: '</script><script>alert(1)</script>' }],
  });
  const html = headTags(head, 'https://shop.test');
  assert.match(html, /^<title>Tesla &quot;Model 3&quot; &amp; cash \| Prize Draw UK<\/title>/);
  assert.match(html, /<link rel="canonical" href="https:\/\/shop.test\/competition\/details\/Tesla-9">/);
  assert.match(html, /<meta property="og:url" content="https:\/\/shop.test\/competition\/details\/Tesla-9">/);
  assert.match(html, /<meta property="og:title" content="Tesla &quot;Model 3&quot; &amp; cash">/);
  assert.match(
    html,
    /<meta property="og:image" content="https:\/\/shop.test\/share\/mf_catalog\/competition-9\.fedcba9876543210\.jpg">/,
  );
  assert.match(html, /<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">/);
  assert.match(html, /<meta name="twitter:card" content="summary_large_image">/);
  assert.match(html, /<meta name="twitter:image:alt" content="Tesla">/);
  const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );
  assert.deepEqual(
    data.map((d) => d['@type']),
    ['Organization', 'Product'],
  );
  assert.doesNotMatch(html, /<\/script><script>alert/);
  assert.doesNotMatch(html, /robots/);
});

test('a page of one visitor’s own says noindex; a page with no image of its own has a summary card', () => {
  const html = headTags({ ...shellHead, image: undefined, noindex: true }, 'https://shop.test');
  assert.match(html, /<meta name="robots" content="noindex">/);
  assert.match(html, /<meta name="twitter:card" content="summary">/);
});

test('the sitemap lists each page once at its own address, with when it last changed', () => {
  const xml = sitemapXml(
    [
      { path: '/', lastmod: '2026-11-20T10:00:00.000Z' },
      { path: '/competitions/all?price=under-50p&page=2' },
      { path: '/' },
    ],
    'https://shop.test',
  );
  assert.equal(xml.match(/<url>/g)?.length, 2);
  assert.match(xml, /<url><loc>https:\/\/shop.test\/<\/loc><lastmod>2026-11-20T10:00:00.000Z<\/lastmod><\/url>/);
  assert.match(xml, /<loc>https:\/\/shop.test\/competitions\/all\?price=under-50p&amp;page=2<\/loc>/);
});
