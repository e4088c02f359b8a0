import { API, BEARER, SITE } from '../env';
import { expect, test } from './fixtures';

// What the server sends before any script runs: each page's own head for people and
// crawlers, a competition's social preview and structured data, sitemap.xml and robots.txt.

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const content = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

test('a details page carries its title, canonical URL, Open Graph image and JSON-LD in the HTML', {
  tag: ['@shell', '@mf-catalog'],
}, async ({ request }) => {
  const response = await request.get(`${SITE}/competition/info/6`);
  expect(response.status()).toBe(200);
  const head = headOf(await response.text());
  const title = /<title>([^<]+)<\/title>/.exec(head)?.[1] ?? '';
  expect(title).toMatch(/^.+ \| Prize Draw UK$/);
  expect(title).not.toBe('Competition | Prize Draw UK');
  expect(head).toMatch(new RegExp(`<link rel="canonical" href="${SITE}/competition/details/[^"]+-6">`));
  // Its own share image, drawn by the catalog's build at a content-hashed address.
  const image = content(head, 'og:image') ?? '';
  expect(image).toMatch(new RegExp(`^${SITE}/share/mf_catalog/competition-6\\.[0-9a-f]{16}\\.jpg$`));
  const picture = await request.get(image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  expect(content(head, 'twitter:card')).toBe('summary_large_image');
  const product = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? 'null');
  expect(product).toMatchObject({
    '@type': 'Product',
    offers: { '@type': 'Offer', priceCurrency: 'GBP', availability: 'https://schema.org/InStock' },
  });
  expect(product.offers.price).toMatch(/^\d+\.\d\d$/);
});

test("home asks for the carousel's first image with the page", { tag: ['@shell', '@mf-catalog'] }, async ({
  request,
  page,
}) => {
  const head = headOf(await (await request.get(`${SITE}/`)).text());
  const href = /<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(head)?.[1];
  const headers = { authorization: `Bearer ${BEARER}` };
  const settings = await (await request.get(`${API}/?rest_route=/api/v1/getsettings`, { headers })).json();
  const main = await (
    await request.post(`${API}/?rest_route=/api/v1/getcompetition`, {
      headers,
      data: { id: settings.data.main_competition },
    })
  ).json();
  expect(href).toBe(main.data.image);
  await page.goto('/');
  await expect(page.getByTestId('carousel-slide').first().locator('img')).toHaveAttribute('src', href ?? '');
});

test('with JavaScript off a route still has its own title and description', { tag: ['@shell', '@mf-catalog'] }, async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}/winners_list`);
  await expect(page).toHaveTitle('Winners | Prize Draw UK');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Our winners and the prizes they won.',
  );
  // The announcement bar of the site settings is painted by the server.
  await expect(page.getByTestId('server-announcement')).toContainText('Free postal entry is open');
  await context.close();
});

test('sitemap.xml lists the live competitions, each link responds; robots.txt points at it', {
  tag: ['@shell', '@mf-catalog'],
}, async ({ request }) => {
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

const SHELL_REGIONS = ['announcement', 'shell-header', 'main-region', 'shell-footer'];

// The catalog's own sections may still move as they load (their part of the first view, measured by
// Lighthouse in `pnpm bench`); the shell's regions never do.
for (const path of ['/', '/competition/info/6']) {
  test(`${path} on a phone: the footer starts below the window and the shell's regions never move`, {
    tag: ['@shell', '@mf-catalog'],
  }, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript((regions) => {
      const w = window as unknown as { regionsMoved: string[] };
      w.regionsMoved = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LayoutShift[]) {
          if (entry.hadRecentInput) continue;
          for (const source of entry.sources) {
            const id = (source.node as Element | null)?.id ?? '';
            if (regions.includes(id)) w.regionsMoved.push(id);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    }, SHELL_REGIONS);
    await page.goto(`${SITE}${path}`);
    await expect(page.locator('[data-app="mf_catalog"] h1').first()).toBeVisible();
    await expect(page.locator('#shell-footer a').first()).toBeAttached();
    // The shell's own bar replaces the server's: one announcement shows.
    await expect(page.getByTestId('announcement')).toBeVisible();
    await expect(page.getByTestId('server-announcement')).toBeHidden();
    expect((await page.locator('#shell-footer').boundingBox())?.y).toBeGreaterThan(800);
    expect(await page.evaluate(() => (window as unknown as { regionsMoved: string[] }).regionsMoved)).toEqual([]);
    await context.close();
  });
}

interface LayoutShift {
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}
