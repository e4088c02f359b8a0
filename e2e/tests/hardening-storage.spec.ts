import type { Page } from '@playwright/test';
import { acceptCookies, expect, provider, resetProvider, test } from './fixtures';
import { basketToken, demoToken, expectCartCount, expectPageHolds, homeReady, region } from './support/faults';

// Session and storage: local storage disabled or full, corrupted entries, and a
// check-auth that refuses the stored token. The site keeps working and repairs what it finds.

test.describe.configure({ timeout: 40_000 });

const DETAILS = '/competition/details/Cash-Weekender-3';

/** Home, details, add to cart, sign in: the journey every storage case must keep working. */
async function shopperJourney(page: Page) {
  await page.goto('/');
  await expect(homeReady(page)).toBeVisible();
  await page.evaluate((to) => window.history.pushState(null, '', to), DETAILS);
  await expect(page.locator('#ticket-quantity')).toBeVisible();
  await page.locator('#ticket-quantity').fill('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.locator('#exampleModal-3')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectCartCount(page, 2);
  await page.evaluate((to) => window.history.pushState(null, '', to), '/auth/login?returnTo=%2Faccount');
  const form = region(page, 'mf_account').locator('form', { has: page.getByRole('heading', { name: 'Sign in' }) });
  await form.getByLabel('Email address').fill('demo@example.co.uk');
  await form.getByLabel('Password', { exact: true }).fill('DemoPassword!2026');
  await form.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(region(page, 'mf_account').locator('h1')).toHaveText('My Account');
  await expect(page.locator('#shell-header')).toContainText('My Account');
  await expectCartCount(page, 2);
}

test.beforeEach(async ({ page, request }) => {
  await resetProvider(request);
  await acceptCookies(page);
});

test('local storage disabled: every access throws, the site still works', {
  tag: ['@shell', '@mf-catalog', '@mf-basket', '@mf-account'],
}, async ({ page, problems }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await shopperJourney(page);
  expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
});

test('local storage full: every write throws QuotaExceededError, the site still works', {
  tag: ['@shell', '@mf-catalog', '@mf-basket', '@mf-account'],
}, async ({ page, problems }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await shopperJourney(page);
  expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
});

/** Writes `entries` into local storage once, before the site's first script runs. */
async function seedStorage(page: Page, entries: Record<string, string>) {
  await page.addInitScript((e) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
}
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

for (const [label, value] of [
  ['not base64', '%%%not base64!'],
  ['base64 garbage', 'Z2FyYmFnZS10b2tlbi0xMjM='],
  ['empty base64', ''],
] as const) {
  test(`a corrupted AUTH_TOKEN_KEY (${label}) is removed and the visitor is signed out`, {
    tag: ['@shell', '@mf-catalog', '@mf-basket', '@mf-account'],
  }, async ({ page }) => {
    await seedStorage(page, { AUTH_TOKEN_KEY: value });
    await page.goto('/');
    await expect(homeReady(page)).toBeVisible();
    await expect(page.locator('#shell-header')).toContainText('Login');
    await expect.poll(() => stored(page, 'AUTH_TOKEN_KEY')).toBeNull();
  });
}

// Every key the storefront reads back, with garbage and with the wrong JSON type.
const CACHE_ENTRIES = [
  'HOME_META',
  'SITE_SETTINGS',
  'WINNER_STATS',
  'NONCE',
  'NONCE_TIMESTAMP',
  'CART_HEADER',
  'COMPS_QUEST',
  'SUGGESTED_TICKETS',
  'SLIDER_SPEED',
  'ANNOUCMENT',
  'LIVE_DRAW_INFO',
  'MAIN_COMPETITION_INFO',
  'DESKTOP_HEIGHT',
  'MOBILE_HEIGHT',
  'TABLET_HEIGHT',
  'SHOW_QUESTION',
  'LEGAL_TERMS_ACTIVE_INDEX',
  'COMPETITIONS_TO_BE_FETCHED',
  'FETCHED_COMPETITION',
  'UPDATE_CART_KEY',
];
const fresh = () => Date.now();
const VARIANTS: [string, (key: string) => string][] = [
  ['{broken', () => '{broken'],
  [
    'wrong types',
    (key) =>
      ['HOME_META', 'SITE_SETTINGS', 'WINNER_STATS'].includes(key)
        ? JSON.stringify({ value: 42, timestamp: fresh() })
        : key === 'COMPS_QUEST'
          ? '[1,2'
          : '{"a":[null]}',
  ],
  [
    'fresh cache of null / arrays',
    (key) =>
      ['HOME_META', 'SITE_SETTINGS', 'WINNER_STATS'].includes(key)
        ? JSON.stringify({ value: null, timestamp: fresh() })
        : '[]',
  ],
];

for (const [label, make] of VARIANTS) {
  test(`corrupted cache entries (${label}): the site works and the entries are repaired`, {
    tag: ['@shell', '@mf-catalog', '@mf-basket', '@mf-account'],
  }, async ({ page, problems }) => {
    await seedStorage(page, Object.fromEntries(CACHE_ENTRIES.map((k) => [k, make(k)])));
    await page.goto('/');
    await expectPageHolds(page, 'mf_catalog');
    await expect(homeReady(page)).toBeVisible();
    await page.evaluate((to) => window.history.pushState(null, '', to), DETAILS);
    await page.locator('#ticket-quantity').fill('3');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.locator('#exampleModal-3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectCartCount(page, 3);
    await page.evaluate((to) => window.history.pushState(null, '', to), '/legal-terms');
    await expect(page.getByRole('tablist', { name: 'Legal documents' })).toBeVisible();
    // Repaired: the caches and the basket's keys were rewritten with good values (or removed).
    for (const key of ['HOME_META', 'SITE_SETTINGS', 'WINNER_STATS']) {
      const value = JSON.parse((await stored(page, key)) ?? 'null') as { value?: unknown } | null;
      expect(value === null || (typeof value.value === 'object' && value.value !== null), `${key} repaired`).toBe(true);
    }
    for (const key of ['NONCE', 'CART_HEADER', 'NONCE_TIMESTAMP'])
      expect(await stored(page, key), `${key} repaired`).not.toBe(make(key));
    await page.reload();
    await expectCartCount(page, 3);
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
  });
}

test('check-auth refuses a stale token: signed out cleanly, nothing of theirs stays visible', {
  tag: ['@shell', '@mf-account'],
}, async ({ page, request }) => {
  const token = await demoToken(request);
  const cartToken = await basketToken(request, 2);
  await seedStorage(page, { AUTH_TOKEN_KEY: Buffer.from(token).toString('base64'), CART_HEADER: cartToken });
  await page.goto('/account');
  const account = region(page, 'mf_account');
  await expect(account.locator('h1')).toHaveText('My Account');
  await expect(account.getByRole('link', { name: /^Order #\d+$/ }).first()).toBeVisible();
  await expect(page.locator('#shell-header')).toContainText('My Account');

  // Elsewhere the session ends (signed out on another device): the stored token is now stale.
  const rotated = Buffer.from((await stored(page, 'AUTH_TOKEN_KEY')) ?? '', 'base64').toString();
  await provider(request, '/api/v1/logout', { token: rotated });
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.locator('#shell-header')).toContainText('Login');
  await expect.poll(() => stored(page, 'AUTH_TOKEN_KEY')).toBeNull();
  await expect(page.getByText(/Demo|Order #\d+/)).toHaveCount(0);
  await page.evaluate(() => window.history.pushState(null, '', '/account/recent/orders'));
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByText(/Order #\d+|demo@example\.co\.uk/)).toHaveCount(0);
  await page.evaluate(() => window.history.pushState(null, '', '/checkout'));
  await expect(region(page, 'mf_basket')).toBeVisible();
  await expect(page.getByText(/Demo Customer|demo@example\.co\.uk/)).toHaveCount(0);
});
