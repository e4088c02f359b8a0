import type { APIRequestContext } from '@playwright/test';
import { SITE } from '../env';
import { acceptCookies, expect, test } from './fixtures';
import { htmlProblems, imageProblems, socialProblems, structuredDataProblems } from './support/page-checks';

// Validators in the test command. Every page the server sends (each address of
// the sitemap, the private pages, the not-found page), rendered as a shopper gets it, is checked
// with html-validate, for its Open Graph and Twitter tags and its JSON-LD, and each share image it
// names is fetched and measured. A problem fails `npm test`.
test.use({ serverRender: true });
test.describe.configure({ mode: 'serial' });

const PRIVATE = ['/cart', '/checkout', '/auth/login', '/account', '/confirmation', '/claim/prize'];
const NOT_FOUND = ['/no/such/page', '/competition/info/999999'];

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    (m[1] as string).replace(/&amp;/g, '&').slice(SITE.length),
  );
}

/** The page as the server sends it once the owner's build renders it. */
async function rendered(request: APIRequestContext, path: string) {
  let response = await request.get(path);
  for (let tries = 0; tries < 20 && !/data-server-rendered="true"/.test(await response.text()); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    response = await request.get(path);
  }
  return response;
}

test('the sitemap lists every public page once, each with its last change, and nothing private', {
  tag: ['@shell', '@mf-catalog', '@mf-engagement'],
}, async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] as string);
  const paths = await sitemapPaths(request);
  expect(new Set(paths).size).toBe(paths.length);
  expect(urls.every((u) => /<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/.test(u))).toBe(true);
  expect(paths.some((p) => /^\/(account|cart|checkout|auth|claim)/.test(p))).toBe(false);
  expect(paths).not.toContain('/competitions/instant/wins');
  for (const path of ['/', '/faq', '/contact', '/community-chat', '/free-postal-route', '/legal-terms?tab=3']) {
    expect(paths).toContain(path);
  }
  // Every competition, live, sold out, finished or drawn, at its one address.
  expect(paths.filter((p) => p.startsWith('/competition/info/'))).toEqual([]);
  expect(paths.filter((p) => p.startsWith('/competition/details/')).length).toBeGreaterThan(10);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('every page the server sends passes html-validate and carries its social tags and valid JSON-LD', {
  tag: ['@shell', '@mf-catalog', '@mf-engagement'],
}, async ({ request }) => {
  test.setTimeout(300_000);
  const pages = [...(await sitemapPaths(request)), ...PRIVATE, ...NOT_FOUND];
  const images = new Set<string>();
  const titles = new Map<string, string>();
  const problems: string[] = [];
  const seenTypes = new Set<string>();
  for (const path of pages) {
    const response = await rendered(request, path);
    const html = await response.text();
    const status = response.status();
    expect([200, 404], path).toContain(status);
    for (const p of await htmlProblems(html)) problems.push(`${path} html: ${p}`);
    for (const p of socialProblems(html, { site: SITE, status })) problems.push(`${path} head: ${p}`);
    const data = await structuredDataProblems(html);
    for (const p of data.problems) problems.push(`${path} JSON-LD: ${p}`);
    for (const t of data.types) seenTypes.add(t);
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    if (image) images.add(image);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    if (status === 200) titles.set(path, title);
  }
  for (const image of images) {
    const response = await request.get(image);
    if (response.status() !== 200) problems.push(`${image}: ${response.status()}`);
    for (const p of imageProblems(await response.body(), response.headers()['content-type'] ?? ''))
      problems.push(`${image}: ${p}`);
  }
  expect(problems).toEqual([]);
  expect([...seenTypes].sort()).toEqual(['Event', 'FAQPage', 'Organization', 'Product', 'WebSite']);
  // Every public page has a title of its own (a legal tab, a category, a price band, a page).
  const publicTitles = [...titles].filter(([path]) => !PRIVATE.includes(path)).map(([, title]) => title);
  expect(new Set(publicTitles).size).toBe(publicTitles.length);
  // A share image of its own per competition, the site's elsewhere.
  expect([...images].filter((i) => i.includes('/share/mf_catalog/competition-')).length).toBeGreaterThan(10);
});

test('the icons are files: /favicon.ico and the page’s icon links serve images', { tag: ['@shell'] }, async ({
  request,
}) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  const html = await (await request.get('/')).text();
  const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  expect(icons.length).toBeGreaterThanOrEqual(2);
  for (const href of icons) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toMatch(/^image\//);
  }
});

test('the hints the shell adds in the browser are valid too: no `as` on a prefetch', {
  tag: ['@shell', '@mf-catalog'],
}, async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/');
  // The shell prefetches the other remotes once the page is idle (shell/src/app/applications.ts).
  await expect.poll(() => page.locator('link[rel="prefetch"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await page.locator('link[rel="prefetch"][as]').count()).toBe(0);
});
