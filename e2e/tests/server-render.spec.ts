import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANE } from '../env';
import { acceptCookies, expect, test } from './fixtures';
import { build, liveVersion, release } from './release-helpers';

// The catalog's first view comes from the server, rendered by the live version of
// mf-catalog, and the client hydrates it (docs/composition.md "Server rendering").
test.use({ serverRender: true });
test.describe.configure({ mode: 'serial' });

const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #4(18|19|20|21|23|25)/i;
const incidents = () => {
  const file = join(LANE.deployDir, '.server-render-incidents.jsonl');
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
};

/** The server's page for `path`, once the live version's render has loaded (its first request starts it). */
async function serverPage(request: import('@playwright/test').APIRequestContext, path: string, version?: string) {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path)).text();
        const rendered = /data-server-rendered="true"/.test(html);
        return rendered && (!version || html.includes(`data-version="${version}"`));
      },
      { timeout: 10_000, intervals: [200, 400, 800] },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${path}: no server render in ${/<main[\s\S]{0,300}/.exec(html)?.[0]}\n${error.message}`);
    });
  return html;
}

test('with JavaScript off, home and a details page show their competitions, prices and working links', {
  tag: ['@shell', '@mf-catalog'],
}, async ({ browser, request }) => {
  await serverPage(request, '/');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#draw-next h2')).toHaveText('Drawing next');
  const cards = page.locator('#draw-next article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('£');
  const links = await page
    .locator('main a[href^="/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href') as string))]);
  expect(links.length).toBeGreaterThan(5);
  for (const href of links) expect((await request.get(href)).status(), href).toBe(200);
  // The shell's chrome comes in the page too: the header's main links and the footer's.
  const chrome = await page
    .locator('#shell-header nav a, #shell-footer nav a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') as string));
  expect(chrome).toContain('/competitions/all');
  expect(chrome).toContain('/legal-terms?tab=4');
  expect(chrome).toContain('/free-postal-route');
  for (const href of chrome) expect((await request.get(href)).status(), href).toBe(200);
  await expect(page.locator('#shell-footer')).toContainText('18+ only');
  // On a phone the Menu needs the script: without it the main links show in the header anyway.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('#shell-header nav a[href="/competitions/all"]')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  const details = links.find((href) => href.startsWith('/competition/details/')) as string;
  await serverPage(request, details);
  await page.goto(details);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('main')).toContainText('per ticket');
  // The other catalog routes a shopper reaches from there arrive rendered too.
  for (const [path, heading] of [
    ['/competitions/all', 'Competitions'],
    ['/competitions/instant_win_comps', 'Instant Wins'],
    ['/draw/results', 'Results'],
    ['/results', 'Draw Results'],
    ['/winners_list', 'Winners'],
  ] as const) {
    await serverPage(request, path);
    await page.goto(path);
    await expect(page.locator('main h1'), path).toContainText(heading);
  }
  await context.close();
});

test('each server-rendered page asks for its leading image at once and first, and no other', {
  tag: ['@shell', '@mf-catalog'],
}, async ({ request }) => {
  // The page's largest paint on a phone: a lazy first image waits for layout and then for the script.
  for (const path of ['/', '/competitions/all', '/winners_list', '/draw/results']) {
    const html = await serverPage(request, path);
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
    const images = [...main.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
    expect(images.length, path).toBeGreaterThan(1);
    // React writes the attribute as fetchPriority; HTML reads attribute names in any case.
    const leads = images.filter((tag) => /fetchpriority="high"/i.test(tag));
    expect(leads, path).toHaveLength(1);
    expect(leads[0], path).not.toContain('loading="lazy"');
  }
});

test("a details page's HTML carries its title, Open Graph image and JSON-LD", {
  tag: ['@shell', '@mf-catalog'],
}, async ({ request }) => {
  const home = await serverPage(request, '/');
  const details = /href="(\/competition\/details\/[^"]+)"/.exec(home)?.[1] as string;
  const html = await serverPage(request, details);
  const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
  expect(title).not.toBe('');
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  // Each schema.org object in a script of its own (validators.spec.ts checks them).
  expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Product"/);
  expect(html).toContain('id="shop-ssr-state:mf_catalog"');
});

test('the client hydrates the server render: no hydration warning, no second read, and it works', {
  tag: ['@shell', '@mf-catalog'],
}, async ({ page, request, problems }) => {
  await serverPage(request, '/');
  const reads: string[] = [];
  page.on('request', (r) => {
    if (/rest_route=\/api\/v1\/(featured_competition|drawn_next_competition)/.test(r.url())) reads.push(r.url());
  });
  await page.goto('/');
  await acceptCookies(page);
  const slot = page.locator('#app-mf_catalog');
  await expect(slot).toHaveAttribute('data-version', liveVersion('mf_catalog'));
  await expect(slot).not.toHaveAttribute('data-server-rendered', 'true');
  await expect(page.locator('#draw-next article').first()).toBeVisible();
  // Interactive: the carousel's next button moves to the second slide.
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(page.locator('[data-testid="carousel-slide"][aria-hidden="false"]')).toHaveAttribute(
    'aria-label',
    /^2 of /,
  );
  expect(reads, 'the first view was read by the server only').toEqual([]);
  expect(problems.filter((p) => HYDRATION_PROBLEM.test(p))).toEqual([]);
  // The shell's script was asked for only once the page had painted with its hero image
  // (storefront-server/src/pages/first-paint.ts), so the image never shared the network with it.
  const order = await page.evaluate(() => {
    const at = (match: (name: string) => boolean) =>
      performance.getEntriesByType('resource').find((e) => match(e.name)) as PerformanceResourceTiming | undefined;
    const shell = at((name) => /\/shell\/assets\/main\.[0-9a-f]+\.js$/.test(name));
    const hero = document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href');
    const image = hero ? at((name) => name === hero) : undefined;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { shell: shell?.startTime, image: image?.responseEnd, paint: paint?.startTime };
  });
  expect(order.shell).toBeGreaterThan(order.paint ?? Number.POSITIVE_INFINITY);
  expect(order.shell).toBeGreaterThan(order.image ?? Number.POSITIVE_INFINITY);
});

test("home's sections below the window hydrate when they come near it, and then work", {
  tag: ['@shell', '@mf-catalog'],
}, async ({ page, request, problems }) => {
  await serverPage(request, '/');
  await acceptCookies(page);
  await page.goto('/');
  await expect(page.locator('#app-mf_catalog')).not.toHaveAttribute('data-server-rendered', 'true');
  // React marks the nodes it has hydrated; a section far below the window keeps the server's markup.
  const hydrated = (id: string) =>
    page.locator(`#${id}`).evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react')));
  expect(await hydrated('finished')).toBe(false);
  const cards = page.locator('#comps-for-everyone [data-testid="competition-card"]');
  await page.locator('#comps-for-everyone').scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated('comps-for-everyone')).toBe(true);
  const shown = await cards.count();
  await page.getByRole('button', { name: 'Show more competitions' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  // A card's link in a section hydrated late routes in the page, without a new document.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator('#finished').scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated('finished')).toBe(true);
  await page.locator('#finished article a[href^="/competition/details/"]').first().click();
  await expect(page).toHaveURL(/\/competition\/details\//);
  await expect(page.locator('#app-mf_catalog h1')).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  expect(problems.filter((p) => HYDRATION_PROBLEM.test(p))).toEqual([]);
});

test('a publish and a rollback of mf-catalog change the server-rendered HTML; a throwing server build gives a client-rendered region and an incident', {
  tag: ['@shell', '@mf-catalog'],
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const good = liveVersion('mf_catalog');
  const next = '1.0.9-ssr';
  const broken = '1.0.9-ssr-throws';
  build('mf-catalog', next);
  const folder = join(LANE.deployDir, 'mf-catalog');
  // A release whose server build throws: the same client build, its render module replaced.
  cpSync(join(folder, next), join(folder, broken), { recursive: true });
  writeFileSync(
    join(folder, broken, '.server', 'render.mjs'),
    'export async function render() { throw new Error("fault drill: server render"); }\n',
  );
  try {
    release('publish', 'mf-catalog', next);
    await serverPage(request, '/', next);
    release('rollback', 'mf-catalog', '--to', good);
    await serverPage(request, '/', good);

    const before = incidents().length;
    release('publish', 'mf-catalog', broken);
    // Its first page starts loading the new version's module; a later one renders with it.
    let responded = 0;
    await expect
      .poll(
        async () => {
          responded = (await request.get('/?drill')).status();
          return incidents().length;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(before);
    expect(responded).toBe(200);
    const html = await (await request.get('/?drill')).text();
    expect(html).not.toContain('data-server-rendered');
    expect(incidents().at(-1)).toContain('fault drill: server render');
    await page.goto('/');
    await expect(page.locator('#draw-next h2')).toHaveText('Drawing next');
  } finally {
    release('rollback', 'mf-catalog', '--to', good);
  }
});
