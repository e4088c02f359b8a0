import type { APIRequestContext, Page } from '@playwright/test';
import { API } from '../env';
import { expect, provider, test } from './fixtures';
import { signIn } from './support/account';
import { fillCard } from './support/card';
import { basketToken, seedShopper } from './support/faults';

// Site credit and points at checkout, and the basket that follows the person (api/README.md
// "Payments"): credit only, credit + card, points + card, a visitor basket whose owner signs in and
// uses their own coupon, and a confirmation page that never reads the basket.

interface Shopper {
  email: string;
  password: string;
  token: string;
  coupon: string;
}

async function seedShopperAccount(
  request: APIRequestContext,
  tag: string,
  wallet: { site_credit?: number; points?: number },
): Promise<Shopper> {
  const id = `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const s = {
    email: `tender-${id}@example.co.uk`,
    password: 'TenderPass!2026',
    token: `tender-session-${id}`,
    coupon: `TENDER${id.toUpperCase()}`,
  };
  const r = await request.post(`${API}/__local/seed`, {
    data: {
      users: [
        {
          email: s.email,
          password: s.password,
          first_name: 'Tia',
          last_name: 'Tender',
          token: s.token,
          ...wallet,
          billing: {
            phone: '07700 900456',
            address_1: '3',
            address_2: 'Tender Street',
            city: 'Leeds',
            postcode: 'LS1 4AB',
          },
        },
      ],
      coupons: [{ code: s.coupon, description: 'Yours', kind: 'fixed', amount: 1, user: s.email }],
    },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return s;
}

const pounds = (text: string | null) => Number((text ?? '').replace(/[£,]/g, ''));
const money = (n: number) => `£${n.toFixed(2)}`;

/** Opens the checkout as the seeded shopper with a basket of two tickets; returns the total. */
async function openCheckout(page: Page, request: APIRequestContext, shopper: Shopper): Promise<number> {
  await seedShopper(page, { cartToken: await basketToken(request, 2), token: shopper.token });
  await page.goto('/checkout');
  await expect(page.locator('h1')).toHaveText('Checkout');
  await expect(page.getByLabel('Town/City')).toHaveValue('Leeds');
  return pounds(await page.getByTestId('checkout-total').textContent());
}

/**
 * The card part of a journey, in one place: the card step may change (hosted fields, 3-D Secure)
 * without the credit and points part of these tests changing.
 */
async function payByCard(page: Page, amount: string) {
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /18 or over/ }).check();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

/**
 * The balances, less what instant wins added: the basket's competition (1001) has £5 credit and 100
 * point instant wins, and the order's tickets are drawn at random when it is paid, so an order may
 * hit one (api/README.md "Fairness"). What is left is what the order itself took and gave.
 */
async function balances(request: APIRequestContext, token: string) {
  const response = await provider<{
    points: number;
    site_credit: number;
    logs: { type: string; points: number }[];
    credit_logs: { description: string; amount: number }[];
  }>(request, '/api/v1/points', { token, offset: 0, limit: 100 });
  const wonPoints = response.logs.filter((l) => l.type === 'instant-win').reduce((sum, l) => sum + l.points, 0);
  const wonCredit = response.credit_logs
    .filter((l) => l.description.startsWith('Instant win'))
    .reduce((sum, l) => sum + l.amount, 0);
  return { points: response.points - wonPoints, credit: response.site_credit - wonCredit };
}
async function pageToken(page: Page) {
  return page.evaluate(() => atob(localStorage.getItem('AUTH_TOKEN_KEY') ?? ''));
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });

test('credit only: credit covers the order, no card is asked for, the order is placed', {
  tag: ['@mf-basket'],
}, async ({ page, request, problems }) => {
  const shopper = await seedShopperAccount(request, 'c', { site_credit: 50 });
  const total = await openCheckout(page, request, shopper);
  await summary(page)
    .getByRole('checkbox', { name: /Use my site credit \(£50\.00 available\)/ })
    .check();
  await expect(page.getByTestId('credit-used')).toHaveText(`−${money(total)}`);
  await expect(page.getByTestId('amount-to-pay')).toHaveText('£0.00');
  await expect(page.getByText('no card is needed')).toBeVisible();
  await expect(page.locator('iframe[title="Card details"]')).toBeHidden();
  await page.getByRole('checkbox', { name: /18 or over/ }).check();
  await page.getByRole('button', { name: 'Pay £0.00' }).click();
  await expect(page).toHaveURL(/\/confirmation\?order_id=\d+&key=/);
  expect((await balances(request, await pageToken(page))).credit).toBeCloseTo(50 - total, 2);
  expect(problems).toEqual([]);
});

test('credit + card: the credit comes off and the card pays the rest', { tag: ['@mf-basket'] }, async ({
  page,
  request,
  problems,
}) => {
  const shopper = await seedShopperAccount(request, 'cc', { site_credit: 0.5 });
  const total = await openCheckout(page, request, shopper);
  await summary(page)
    .getByRole('checkbox', { name: /Use my site credit/ })
    .check();
  await expect(page.getByTestId('credit-used')).toHaveText('−£0.50');
  const rest = money(total - 0.5);
  await expect(page.getByTestId('amount-to-pay')).toHaveText(rest);
  await payByCard(page, rest);
  await expect(page).toHaveURL(/\/confirmation\?order_id=\d+&key=/);
  expect((await balances(request, await pageToken(page))).credit).toBe(0);
  expect(problems).toEqual([]);
});

test('points + card: points redeemed at the site rate, the card pays the rest', { tag: ['@mf-basket'] }, async ({
  page,
  request,
  problems,
}) => {
  const shopper = await seedShopperAccount(request, 'p', { points: 120 });
  const total = await openCheckout(page, request, shopper);
  const points = summary(page).getByLabel('Points to redeem');
  await expect(summary(page).getByText('You have 120 points; 100 points take £1 off.')).toBeVisible();
  // A part point is neither rounded nor dropped quietly: the field keeps it and says why nothing is redeemed.
  await points.fill('12.5');
  await expect(summary(page).getByText('Please enter a whole number of points (0 or more).')).toBeVisible();
  await expect(points).toHaveValue('12.5');
  await expect(page.getByTestId('points-used')).toHaveCount(0);
  await expect(page.getByTestId('amount-to-pay')).toHaveText(money(total));
  await points.fill('100');
  await expect(summary(page).getByText('Please enter a whole number of points (0 or more).')).toHaveCount(0);
  await expect(page.getByTestId('points-used')).toHaveText('−£1.00');
  const rest = money(total - 1);
  await expect(page.getByTestId('amount-to-pay')).toHaveText(rest);
  await payByCard(page, rest);
  await expect(page).toHaveURL(/\/confirmation\?order_id=\d+&key=/);
  // 120 − 100 redeemed + 1 point per whole £1 of the order.
  expect((await balances(request, await pageToken(page))).points).toBe(20 + Math.floor(total));
  expect(problems).toEqual([]);
});

test('a visitor basket follows its owner through sign-in, and their own coupon applies', {
  tag: ['@mf-basket', '@mf-account'],
}, async ({ page, request, problems }) => {
  const shopper = await seedShopperAccount(request, 'v', {});
  await seedShopper(page, { cartToken: await basketToken(request, 2) });
  await page.goto('/cart');
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
  await page.getByLabel('Coupon code').fill(shopper.coupon);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('This coupon cannot be used.')).toBeVisible();

  await signIn(page, '/cart', { email: shopper.email, password: shopper.password });
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
  await page.getByLabel('Coupon code').fill(shopper.coupon);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText(`Coupon ${shopper.coupon} applied.`)).toBeVisible();
  expect(problems.filter((p) => !/400/.test(p))).toEqual([]);
});

test('a fresh visit to a confirmation URL makes no cart request', { tag: ['@mf-basket'] }, async ({
  page,
  request,
}) => {
  const shopper = await seedShopperAccount(request, 'k', {});
  await seedShopper(page, { cartToken: await basketToken(request, 2), token: shopper.token });
  const cartCalls: string[] = [];
  page.on('request', (r) => {
    if (decodeURIComponent(r.url()).includes('/wc/store/v1/cart')) cartCalls.push(r.url());
  });
  const checkAuth = page.waitForResponse((r) => r.url().includes('check-auth'));
  await page.goto('/confirmation?order_id=1&key=wc_order_unknown');
  await checkAuth;
  await expect(page.locator('#shell-footer')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(cartCalls).toEqual([]);
  // Leaving the confirmation page reads the basket.
  await page.evaluate(() => window.history.pushState(null, '', '/cart'));
  await expect(page.getByLabel('Quantity')).toHaveValue('2');
  expect(cartCalls.length).toBeGreaterThan(0);
});
