import { API } from '../env';
import { acceptCookies, expect, resetProvider, test } from './fixtures';
import {
  competitions,
  detailsPath,
  detailsPathOf,
  expectNoSeriousViolations,
  firstOrderId,
  pushInstantWin,
  settle,
  signInByApi,
} from './hardening-a11y-helpers';
import { tagOfPath, tags } from './tags';

// Accessibility: axe (WCAG 2.0/2.1 A and AA) over every screen of requirements §2, with
// real seeded values for the parameterised ones, the /account area as the demo customer, the
// not-found page, and the three overlays. Serious or critical violations fail the test.
// Aliases that render the same screen with the same data are scanned once: /competitions/instant/wins
// (= /competitions/instant_win_comps), /competition/info/:id (= the details page of the same
// competition) and /competitions/cash (= /competitions/all, fewer cards); shell.spec.ts and
// hardening-hostile.spec.ts still open each of them.

type Target = { path: string | ((ctx: Ctx) => string); signedIn?: boolean };
type Ctx = { details: string; id: number; orderId: number };

const ROUTES: Target[] = [
  { path: '/' },
  { path: '/competitions/all' },
  { path: '/competitions/instant_win_comps' },
  { path: (c) => c.details },
  { path: '/cart' },
  { path: '/checkout' },
  { path: '/checkout', signedIn: true },
  { path: '/auth/login' },
  { path: '/auth/forgot/password' },
  { path: '/auth/reset/password?key=abc&email=demo%40example.co.uk' },
  { path: '/auth/reset/password' },
  { path: '/draw/results' },
  { path: '/results' },
  { path: '/winners_list' },
  { path: '/confirmation' },
  { path: '/claim/prize' },
  { path: '/claim/prize', signedIn: true },
  { path: '/legal-terms' },
  { path: '/legal-terms?tab=3' },
  { path: '/contact' },
  { path: '/free-postal-route' },
  { path: '/community-chat' },
  { path: '/community-chat', signedIn: true },
  { path: '/faq' },
  { path: '/account', signedIn: true },
  { path: '/account/responsible/gaming', signedIn: true },
  { path: '/account/points', signedIn: true },
  { path: '/account/cred', signedIn: true },
  { path: '/account/coupons', signedIn: true },
  { path: '/account/details', signedIn: true },
  { path: '/account/financial-details', signedIn: true },
  { path: '/account/billing', signedIn: true },
  { path: '/account/recent/orders', signedIn: true },
  { path: (c) => `/account/recent/orders/order-detail/${c.orderId}`, signedIn: true },
  { path: '/this/does/not/exist' },
];

const label = (t: Target) =>
  `${typeof t.path === 'string' ? t.path : t.path({ details: '/competition/details/<slug>', id: 0, orderId: 0 }).replace(/\/0$/, '/<id>')}${t.signedIn ? ' (signed in)' : ''}`;

// Each route's audit covers the shell's chrome and the screen of the route's owner.
test.describe('axe over every route', () => {
  test.beforeAll(async ({ request }) => {
    await resetProvider(request);
  });
  test.beforeEach(async ({ page }) => {
    await acceptCookies(page);
  });

  for (const target of ROUTES) {
    test(`axe: ${label(target)}`, { tag: tags('@shell', tagOfPath(label(target))) }, async ({ page, request }) => {
      const comps = await competitions(request);
      const first = comps[0];
      if (!first) throw new Error('the provider lists no competition');
      let orderId = 0;
      if (target.signedIn) {
        const token = await signInByApi(page, request);
        orderId = await firstOrderId(request, token);
      }
      const path =
        typeof target.path === 'string'
          ? target.path
          : target.path({ details: detailsPathOf(first), id: first.id, orderId });
      await page.goto(path);
      await settle(page);
      await expectNoSeriousViolations(page);
    });
  }
});

test.describe('axe over the overlays', { tag: ['@shell', '@mf-catalog', '@mf-basket', '@mf-engagement'] }, () => {
  test.beforeEach(async ({ page, request }) => {
    await resetProvider(request);
    await acceptCookies(page);
  });

  test('axe: cart modal #exampleModal-3', async ({ page, request }) => {
    await page.goto(await detailsPath(request, '£2,500 Cash Weekender'));
    await settle(page);
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.locator('#exampleModal-3')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('axe: skill question #enter', async ({ page, request }) => {
    await page.goto(await detailsPath(request, 'Tesla Model 3 or £35,000 Cash'));
    await settle(page);
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.locator('#enter')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('axe: instant-win popup', async ({ page, request }) => {
    await page.goto('/');
    await settle(page);
    await pushInstantWin(request, {
      image: `${API}/media/prizes/fifty-pound-site-credit.svg`,
      prize: '£50 Site Credit',
      user: 'Sarah Jones',
    });
    await expect(page.getByTestId('instant-win-popup')).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page);
  });

  test('axe: cookie banner and an error toast', async ({ page, context }) => {
    await context.clearCookies();
    await page.goto('/auth/login');
    await settle(page);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

// The scan itself: a page without frames is scanned in place, one with frames frame by frame
// (expectNoSeriousViolations); each way, a planted violation fails it.
test('axe: a planted violation fails the scan, in a page without frames and inside a frame', {
  tag: tags('@shell', '@mf-account'),
}, async ({ page }) => {
  await acceptCookies(page);
  await page.goto('/auth/login');
  await settle(page);
  await expectNoSeriousViolations(page);
  await page.locator('main').evaluate((main) => main.insertAdjacentHTML('beforeend', '<button id="planted"></button>'));
  expect(page.frames()).toHaveLength(1);
  await expect(expectNoSeriousViolations(page)).rejects.toThrow(/button-name/);
  await page.locator('#planted').evaluate((button) => button.remove());
  await page
    .locator('main')
    .evaluate((main) =>
      main.insertAdjacentHTML('beforeend', '<iframe title="planted" srcdoc="<button></button>"></iframe>'),
    );
  await expect.poll(() => page.frames().length).toBe(2);
  await expect(expectNoSeriousViolations(page)).rejects.toThrow(/button-name/);
});
