import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

// Shared by the account suites: the seeded customer and signing in through the login form.
export const DEMO = { email: 'demo@example.co.uk', password: 'DemoPassword!2026' };

/** The account remote's region of the page (the overlay has its own, invisible one). */
export const account = (page: Page) => page.locator('[data-app="mf_account"]');

export const toasts = (page: Page) => page.getByTestId('toasts');

/** Signs in through the login form and waits for where it leads. */
export async function signIn(page: Page, returnTo = '/account', who = DEMO) {
  await page.goto(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  const form = account(page).locator('form', { has: page.getByRole('heading', { name: 'Sign in' }) });
  await form.getByLabel('Email address').fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL((url) => url.pathname === returnTo.split('?')[0]);
}
