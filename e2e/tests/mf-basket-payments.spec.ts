import type { APIRequestContext, Page } from '@playwright/test';
import { API } from '../env';
import { acceptCookies, expect, provider, resetProvider, test } from './fixtures';
import { DEMO, signIn } from './support/account';
import { cardFields, completeBankCheck, fillCard } from './support/card';

// Card payments over the composed site (api/README.md "Payments"): the card is typed into the
// payment service's frame, a 3-D Secure check opens in a modal frame, and one attempt pays once.
// The fixtures' card guard fails any test whose pages send a card number to the storefront or shop.

const COMP = '£2,500 Cash Weekender';

async function detailsPath(request: APIRequestContext): Promise<string> {
  const response = await provider<{ data: { id: number; title: string }[] }>(request, '/api/v1/featured_competition', {
    page: 1,
    limit: 100,
    all: true,
  });
  const c = response.data.find((x) => x.title === COMP);
  if (!c) throw new Error(`no competition titled ${COMP}`);
  return `/competition/details/${c.title.replace(/\W+/g, '-')}-${c.id}`;
}

/** The demo customer's orders, as the provider lists them. */
async function demoOrders(request: APIRequestContext): Promise<{ order_id_: number; order_status: string }[]> {
  const login = await provider<{ data: { token: string } }>(request, '/api/v1/login', DEMO);
  const list = await provider<{ data: { order_id_: number; order_status: string }[] }>(request, '/api/v1/orders', {
    token: login.data.token,
    page: 1,
    limit: 100,
  });
  return list.data;
}

/** Signed in, one line in the basket, on checkout with the consent ticked. */
async function readyToPay(page: Page, request: APIRequestContext) {
  await signIn(page);
  await page.goto(await detailsPath(request));
  // The details page says what Add will cost before it is pressed: quantity × price = the total checkout asks.
  const lineTotal = page.getByTestId('line-total');
  await expect(lineTotal).toHaveText(/^\d+ × £\d+\.\d{2} = £\d+\.\d{2}$/);
  const total = (await lineTotal.textContent())?.split('= ')[1];
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.locator('#exampleModal-3')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText(total ?? '');
  await page.getByRole('checkbox', { name: /18 or over/ }).check();
}

const pay = (page: Page) => page.getByRole('button', { name: /^Pay £/ });
const reason = (page: Page, text: RegExp) =>
  page.locator('form[aria-label="Billing and payment"] [role="alert"]').filter({ hasText: text });

test.beforeEach(async ({ page, request }) => {
  await resetProvider(request);
  await acceptCookies(page);
});

test('a frictionless card pays at once; the confirmation says so and the receipt is in the mailbox', {
  tag: ['@mf-catalog', '@mf-basket', '@mf-account'],
}, async ({ page, request }) => {
  const before = (await demoOrders(request)).length;
  await readyToPay(page, request);
  await fillCard(page, '4242 4242 4242 4242');
  await pay(page).click();
  await expect(page).toHaveURL(/\/confirmation\?order_id=\d+&key=/);
  const line = page.getByTestId('order-line');
  await expect(line).toContainText(COMP);
  // The draw is ahead, and said so.
  await expect(line).toContainText(/Draw on \d{1,2} \w+ \d{4}/);
  await expect(page.getByTestId('order-status')).toHaveText('Paid: your tickets are entered in the draw');
  await expect(page.getByText(`A receipt with your ticket numbers was emailed to ${DEMO.email}.`)).toBeVisible();
  const tickets = await line.getByRole('listitem').allTextContents();
  const mailbox = await request.get(`${API}/__local/mailbox?to=${encodeURIComponent(DEMO.email)}`);
  const receipt = ((await mailbox.json()) as { data: { subject: string; text: string }[] }).data[0];
  expect(receipt?.subject).toMatch(/is confirmed/);
  expect(receipt?.text).toContain(`tickets ${tickets.map((t) => t.trim()).join(', ')}`);
  const orders = await demoOrders(request);
  expect(orders).toHaveLength(before + 1);
  expect(orders[0]?.order_status).toBe('processing');
});

