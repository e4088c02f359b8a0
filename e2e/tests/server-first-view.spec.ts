import { SITE } from '../env';
import { expect, test } from './fixtures';

// What the server sends before any script runs (issue 18): each page's own head for people and
// crawlers, a competition's social preview and structured data, sitemap.xml and robots.txt.

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const content = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

test('a details page carries its title, canonical URL, Open Graph image and JSON-LD in the HTML', async ({
  request,
}) => {
  const answer = await request.get(`${SITE}/competition/info/6`);
  expect(answer.status()).toBe(200);
  const head = headOf(await answer.text());
  const title = /<title>([^<]+)<\/title>/.exec(head)?.[1] ?? '';
  expect(title).toMatch(/^.+ \| Prize Draw UK$/);
  expect(title).not.toBe('Competition | Prize Draw UK');
  expect(head).toMatch(new RegExp(`<link rel="canonical" href="${SITE}/competition/details/[^"]+-6">`));
  const image = content(head, 'og:image') ?? '';
  expect(image).toMatch(/^http:\/\/localhost:\d+\/media\//);
  expect((await request.get(image)).status()).toBe(200);
  expect(content(head, 'twitter:card')).toBe('summary_large_image');
  const [product] = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? 'null');
  expect(product).toMatchObject({
    '@type': 'Product',
    offers: { '@type': 'Offer', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
  });
  expect(product.offers.price).toMatch(/^\d+\.\d\d$/);
});

test('with JavaScript off a route still has its own title and description', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}/winners_list`);
  await expect(page).toHaveTitle('Winners | Prize Draw UK');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Our winners and the prizes they won.',
  );
  await context.close();
});

test('sitemap.xml lists the live competitions, each link answers; robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get(`${SITE}/sitemap.xml`)).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  const details = urls.filter((url) => url.includes('/competition/details/'));
  expect(details.length).toBeGreaterThan(5);
  for (const url of urls) expect((await request.get(url)).status(), url).toBe(200);
  expect(urls.some((url) => url.includes('/account'))).toBe(false);
  const robots = await (await request.get(`${SITE}/robots.txt`)).text();
  expect(robots).toContain('Disallow: /account');
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});
