import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { previewSecret, signPreview } from '@shop/release';
import { LANE, SITE } from '../env';
import { acceptCookies, expect, test } from './fixtures';
import { liveVersion, release } from './release-helpers';

// `pnpm release preview` prints a signed, expiring link; the browser that opens it
// sees the site with that remote's preview version, with a badge and a way out, and nobody else
// does; a forged or an expired link is refused (docs/release.md "Preview links").
const PREVIEW = '1.4.0-preview.e2e';
const PREVIEW_HEADING = 'Basket (preview build)';

/**
 * The basket's live build copied as PREVIEW with its heading changed: a build that differs where a
 * reviewer would look, made in a moment (a build of a changed working tree is what a team would
 * preview; `pnpm release preview mf-basket` with no version does that build).
 */
function previewBuild() {
  const dir = join(LANE.deployDir, 'mf-basket', PREVIEW);
  if (existsSync(dir)) return;
  cpSync(join(LANE.deployDir, 'mf-basket', liveVersion('mf_basket')), dir, { recursive: true });
  const chunk = readdirSync(dir).find(
    (name) => name.endsWith('.js') && readFileSync(join(dir, name), 'utf8').includes('children:"Basket"}'),
  );
  if (!chunk) throw new Error('the basket heading is not in any chunk of the live build');
  const file = join(dir, chunk);
  writeFileSync(file, readFileSync(file, 'utf8').replace('children:"Basket"}', `children:"${PREVIEW_HEADING}"}`));
}

/** A link signed with this lane's secret that expired a minute ago (the tool makes none shorter than a minute). */
function expiredLink(): string {
  const secret = previewSecret({ env: {}, root: LANE.deployDir });
  const token = signPreview(secret, { container: 'mf_basket', version: PREVIEW, expiresAt: Date.now() - 60000 });
  return `/__preview?token=${token}`;
}

/** A browser of its own (no cookies) opens the basket: the version it loaded and the heading it shows. */
async function basketIn(browser: Browser, cookie?: string) {
  const context = await browser.newContext({ baseURL: SITE });
  await context.addCookies([
    { name: 'shop-render', value: 'client', url: SITE },
    ...(cookie ? [{ name: 'shop-preview', value: cookie, url: SITE }] : []),
  ]);
  const page = await context.newPage();
  await acceptCookies(page);
  await page.goto('/cart');
  const app = page.locator('[data-app="mf_basket"]');
  await expect(app.locator('h1')).toBeVisible();
  const seen = {
    version: await app.getAttribute('data-version'),
    heading: await app.locator('h1').textContent(),
    badge: await page.locator('#shop-preview').count(),
  };
  await context.close();
  return seen;
}

test('a preview link shows one browser the preview version, with a badge and a way out; nobody else sees it', {
  tag: ['@shell', '@mf-basket'],
}, async ({ page, browser, problems }) => {
  await acceptCookies(page);
  const live = liveVersion('mf_basket');
  previewBuild();
  const registryBefore = readFileSync(join(LANE.deployDir, 'registry.json'), 'utf8');
  const printed = release('preview', 'mf-basket', PREVIEW, '--expires', '2h', '--reason', 'e2e review');
  const link = /\/__preview\?token=\S+/.exec(printed)?.[0];
  expect(link, printed).toBeTruthy();
  // Published as a preview only: the release state and what every browser gets are as they were.
  expect(readFileSync(join(LANE.deployDir, 'registry.json'), 'utf8')).toBe(registryBefore);

  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/__release/beacon')) beacons.push(request.postData() ?? '');
  });
  await page.goto(link as string);
  await expect(page).toHaveURL(`${SITE}/`);
  const badge = page.locator('#shop-preview');
  await expect(badge).toContainText(`Preview: mf-basket ${PREVIEW}`);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'shop-preview');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

  await page.goto('/cart');
  const basket = page.locator('[data-app="mf_basket"]');
  await expect(basket.locator('h1')).toHaveText(PREVIEW_HEADING);
  await expect(basket).toHaveAttribute('data-version', PREVIEW);
  await expect(badge).toBeVisible();
  // A preview's pages carry no release token: nothing it loads counts in release health.
  await expect(page.locator('meta[name="shop-release-token"]')).toHaveCount(0);
  const response = await page.request.get('/cart');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  await page.screenshot({ path: test.info().outputPath('preview-basket-1280.png') });
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(badge.getByRole('link', { name: 'Exit preview' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('preview-basket-390.png') });

  // A second browser, at the same time, without the link: the live basket, no badge.
  expect(await basketIn(browser)).toEqual({ version: live, heading: 'Basket', badge: 0 });

  // The way out: the live site, in this browser too.
  await badge.getByRole('link', { name: 'Exit preview' }).click();
  await expect(page).toHaveURL(`${SITE}/`);
  await expect(badge).toHaveCount(0);
  expect((await page.context().cookies()).some((c) => c.name === 'shop-preview')).toBe(false);
  await page.goto('/cart');
  await expect(basket.locator('h1')).toHaveText('Basket');
  await expect(basket).toHaveAttribute('data-version', live);
  expect(beacons.filter((body) => body.includes(PREVIEW))).toEqual([]);
  expect(problems).toEqual([]);
});

