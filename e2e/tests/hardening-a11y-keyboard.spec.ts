import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API } from '../env';
import { acceptCookies, expect, provider, resetProvider, test } from './fixtures';
import {
  DEMO,
  detailsPath,
  expectNoSeriousViolations,
  pushInstantWin,
  settle,
  signInByApi,
} from './hardening-a11y-helpers';
import { cardFields } from './support/card';
import { formTag } from './tags';

// Accessibility: every form filled and submitted with the keyboard alone (Tab,
// Shift+Tab, typing, Enter, Space — no clicks), and an invalid submit that lands the focus on the
// first failing field, marked aria-invalid, whose error is linked by aria-describedby and
// announced (role=alert or a live region). Each form is scanned by axe in its error state too.

/** The title of a prize the demo customer can claim without proof of identity. */
async function claimableWithoutId(request: APIRequestContext): Promise<string> {
  const login = await provider<{ data: { token: string } }>(request, '/api/v1/login', DEMO);
  const prizes = await provider<{ data: { prize: string; claimed: boolean; needs_id: boolean }[] }>(
    request,
    '/api/v1/claimable_prizes',
    { token: login.data.token },
  );
  const prize = prizes.data.find((p) => !p.claimed && !p.needs_id)?.prize;
  expect(prize, 'the demo customer has a prize to claim without proof of identity').toBeTruthy();
  return prize as string;
}

const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus: how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, back = false, max = 90) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a field, selects what is in it and types over it (an empty value clears it). */
async function typeInto(page: Page, field: Locator, value: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  if (value === '') await page.keyboard.press('Delete');
  else await page.keyboard.insertText(value);
}

/** The focused field is invalid, and its linked error is announced. */
async function expectAnnouncedError(page: Page, field: Locator, message: string | RegExp) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  expect(ids.length, 'aria-describedby names the error').toBeGreaterThan(0);
  const described = page.locator(ids.map((id) => `[id="${id}"]`).join(', '));
  await expect(described.filter({ hasText: message }).first()).toBeVisible();
  const announced = await described
    .filter({ hasText: message })
    .first()
    .evaluate((el) => {
      const live = el.closest('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])');
      return live !== null;
    });
  expect(announced, 'the error is in role=alert or a live region').toBe(true);
}

type Step = { field: (p: Page) => Locator; value: string };
interface FormCase {
  name: string;
  signedIn?: boolean;
  /** Opens the page with the form; may prepare data; returns nothing. */
  open: (page: Page, request: APIRequestContext) => Promise<void>;
  invalid: Step[];
  firstInvalid: (p: Page) => Locator;
  message: string | RegExp;
  valid: Step[];
  /** How the form is sent: Enter in the last field typed, or Tab to a button and press a key. */
  submit: { button?: (p: Page) => Locator; key: 'Enter' | 'Space' };
  done: (page: Page) => Promise<void>;
}

const byId = (id: string) => (p: Page) => p.locator(`[id="${id}"]`);
const toast = (p: Page, text: string | RegExp) => p.getByTestId('toasts').getByText(text);
const button = (name: string | RegExp) => (p: Page) =>
  p.locator('main').getByRole('button', { name, exact: typeof name === 'string' });

/** Loads a page and follows the skip link with the keyboard, as a keyboard user starts. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-region')).toBeFocused();
}

async function resetLink(request: APIRequestContext): Promise<string> {
  await provider(request, '/api/v1/forgot_password', { email: DEMO.email });
  const mail = await (await request.get(`${API}/__local/mailbox?to=${encodeURIComponent(DEMO.email)}`)).json();
  const link = (mail as { data: { links: string[] }[] }).data[0]?.links.find((l) => l.includes('/auth/reset/password'));
  if (!link) throw new Error('no reset link mailed');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A sign-up made through the provider, and the path of the confirmation link mailed for it. */
