import type { APIRequestContext, Page } from '@playwright/test';
import { LANE } from '../../env';
import { expect } from '../fixtures';

// The payment service's frames on the checkout page (api/README.md "Payments"): the card is typed
// into its hosted fields, and the 3-D Secure code into its bank-check page.

export const cardFields = (page: Page) => page.frameLocator('iframe[title="Card details"]');
export const bankCheck = (page: Page) => page.frameLocator('iframe[title="Bank check"]');

export async function fillCard(page: Page, number: string, expiry = '12/30', cvc = '123') {
  const fields = cardFields(page);
  await fields.getByLabel('Card number').fill(number);
  await fields.getByLabel('Expiry date (MM/YY)').fill(expiry);
  await fields.getByLabel('Security code (CVC)').fill(cvc);
}

/** Completes the bank check with the code it shows (the local service shows it instead of texting it), or a wrong one. */
export async function completeBankCheck(page: Page, right: boolean) {
  const dialog = page.getByRole('dialog', { name: 'Confirm with your bank' });
  await expect(dialog).toBeVisible();
  const frame = bankCheck(page);
  const code = (await frame.locator('#sent').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await frame.getByLabel('One-time code').fill(right ? code : code === '000000' ? '111111' : '000000');
  await frame.getByRole('button', { name: 'Confirm payment' }).click();
}

/**
 * A checkout body's card payment made as the hosted fields make it: the card goes to the payment
 * service, the shop gets its single-use token (for specs that check out through the API).
 */
export async function cardPayment(request: APIRequestContext, number = '4242424242424242') {
  const r = await request.post(`${LANE.payments}/tokenize`, { data: { number, expiry: '12/40', cvc: '123' } });
  expect(r.ok()).toBeTruthy();
  const { token } = (await r.json()) as { token: string };
  return { payment_method: 'local_test_card', payment_data: [{ key: 'payment_token', value: token }] };
}

/** A new checkout attempt's idempotency key. */
export const attemptKey = () => `attempt_${crypto.randomUUID().replace(/-/g, '')}`;
