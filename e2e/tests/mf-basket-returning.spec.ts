import type { APIRequestContext, Page } from '@playwright/test';
import { API } from '../env';
import { acceptCookies, expect, provider, resetProvider, test } from './fixtures';
import { signIn } from './support/account';
import { cardFields, fillCard } from './support/card';

// Paying again takes seconds (api/README.md "Payments"): a returning customer finds the address of
// their last order and the card they chose to keep; the wallet in the card frame pays in one step;
// the card fields group the number, show the brand and put in the "/" a phone's digit pad lacks.

const COMP = '£2,500 Cash Weekender';
const PASSWORD = 'ReturningPass!2026';

async function newCustomer(request: APIRequestContext) {
  const email = `returning-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.co.uk`;
  const r = await request.post(`${API}/__local/seed`, {
    data: { users: [{ email, password: PASSWORD, first_name: 'Rita', last_name: 'Turner' }] },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return { email, password: PASSWORD };
}

async function basketToCheckout(page: Page, request: APIRequestContext) {
  const response = await provider<{ data: { id: number; title: string }[] }>(request, '/api/v1/featured_competition', {
    page: 1,
    limit: 100,
    all: true,
  });
  const c = response.data.find((x) => x.title === COMP);
  if (!c) throw new Error(`no competition titled ${COMP}`);
  await page.goto(`/competition/details/${c.title.replace(/\W+/g, '-')}-${c.id}`);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.locator('#exampleModal-3')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: /^Pay £/ })).toBeEnabled();
}

const billing = (page: Page) => page.getByRole('group', { name: 'Billing address' });
const pay = (page: Page) => page.getByRole('button', { name: /^Pay £/ });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, { tag: ['@mf-catalog', '@mf-basket', '@mf-account'] }, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page, request }) => {
      await resetProvider(request);
      await acceptCookies(page);
    });

    test('a returning customer finds their address and their kept card, and pays with them', async ({
      page,
      request,
    }) => {
      const who = await newCustomer(request);
      await signIn(page, '/', who);
      await basketToCheckout(page, request);
      const b = billing(page);
      await b.getByLabel('Phone').fill('07700 900123');
      await b.getByLabel('House name/number').fill('12 Mill Lane');
      await b.getByLabel('Street address').fill('Harbourside');
      await b.getByLabel('Town/City').fill('Bristol');
      await b.getByLabel('Postcode').fill('BS1 4DJ');
      await page.getByRole('checkbox', { name: /18 or over/ }).check();
      await fillCard(page, '5555555555554444', '1229', '123');
      await page.getByRole('checkbox', { name: /Keep this card for next time/ }).check();
      await pay(page).click();
      await expect(page).toHaveURL(/\/confirmation\?order_id=\d+&key=/);

      await basketToCheckout(page, request);
      await expect(billing(page).getByLabel('House name/number')).toHaveValue('12 Mill Lane');
      await expect(billing(page).getByLabel('Postcode')).toHaveValue('BS1 4DJ');
      const kept = page.getByRole('radio', { name: 'Mastercard •••• 4444, expires 12/29' });
      await expect(kept).toBeChecked();
      // The card fields step aside for a saved card; the wallet stays.
      await expect(cardFields(page).getByLabel('Card number')).toBeHidden();
      await page.getByRole('checkbox', { name: /18 or over/ }).check();
      await pay(page).click();
      await expect(page).toHaveURL(/\/confirmation\?order_id=\d+&key=/);
    });

    test('the wallet in the card frame pays in one step', async ({ page, request }) => {
      const who = await newCustomer(request);
      await signIn(page, '/', who);
      await basketToCheckout(page, request);
      const b = billing(page);
      await b.getByLabel('Phone').fill('07700 900123');
      await b.getByLabel('House name/number').fill('3');
      await b.getByLabel('Street address').fill('Park Row');
      await b.getByLabel('Town/City').fill('Leeds');
      await b.getByLabel('Postcode').fill('LS1 1AA');
      await page.getByRole('checkbox', { name: /18 or over/ }).check();
      const frame = cardFields(page);
      await frame.getByRole('button', { name: 'Pay with Local Pay' }).click();
      const sheet = frame.getByRole('dialog', { name: 'Local Pay' });
      await expect(sheet).toBeVisible();
      await expect(sheet).toContainText(/Total£\d+\.\d{2}/);
      await sheet.getByRole('button', { name: 'Pay with Local Pay' }).click();
      await expect(page).toHaveURL(/\/confirmation\?order_id=\d+&key=/);
    });

    test('the card fields group the number, name the brand and add the "/" to the expiry', async ({
      page,
      request,
    }) => {
      const who = await newCustomer(request);
      await signIn(page, '/', who);
      await basketToCheckout(page, request);
      const frame = cardFields(page);
      const number = frame.getByLabel('Card number');
      await number.pressSequentially('378282246310005');
      await expect(number).toHaveValue('3782 822463 10005');
      await expect(frame.locator('#brand')).toHaveText('American Express');
      await expect(frame.getByLabel('Security code (CVC)')).toHaveAttribute('maxlength', '4');
      await number.fill('4242424242424242');
      await expect(number).toHaveValue('4242 4242 4242 4242');
      await expect(frame.locator('#brand')).toHaveText('Visa');
      const expiry = frame.getByLabel('Expiry date (MM/YY)');
      await expiry.pressSequentially('1229');
      await expect(expiry).toHaveValue('12/29');
      // Expiry and CVC sit on one row, their labels on one line each.
      const [e, c] = [await expiry.boundingBox(), await frame.getByLabel('Security code (CVC)').boundingBox()];
      expect(Math.abs((e?.y ?? 0) - (c?.y ?? 1))).toBeLessThan(2);
    });
  });
}