test('a forged or an expired preview link is refused with a page saying so and sets nothing; an expired cookie is ignored', {
  tag: ['@shell', '@mf-basket'],
}, async ({ page, browser }) => {
  const live = liveVersion('mf_basket');
  previewBuild();
  const link = /\/__preview\?token=\S+/.exec(release('preview', 'mf-basket', PREVIEW, '--expires', '2h'))?.[0];
  // A forged link (its version changed) and an expired one.
  const [path = '', token = ''] = (link as string).split('?token=');
  const [prefix, claims = '', signature] = token.split('.');
  const changed = Buffer.from(
    JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), v: live }),
  ).toString('base64url');
  for (const [url, status, title] of [
    [`${path}?token=${prefix}.${changed}.${signature}`, 403, 'This preview link is not valid'],
    [expiredLink(), 410, 'This preview link has expired'],
  ] as const) {
    const refused = await page.request.get(url, { maxRedirects: 0 });
    expect(refused.status()).toBe(status);
    expect(refused.headers()['set-cookie']).toBeUndefined();
    const other = await browser.newContext({ baseURL: SITE });
    const tab = await other.newPage();
    await tab.goto(url);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await other.cookies()).toEqual([]);
    await other.close();
  }
  // An expired cookie is ignored: the live basket.
  const expired = expiredLink().split('?token=')[1] ?? '';
  expect(await basketIn(browser, expired)).toEqual({ version: live, heading: 'Basket', badge: 0 });
});

test.describe('a preview of a remote the server renders', { tag: ['@shell', '@mf-catalog'] }, () => {
  test.use({ serverRender: true });

  test('its pages are rendered with the preview’s own server build and hydrate clean', async ({ page, problems }) => {
    await acceptCookies(page);
    const dir = join(LANE.deployDir, 'mf-catalog', PREVIEW);
    if (!existsSync(dir))
      cpSync(join(LANE.deployDir, 'mf-catalog', liveVersion('mf_catalog')), dir, { recursive: true });
    const link = /\/__preview\?token=\S+/.exec(release('preview', 'mf-catalog', PREVIEW))?.[0] as string;
    await page.goto(link);
    await expect(page.locator('#shop-preview')).toContainText(`Preview: mf-catalog ${PREVIEW}`);
    // A version's server build renders once off any shopper's page first (storefront-server/src/pages/builds.ts).
    const rendered = `data-version="${PREVIEW}" data-server-rendered="true"`;
    await expect.poll(async () => (await page.request.get('/')).text(), { timeout: 15_000 }).toContain(rendered);
    await page.goto('/');
    const catalog = page.locator('[data-app="mf_catalog"]');
    await expect(catalog).toHaveAttribute('data-version', PREVIEW);
    await expect(catalog.locator('h1').first()).toBeVisible();
    expect(problems).toEqual([]);
    await page.goto('/__preview/exit');
    await expect(page.locator('#shop-preview')).toHaveCount(0);
  });
});
