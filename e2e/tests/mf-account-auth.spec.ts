import { API } from '../env';
import { acceptCookies, expect, provider, resetProvider, test } from './fixtures';
import { account, DEMO, signIn, toasts } from './support/account';

// Sign-in, the session check at start-up, sign-out, register and a password reset end to end.
test.describe('mf-account: sign-in and session', { tag: ['@mf-account'] }, () => {
  test.beforeEach(async ({ page, request }) => {
    await resetProvider(request);
    await acceptCookies(page);
  });

  test('a signed-out visitor is sent to login and returned after signing in', async ({ page, problems }) => {
    await page.goto('/account/points');
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Faccount%2Fpoints$/);
    const region = account(page);
    await expect(region.locator('h1')).toHaveText('Login');
    const form = region.locator('form').first();

    await form.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(form.getByText('Email address is required.')).toBeVisible();
    await expect(form.getByLabel('Email address')).toBeFocused();

    await form.getByLabel('Email address').fill(DEMO.email);
    await form.getByLabel('Password', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(form.getByRole('alert')).toHaveText('Incorrect email address or password.');

    await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await form.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/account\/points$/);
    await expect(region.locator('h1')).toHaveText(/You have [\d,]+ points/);
    expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
  });

  test('the stored token is checked at start-up, rotated, and sign-out clears it', async ({ page }) => {
    await signIn(page);
    const first = await page.evaluate(() => localStorage.getItem('AUTH_TOKEN_KEY'));
    expect(first).toBeTruthy();
    await page.reload();
    await expect(account(page).locator('h1')).toHaveText('My Account');
    await expect(account(page)).toContainText('Hello Demo');
    const second = await page.evaluate(() => localStorage.getItem('AUTH_TOKEN_KEY'));
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);

    await account(page)
      .getByRole('navigation', { name: 'My account' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toasts(page)).toContainText('You have been signed out.');
    expect(await page.evaluate(() => localStorage.getItem('AUTH_TOKEN_KEY'))).toBeNull();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Faccount$/);
  });

  test('a corrupted stored token is removed and the visitor stays signed out', async ({ page }) => {
    await page.goto('/auth/login');
    await page.evaluate(() => localStorage.setItem('AUTH_TOKEN_KEY', '%%%'));
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(await page.evaluate(() => localStorage.getItem('AUTH_TOKEN_KEY'))).toBeNull();
  });

  test('a visitor at checkout can register instead, confirms through the mailbox and goes back there', {
    tag: ['@mf-basket'],
  }, async ({ page, request }) => {
    await page.goto('/auth/login?returnTo=%2Fcart');
    const form = account(page).locator('form', { has: page.getByRole('heading', { name: /Register/ }) });
    await form.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(form.getByText('First Name is required.')).toBeVisible();
    await expect(form.getByLabel('First name')).toBeFocused();
    await form.getByLabel('First name').fill('Nova');
    await form.getByLabel('Last name').fill('Buyer');
    // Adults only. Someone turning 18 next 1 January is refused on the form itself.
    const dateOfBirth = form.getByLabel('Date of birth');
    await dateOfBirth.fill(`${new Date().getFullYear() - 17}-01-01`);
    await form.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(form.getByText('You must be 18 or over to open an account.')).toBeVisible();
    await expect(dateOfBirth).toBeFocused();
    await dateOfBirth.fill('1994-05-17');
    await form.getByLabel('Email address').fill('nova.buyer@example.co.uk');
    await form.getByLabel('Password', { exact: true }).fill('abc');
    await expect(form.getByTestId('password-strength')).toHaveText('Very weak - Please enter a stronger password.');
    await form.getByLabel('Password', { exact: true }).fill('NovaBuyer!2026x');
    await expect(form.getByTestId('password-strength')).toHaveText('Strong');
    await form.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    // The account opens with the link mailed to the address (api/README.md "Email ownership").
    const region = account(page);
    await expect(region.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(region).toContainText('nova.buyer@example.co.uk');
    expect(await page.evaluate(() => localStorage.getItem('AUTH_TOKEN_KEY')), 'not signed in yet').toBeNull();
    await region.getByRole('button', { name: 'SEND A NEW LINK' }).click();
    await expect(region.getByRole('status').filter({ hasText: 'new link' })).toBeVisible();
    const mail = await (await request.get(`${API}/__local/mailbox?to=nova.buyer%40example.co.uk`)).json();
    const sent = (mail as { data: { subject: string; text: string; links: string[] }[] }).data;
    expect(sent.map((m) => m.subject)).toEqual(['Confirm your email address', 'Confirm your email address']);
    // The mail carries fixed text only: not the name typed at sign-up.
    expect(sent[0]?.text).not.toContain('Nova');
    const link = new URL(sent[0]?.links[0] ?? '');
    expect(link.pathname).toBe('/auth/login');
    // Opened in this browser (another tab, as from a mail app): confirmed with the password, then
    // back to the basket the sign-up started from.
    await page.goto(link.pathname + link.search);
    await expect(region.locator('h1')).toHaveText('Confirm your email address');
    await region.getByLabel('Password', { exact: true }).fill('Wrong!Pass2026x');
    await region.getByRole('button', { name: 'CONFIRM AND SIGN IN' }).click();
    await expect(region.getByRole('alert')).toHaveText('That password is not correct.');
    await region.getByLabel('Password', { exact: true }).fill('NovaBuyer!2026x');
    await region.getByRole('button', { name: 'CONFIRM AND SIGN IN' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto('/account');
    await expect(account(page)).toContainText('Hello Nova');
    // The link works once.
    await page.goto(link.pathname + link.search);
    await region.getByLabel('Password', { exact: true }).fill('NovaBuyer!2026x');
    await region.getByRole('button', { name: 'CONFIRM AND SIGN IN' }).click();
    await expect(region.getByRole('alert')).toContainText('invalid, has been used or has expired');
  });

  test('signing in before the link is opened says so and offers a new link', async ({ page, request }) => {
    await provider(request, '/api/v1/register', {
      first_name: 'Early',
      last_name: 'Bird',
      email: 'early.bird@example.co.uk',
      password: 'EarlyBird!2026x',
      date_of_birth: '1990-01-01',
    });
    await page.goto('/auth/login');
    const form = account(page).locator('form').first();
    await form.getByLabel('Email address').fill('early.bird@example.co.uk');
    await form.getByLabel('Password', { exact: true }).fill('EarlyBird!2026x');
    await form.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(form.getByRole('alert').first()).toContainText('confirm your email address first');
    await form.getByRole('button', { name: 'SEND A NEW LINK' }).click();
    await expect(form.getByRole('status')).toContainText('new link');
    expect(await page.evaluate(() => localStorage.getItem('AUTH_TOKEN_KEY'))).toBeNull();
  });

  test('forgot and reset password through the mailbox', async ({ page, request }) => {
    await page.goto('/auth/login');
    await account(page).getByRole('link', { name: 'Forgot your password?' }).click();
    const region = account(page);
    await expect(region.locator('h1')).toHaveText('Forgot Password');
    await region.getByLabel('Email address').fill('not-an-email');
    await region.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await expect(region.getByText('Email address is invalid.')).toBeVisible();
    await region.getByLabel('Email address').fill(DEMO.email);
    await region.getByRole('button', { name: 'SEND RESET LINK' }).click();
    await expect(region.getByRole('status')).toContainText('password reset link has been sent');

    const mail = await (await request.get(`${API}/__local/mailbox?to=${encodeURIComponent(DEMO.email)}`)).json();
    const link = new URL(mail.data[0].links[0]);
    await page.goto(link.pathname + link.search);
    await expect(region.locator('h1')).toHaveText('Reset Password');
    const password = region.getByLabel('New password', { exact: true });
    const meter = region.getByTestId('password-strength');
    await expect(meter).toHaveText('Please enter a password.');
    const verdicts: [typed: string, verdict: string][] = [
      ['abcdef', 'Very weak - Please enter a stronger password.'],
      ['abc123', 'Medium'],
      ['abc123!', 'Password length should be at least 12 characters.'],
      ['BrandNewPass!2027', 'Strong'],
    ];
    for (const [typed, verdict] of verdicts) {
      await password.fill(typed);
      await expect(meter).toHaveText(verdict);
    }
    await region.getByLabel('Confirm new password').fill('Different!2027x');
    await region.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(region.getByText('New password and Confirm password do not match.')).toBeVisible();
    await region.getByLabel('Confirm new password').fill('BrandNewPass!2027');
    await region.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(region.getByRole('status').first()).toContainText('Your password has been reset');

    await signIn(page, '/account', { email: DEMO.email, password: 'BrandNewPass!2027' });
    await expect(region.locator('h1')).toHaveText('My Account');
  });
});