async function confirmationLink(request: APIRequestContext): Promise<string> {
  const email = `kay.confirm.${Date.now()}@example.co.uk`;
  await provider(request, '/api/v1/register', {
    first_name: 'Kay',
    last_name: 'Board',
    email,
    password: 'Keyboard!Only2026',
    date_of_birth: '1990-06-15',
  });
  const mail = await (await request.get(`${API}/__local/mailbox?to=${encodeURIComponent(email)}`)).json();
  const link = (mail as { data: { links: string[] }[] }).data[0]?.links.find((l) => l.includes('verify='));
  if (!link) throw new Error('no confirmation link mailed');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function basketWithOneLine(page: Page, request: APIRequestContext) {
  await open(page, await detailsPath(request, '£2,500 Cash Weekender'));
  await page.getByRole('button', { name: 'Add to basket' }).click();
  const modal = page.locator('#exampleModal-3');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

const FORMS: FormCase[] = [
  {
    name: 'login',
    open: (page) => open(page, '/auth/login'),
    invalid: [],
    firstInvalid: byId('login-email'),
    message: /email/i,
    valid: [
      { field: byId('login-email'), value: DEMO.email },
      { field: byId('login-password'), value: DEMO.password },
    ],
    submit: { key: 'Enter' },
    done: async (page) => expect(page).toHaveURL(/\/account$/),
  },
  {
    name: 'register',
    open: (page) => open(page, '/auth/login'),
    invalid: [{ field: byId('register-firstName'), value: '' }],
    firstInvalid: byId('register-firstName'),
    message: /./,
    valid: [
      { field: byId('register-firstName'), value: 'Kay' },
      { field: byId('register-lastName'), value: 'Board' },
      // A date input takes digits segment by segment, month first in the browser's en-US locale.
      { field: byId('register-dateOfBirth'), value: '06151990' },
      { field: byId('register-email'), value: `kay.board.${Date.now()}@example.co.uk` },
      { field: byId('register-password'), value: 'Keyboard!Only2026' },
    ],
    submit: { button: button('CREATE ACCOUNT'), key: 'Space' },
    // The account opens with its emailed link (the next case).
    done: async (page) => expect(page.locator('main').getByRole('heading', { name: 'Check your email' })).toBeVisible(),
  },
  {
    name: 'confirm email',
    open: async (page, request) => open(page, await confirmationLink(request)),
    invalid: [],
    firstInvalid: byId('verify-password'),
    message: 'Password is required.',
    valid: [{ field: byId('verify-password'), value: 'Keyboard!Only2026' }],
    submit: { key: 'Enter' },
    done: async (page) => expect(page).toHaveURL(/\/account$/),
  },
  {
    name: 'forgot password',
    open: (page) => open(page, '/auth/forgot/password'),
    invalid: [{ field: byId('forgot-email'), value: 'not-an-email' }],
    firstInvalid: byId('forgot-email'),
    message: /invalid|email/i,
    valid: [{ field: byId('forgot-email'), value: DEMO.email }],
    submit: { key: 'Enter' },
    done: async (page) => expect(page.locator('main [role="status"]').filter({ hasText: /.+/ }).first()).toBeVisible(),
  },
  {
    name: 'reset password',
    open: async (page, request) => open(page, await resetLink(request)),
    invalid: [],
    firstInvalid: byId('reset-password'),
    message: 'Please enter a password.',
    valid: [
      { field: byId('reset-password'), value: 'Keyboard!Reset2026' },
      { field: byId('reset-confirm'), value: 'Keyboard!Reset2026' },
    ],
    submit: { button: button('RESET PASSWORD'), key: 'Enter' },
    done: async (page) => expect(page.locator('main [role="status"]').filter({ hasText: /.+/ }).first()).toBeVisible(),
  },
  {
    name: 'profile',
    signedIn: true,
    open: (page) => open(page, '/account/details'),
    invalid: [{ field: byId('profile-firstName'), value: '' }],
    firstInvalid: byId('profile-firstName'),
    message: 'First Name is required.',
    valid: [
      { field: byId('profile-firstName'), value: 'Demo' },
      { field: byId('profile-lastName'), value: 'Keyboard' },
    ],
    submit: { key: 'Enter' },
    done: async (page) => expect(toast(page, 'Details updated successfully!')).toBeVisible(),
  },
  {
    name: 'billing',
    signedIn: true,
    open: (page) => open(page, '/account/billing'),
    invalid: [{ field: byId('billing-phone'), value: '' }],
    firstInvalid: byId('billing-phone'),
    message: 'Phone No. is required.',
    valid: [
      { field: byId('billing-phone'), value: '07700 900123' },
      { field: byId('billing-postcode'), value: 'M1 1AA' },
    ],
    submit: { key: 'Enter' },
    done: async (page) => expect(toast(page, 'Details updated successfully!')).toBeVisible(),
  },
  {
    name: 'bank details',
    signedIn: true,
    open: (page) => open(page, '/account/financial-details'),
    invalid: [
      { field: byId('bank-accountNumber'), value: '87654321' },
      { field: byId('bank-confirmAccountNumber'), value: '87654320' },
    ],
    firstInvalid: byId('bank-confirmAccountNumber'),
    message: 'Account Numbers do not match.',
    valid: [
      { field: byId('bank-accountNumber'), value: '87654321' },
      { field: byId('bank-confirmAccountNumber'), value: '87654321' },
      { field: byId('bank-sortCode'), value: '404040' },
      { field: byId('bank-currentPassword'), value: DEMO.password },
    ],
    submit: { button: button('SAVE CHANGES'), key: 'Space' },
    done: async (page) => expect(toast(page, 'Details updated successfully!')).toBeVisible(),
  },
  {
    name: 'responsible gaming',
    signedIn: true,
    open: (page) => open(page, '/account/responsible/gaming'),
    invalid: [{ field: byId('play-limitValue'), value: 'lots' }],
    firstInvalid: byId('play-limitValue'),
    message: /spend limit/i,
    // Typing on a focused select picks the option that starts with what is typed.
    valid: [
      { field: byId('play-limitValue'), value: '50' },
      { field: byId('play-limitDuration'), value: 'Weekly' },
    ],
    submit: { button: button('SAVE CHANGES'), key: 'Enter' },
    done: async (page) => expect(toast(page, 'Details updated successfully!')).toBeVisible(),
  },
  {
    name: 'contact',
    open: (page) => open(page, '/contact'),
    invalid: [],
    firstInvalid: byId('contact-name'),
    message: /./,
    valid: [
      { field: byId('contact-name'), value: 'Kay Board' },
      { field: byId('contact-email'), value: 'kay@example.co.uk' },
      { field: byId('contact-subject'), value: 'Keyboard only' },
      { field: byId('contact-message'), value: 'Sent without touching the mouse.' },
    ],
    submit: { button: button('Send message'), key: 'Enter' },
    done: async (page) => expect(toast(page, /Thank you|sent|received/i)).toBeVisible(),
  },
  {
    name: 'community chat',
    signedIn: true,
    open: (page) => open(page, '/community-chat'),
    invalid: [],
    firstInvalid: byId('chat-message'),
    message: 'Please write a message.',
    valid: [{ field: byId('chat-message'), value: 'Hello from the keyboard' }],
    submit: { button: button('Send'), key: 'Space' },
    done: async (page) => expect(page.locator('main').getByText('Hello from the keyboard').first()).toBeVisible(),
  },
  {
    name: 'claim prize',
    signedIn: true,
    open: async (page, request) => {
      // A prize this form can send with the fields below: one not yet claimed and under the identity
      // threshold (which prize the list shows first depends on what the lane's draws gave the customer).
      const prize = await claimableWithoutId(request);
      await open(page, '/claim/prize');
      const claim = page
        .locator('main')
        .getByTestId('claimable-prize')
        .filter({ has: page.getByRole('heading', { name: prize, exact: true }) })
        .getByRole('button', { name: 'Claim this prize' })
        .first();
      await tabTo(page, claim);
      await page.keyboard.press('Enter');
      await expect(page.locator('#claim-full_name')).toBeVisible();
    },
    invalid: [{ field: byId('claim-full_name'), value: '' }],
    firstInvalid: byId('claim-full_name'),
    message: /./,
    valid: [
      { field: byId('claim-full_name'), value: 'Demo Keyboard' },
      { field: byId('claim-phone'), value: '07700 900123' },
      { field: byId('claim-address_1'), value: '1 Key Street' },
      { field: byId('claim-city'), value: 'Manchester' },
      { field: byId('claim-postcode'), value: 'M1 1AA' },
    ],
    submit: { button: button('Send my claim'), key: 'Space' },
    done: async (page) => expect(page.getByTestId('claim-confirmation')).toContainText('Claim received'),
  },
  {
    name: 'checkout',
    signedIn: true,
    open: async (page, request) => {
      await basketWithOneLine(page, request);
      await open(page, '/checkout');
      await expect(cardFields(page).getByLabel('Card number')).toBeVisible();
    },
    invalid: [],
    firstInvalid: (p) => p.getByRole('checkbox', { name: /18 or over/ }),
    message: /./,
    valid: [
      { field: (p) => cardFields(p).getByLabel('Card number'), value: '4242 4242 4242 4242' },
      { field: (p) => cardFields(p).getByLabel('Expiry date (MM/YY)'), value: '12/30' },
      { field: (p) => cardFields(p).getByLabel('Security code (CVC)'), value: '123' },
    ],
    submit: { button: (p) => p.getByRole('button', { name: /^Pay/ }), key: 'Enter' },
    done: async (page) => expect(page).toHaveURL(/\/confirmation\?order_id=\d+/),
  },
  {
    name: 'coupon',
    signedIn: true,
    open: async (page, request) => {
      await basketWithOneLine(page, request);
      await open(page, '/cart');
    },
    invalid: [{ field: (p) => p.getByLabel('Coupon code'), value: 'NOT-A-COUPON' }],
    firstInvalid: (p) => p.getByLabel('Coupon code'),
    // The provider responds to every unusable coupon with one sentence (the older one named the code).
    message: /NOT-A-COUPON|This coupon cannot be used\./,
    valid: [{ field: (p) => p.getByLabel('Coupon code'), value: 'FIVEOFF' }],
    submit: { key: 'Enter' },
    done: async (page) => expect(page.locator('main').getByText(/Coupon\s+FIVEOFF\s+applied/i)).toBeVisible(),
  },
];

async function send(page: Page, form: FormCase) {
  if (form.submit.button) {
    await tabTo(page, form.submit.button(page));
    await page.keyboard.press(form.submit.key);
  } else {
    await page.keyboard.press('Enter');
  }
}

test.describe('every form by keyboard alone', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetProvider(request);
    await acceptCookies(page);
  });

  for (const form of FORMS) {
    test(`keyboard: ${form.name}`, { tag: [formTag(form.name)] }, async ({ page, request }) => {
      if (form.signedIn) await signInByApi(page, request);
      await form.open(page, request);

      // An invalid submit: focus lands on the first failing field, with its error announced.
      for (const step of form.invalid) await typeInto(page, step.field(page), step.value);
      // Nothing typed yet: Tab into the form first, so Enter submits it.
      if (form.invalid.length === 0) await tabTo(page, form.firstInvalid(page));
      await send(page, form);
      await expectAnnouncedError(page, form.firstInvalid(page), form.message);
      await expectNoSeriousViolations(page);

      // Tab back to the top of the form and fill it the right way, still without the mouse.
      for (const step of form.valid) {
        const kind = await step
          .field(page)
          .evaluate((el) => (el.tagName === 'SELECT' ? 'select' : (el as HTMLInputElement).type));
        if (kind === 'select' || kind === 'date') {
          await tabTo(page, step.field(page));
          await page.keyboard.type(step.value);
        } else if (step.value.includes('\n')) {
          await typeInto(page, step.field(page), '');
          for (const [i, line] of step.value.split('\n').entries()) {
            if (i > 0) await page.keyboard.press('Shift+Enter');
            await page.keyboard.insertText(line);
          }
        } else {
          await typeInto(page, step.field(page), step.value);
        }
      }
      if (form.name === 'checkout') {
        await tabTo(page, page.getByRole('checkbox', { name: /18 or over/ }));
        await page.keyboard.press('Space');
        await expect(page.getByRole('checkbox', { name: /18 or over/ })).toBeChecked();
      }
      await send(page, form);
      await form.done(page);
    });
  }
});

