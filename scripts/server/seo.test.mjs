// Each route's head, a competition's social and structured data, sitemap and robots, from the
// provider's answers (here given directly).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { createSeo } from './seo.mjs';
import { loadShopCode } from './shop-code.mjs';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const competition = (fields) => ({
  id: 9,
  title: 'Tesla Model 3 & £35,000 "Cash"',
  category: 'cars',
  status: 'live',
  image: '/media/cars/tesla.png',
  price_per_ticket: 2.49,
  sale_price: null,
  total_sell_tickets: 1000,
  total_ticket_sold: 10,
  closing_date: '2026-12-05',
  closing_time: '21:00',
  draw_date: '2026-12-05',
  draw_time: '22:00',
  live_draw: false,
  ...fields,
});
const answers = {
  'getcompetition {"id":9}': { success: true, data: competition({ live_draw: true }) },
  'getcompetition {"id":4}': { success: true, data: competition({ id: 4, title: 'Gone', total_ticket_sold: 1000 }) },
  'getSEOSettings {"page":"home"}': {
    success: true,
    data: [{ page_title: 'Home from the provider', meta_description: 'Win.', meta_title: '' }],
  },
  'competition {"page":1,"limit":100}': { success: true, total_pages: 1, data: [competition({ category: 'tech' })] },
};

describe('what the server tells crawlers', () => {
  let seo;
  const asked = [];
  before(async () => {
    const read = async (name, body) => {
      asked.push(name);
      return answers[`${name} ${JSON.stringify(body)}`] ?? null;
    };
    seo = createSeo({ code: await loadShopCode(), read, now: () => NOW });
  });
  const head = (path) => seo.headTags(path, 'https://shop.test', 'https://api.test');
  const jsonLd = (html) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)[1]);

  it('gives a competition its title, canonical URL, absolute image and Product with its GBP Offer; a live draw its Event', async () => {
    const html = await head('/competition/info/9');
    assert.match(html, /<title>Tesla Model 3 &amp; £35,000 &quot;Cash&quot; \| Prize Draw UK<\/title>/);
    assert.match(html, /<link rel="canonical" href="https:\/\/shop.test\/competition\/details\/[^"]+-9">/);
    assert.match(html, /<meta property="og:image" content="https:\/\/api.test\/media\/cars\/tesla.png">/);
    assert.match(html, /<meta name="twitter:card" content="summary_large_image">/);
    const [product, event] = jsonLd(html);
    assert.equal(product['@type'], 'Product');
    assert.deepEqual(
      { price: product.offers.price, currency: product.offers.priceCurrency, stock: product.offers.availability },
      { price: '2.49', currency: 'GBP', stock: 'https://schema.org/InStock' },
    );
    assert.equal(event['@type'], 'Event');
    assert.equal(event.startDate, '2026-12-05T22:00:00.000Z');
    assert.equal(
      jsonLd(await head('/competition/details/gone-4'))[0].offers.availability,
      'https://schema.org/SoldOut',
    );
  });

  it("gives other routes their own title and canonical URL, home the provider's SEO title, private pages no canonical", async () => {
    assert.match(
      await head('/winners_list'),
      /<title>Winners \| Prize Draw UK<\/title>.*<link rel="canonical" href="https:\/\/shop.test\/winners_list">/,
    );
    assert.match(await head('/'), /<title>Home from the provider<\/title><meta name="description" content="Win.">/);
    assert.doesNotMatch(await head('/account/points'), /canonical/);
    assert.match(await head('/no/such/page'), /<title>Page Not Found \| Prize Draw UK<\/title>/);
    // An unknown competition keeps the route's title.
    assert.match(await head('/competition/info/77'), /<title>Competition \| Prize Draw UK<\/title>/);
    assert.doesNotMatch(await head('/competition/info/77'), /ld\+json/);
  });

  it('lists public routes, categories and live competitions in the sitemap; robots keeps crawlers out of private pages', async () => {
    const sitemap = await seo.sitemap('https://shop.test');
    for (const path of ['/', '/winners_list', '/competitions/all', '/competitions/tech']) {
      assert.ok(sitemap.includes(`<loc>https://shop.test${path}</loc>`), path);
    }
    assert.match(sitemap, /<loc>https:\/\/shop.test\/competition\/details\/[^<]+-9<\/loc>/);
    assert.doesNotMatch(sitemap, /account|checkout|:category/);
    const robots = seo.robots('https://shop.test');
    assert.match(robots, /Disallow: \/account\n/);
    assert.match(robots, /Sitemap: https:\/\/shop.test\/sitemap.xml/);
  });
});
