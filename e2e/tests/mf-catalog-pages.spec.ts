import { API } from '../env';
import { acceptCookies, expect, provider, resetProvider, test } from './fixtures';

// The catalog's other screens over the provider's seed data.

const UK_DATE = /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/;
const US_DATE =
  /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;

test.beforeEach(async ({ page, request }) => {
  await resetProvider(request);
  await acceptCookies(page);
});

test('instant win page lists instant-win competitions and recent instant winners', { tag: ['@mf-catalog'] }, async ({
  page,
  problems,
}) => {
  for (const path of ['/competitions/instant_win_comps', '/competitions/instant/wins']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instant Wins');
    await expect(page.getByTestId('competition-card').filter({ hasText: '£10,000 Tax-Free Cash' })).toHaveCount(1);
    await expect(page.getByTestId('competition-card').filter({ hasText: '£1,000 Instant Cash Bundle' })).toHaveCount(1);
    // 17 instant prizes on the tax-free cash, 4 won at checkout by the demo's customers
    // (api/src/seed/default.ts), and the 13 of the instant cash bundle, none won yet.
    await expect(page.getByTestId('instant-prizes-left')).toContainText('26 instant prizes');
    await expect(page.getByRole('region', { name: 'Recent instant winners' })).toContainText('James W.');
  }
  expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
});

test('results and draw results show the published draws', { tag: ['@mf-catalog'] }, async ({ page }) => {
  await page.goto('/draw/results');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results');
  await expect(page.getByTestId('result-card')).toHaveCount(2);
  // Dates as the UK writes them: "24 November 2026", never "November 24, 2026".
  await expect(page.getByTestId('result-card').first()).toContainText(UK_DATE);
  await expect(page.getByTestId('result-card').first()).not.toContainText(US_DATE);
  await expect(page.getByTestId('result-card').filter({ hasText: 'Range Rover Evoque' })).toContainText(
    'Winning ticket #',
  );
  await page.goto('/results');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draw Results');
  const row = page.getByTestId('draw-result').filter({ hasText: '£5,000 Christmas Warm-up Cash' });
  await row.getByText('Seed and commitment').click();
  await expect(row).toContainText(/Commitment: [0-9a-f]{64}/);
  await expect(row.locator('td[data-label="Drawn"]')).toHaveText(UK_DATE);
});

test('winners list shows the winner stats and the winners', { tag: ['@mf-catalog'] }, async ({ page, request }) => {
  const stats = await (
    await request.get(`${API}/?rest_route=/api/v1/get_realtime_winners_prize_value`, {
      headers: { Authorization: 'Bearer local-storefront-bearer' },
    })
  ).json();
  await page.goto('/winners_list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winners');
  const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(stats.totalPrizeValue);
  await expect(page.getByTestId('winner-stats')).toContainText(money);
  await expect(page.getByTestId('winner-stats')).toContainText(String(stats.totalWinner));
  // Sarah T. may also have won a main draw that an earlier test in the lane ran.
  await expect(
    page.getByTestId('winner').filter({ hasText: 'Sarah T.' }).filter({ hasText: 'Reward win' }),
  ).toContainText('£20 Amazon Voucher');
  await expect(page.getByTestId('winner').first()).toContainText(UK_DATE);
  await expect(page.getByTestId('winner').first()).not.toContainText(US_DATE);
});

test('claim prize: visitors are sent to sign in; a winner claims a prize', {
  tag: ['@mf-catalog', '@mf-account'],
}, async ({ page, request }) => {
  await page.goto('/claim/prize');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claim your prize');
  await expect(page.getByRole('link', { name: 'Sign in to claim' })).toHaveAttribute(
    'href',
    '/auth/login?returnTo=/claim/prize',
  );

  const login = await provider<{ data: { token: string } }>(request, '/api/v1/login', {
    email: 'demo@example.co.uk',
    password: 'DemoPassword!2026',
  });
  await page.evaluate((token) => localStorage.setItem('AUTH_TOKEN_KEY', btoa(token)), login.data.token);
  await page.reload();
  const prize = page.getByTestId('claimable-prize').filter({ hasText: 'Apple AirPods' });
  await prize.getByRole('button', { name: 'Claim this prize' }).click();
  // Prefilled from the account's saved billing address (api/src/seed/default.ts).
  await expect(page.getByLabel('Full name')).toHaveValue('Demo Customer');
  await expect(page.getByLabel('House name/number')).toHaveValue('12');
  await expect(page.getByLabel('Town/City')).toHaveValue('Manchester');
  await page.getByLabel('Postcode').fill('');
  await page.getByRole('button', { name: 'Send my claim' }).click();
  await expect(page.getByText('Postcode is required.')).toBeVisible();
  await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-describedby', 'claim-postcode-error');
  await page.getByLabel('Postcode').fill('M1 1AA');
  await page.getByRole('button', { name: 'Send my claim' }).click();
  await expect(page.getByTestId('claim-confirmation')).toContainText('Your claim for Apple AirPods has been received');
  await page.getByRole('button', { name: 'Back to my prizes' }).click();
  await expect(prize.getByTestId('claim-status')).toHaveText('Claim received');
});

test('free postal route shows the address, instructions and terms, linked from details', {
  tag: ['@mf-catalog'],
}, async ({ page }) => {
  await page.goto('/competitions/all');
  await page
    .getByTestId('competition-card')
    .first()
    .getByRole('link', { name: /^Enter / })
    .click();
  await page.getByRole('link', { name: 'Free postal route' }).click();
  await expect(page).toHaveURL(/\/free-postal-route$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Postal Route');
  await expect(page.getByTestId('postal-address')).toContainText('PO Box 1234');
  await expect(page.getByRole('heading', { name: 'How to enter' })).toBeVisible();
  await expect(page.locator('section', { hasText: 'Terms for postal entries' })).toContainText(
    'Postal entries must arrive before the closing date',
  );
});