/** Focus stays inside the dialog through a full Tab cycle, forwards and backwards. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const inside = () => dialog.evaluate((node) => node.contains(document.activeElement));
  expect(await inside()).toBe(true);
  for (const key of [
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
  ]) {
    await page.keyboard.press(key);
    expect(await inside(), `focus left the dialog after ${key}`).toBe(true);
  }
}

test.describe('focus into and out of the overlays', { tag: ['@mf-catalog', '@mf-basket', '@mf-engagement'] }, () => {
  test.beforeEach(async ({ page, request }) => {
    await resetProvider(request);
    await acceptCookies(page);
  });

  test('cart modal: opens from the keyboard, traps Tab, Escape returns to the button', async ({ page, request }) => {
    await open(page, await detailsPath(request, '£2,500 Cash Weekender'));
    const add = page.getByRole('button', { name: 'Add to basket' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const modal = page.locator('#exampleModal-3');
    await expect(modal).toBeVisible();
    await expect(modal).toHaveAttribute('aria-modal', 'true');
    await expectFocusTrapped(page, modal);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(add).toBeFocused();
    // The other way out: the modal's own button, pressed with Space.
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await tabTo(page, modal.getByRole('button', { name: 'Continue shopping' }));
    await page.keyboard.press('Space');
    await expect(modal).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('skill question: focus moves in, the answer is chosen by keyboard, then the cart modal takes over', async ({
    page,
    request,
  }) => {
    await open(page, await detailsPath(request, 'Tesla Model 3 or £35,000 Cash'));
    const add = page.getByRole('button', { name: 'Add to basket' });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const question = page.locator('#enter');
    await expect(question).toBeVisible();
    await expectFocusTrapped(page, question);
    // Submitting with no answer keeps the focus in the dialog and announces why.
    await tabTo(page, question.getByRole('button', { name: 'Submit answer' }));
    await page.keyboard.press('Enter');
    await expect(question.getByRole('alert')).toBeVisible();
    await expect(question.getByRole('radio').first()).toBeFocused();
    // Radios: Tab reaches the group, arrows move between the options, Space picks one.
    await tabTo(page, question.getByRole('radio').first());
    await page.keyboard.press('Space');
    for (let i = 0; i < 6 && !(await question.getByLabel('Edinburgh').isChecked()); i += 1)
      await page.keyboard.press('ArrowDown');
    await expect(question.getByLabel('Edinburgh')).toBeChecked();
    await tabTo(page, question.getByRole('button', { name: 'Submit answer' }));
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    const modal = page.locator('#exampleModal-3');
    await expect(modal).toBeVisible();
    expect(await modal.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('instant-win popup: never takes the focus, is announced, and closing it from the keyboard leaves focus on the page', async ({
    page,
    request,
  }) => {
    await open(page, '/contact');
    const name = page.locator('#contact-name');
    await tabTo(page, name);
    await page.keyboard.insertText('Typing while a win arrives');
    await pushInstantWin(request, {
      image: `${API}/media/prizes/fifty-pound-site-credit.svg`,
      prize: '£50 Site Credit',
      user: 'Sarah Jones',
    });
    const popup = page.getByTestId('instant-win-popup');
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect(name).toBeFocused();
    await expect(page.locator('[role="status"][aria-live="polite"]', { has: popup })).toHaveCount(1);
    await page.keyboard.insertText('!');
    await expect(name).toHaveValue('Typing while a win arrives!');
    // The popup is last in the page: Shift+Tab from the top wraps to its close button.
    const close = page.getByRole('button', { name: 'Close instant win notification' });
    await tabTo(page, close);
    await page.keyboard.press('Enter');
    await expect(popup).toBeHidden();
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body ? el.id || el.tagName : null;
    });
    expect(focused, 'focus is not dropped on <body> when the popup closes').not.toBeNull();
  });
});