test('a 3-D Secure check passed with the right code pays the order', {
  tag: ['@mf-catalog', '@mf-basket', '@mf-account'],
}, async ({ page, request }) => {
  const before = (await demoOrders(request)).length;
  await readyToPay(page, request);
  await fillCard(page, '4000 0027 6000 3184');
  await pay(page).click();
  // While the bank asks, the order is only a reservation: not paid, not yet in the account's orders.
  await expect(page.getByRole('dialog', { name: 'Confirm with your bank' })).toBeVisible();
  expect(await demoOrders(request)).toHaveLength(before);
  await completeBankCheck(page, true);
  await expect(page).toHaveURL(/\/confirmation\?order_id=\d+&key=/);
  const orders = await demoOrders(request);
  expect(orders).toHaveLength(before + 1);
  expect(orders[0]?.order_status).toBe('processing');
});

test('a 3-D Secure check failed with a wrong code leaves no order and keeps the basket', {
  tag: ['@mf-catalog', '@mf-basket', '@mf-account'],
}, async ({ page, request }) => {
  const before = await demoOrders(request);
  await readyToPay(page, request);
  await fillCard(page, '4000 0027 6000 3184');
  await pay(page).click();
  await completeBankCheck(page, false);
  await expect(reason(page, /could not verify this payment/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Confirm with your bank' })).toBeHidden();
  expect(await demoOrders(request)).toEqual(before);
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(COMP);
});

test('declined and insufficient funds say why; a mistyped card is named inside the card fields', {
  tag: ['@mf-catalog', '@mf-basket', '@mf-account'],
}, async ({ page, request }) => {
  const before = await demoOrders(request);
  await readyToPay(page, request);
  await fillCard(page, '4242 4242 4242 4241');
  await pay(page).click();
  await expect(cardFields(page).getByText('This card number is not valid; please check it.')).toBeVisible();
  await fillCard(page, '4000 0000 0000 0002');
  await pay(page).click();
  await expect(reason(page, /Your card was declined/)).toBeVisible();
  await fillCard(page, '4000 0000 0000 9995');
  await pay(page).click();
  await expect(reason(page, /insufficient funds/)).toBeVisible();
  expect(await demoOrders(request)).toEqual(before);
});

test('a double click on Pay makes one order', { tag: ['@mf-catalog', '@mf-basket', '@mf-account'] }, async ({
  page,
  request,
}) => {
  const before = (await demoOrders(request)).length;
  await readyToPay(page, request);
  await fillCard(page, '4242 4242 4242 4242');
  const checkouts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('checkout') && r.method() === 'POST') checkouts.push(r.headers()['idempotency-key'] ?? '');
  });
  await pay(page).dblclick();
  await expect(page).toHaveURL(/\/confirmation\?order_id=\d+&key=/);
  expect(await demoOrders(request)).toHaveLength(before + 1);
  // Whatever reached the shop was one attempt.
  expect(new Set(checkouts).size).toBe(1);
});

test('a reload during the bank check continues the same attempt: one order, paid once', {
  tag: ['@mf-catalog', '@mf-basket', '@mf-account'],
}, async ({ page, request }) => {
  const before = (await demoOrders(request)).length;
  await readyToPay(page, request);
  await fillCard(page, '4000 0027 6000 3184');
  await pay(page).click();
  await expect(page.getByRole('dialog', { name: 'Confirm with your bank' })).toBeVisible();
  await page.reload();
  // The card is typed again (this page never kept it); the attempt's key was kept by the tab.
  await expect(page.getByTestId('checkout-total')).toHaveText(/^£\d/);
  await page.getByRole('checkbox', { name: /18 or over/ }).check();
  await fillCard(page, '4000 0027 6000 3184');
  await pay(page).click();
  await completeBankCheck(page, true);
  await expect(page).toHaveURL(/\/confirmation\?order_id=\d+&key=/);
  const orders = await demoOrders(request);
  expect(orders).toHaveLength(before + 1);
  expect(orders[0]?.order_status).toBe('processing');
});
