import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { API } from '../env';
import { acceptCookies, expect, provider, resetProvider, test } from './fixtures';
import { competitions, detailsPathOf, pushInstantWin, settle, signInByApi } from './hardening-a11y-helpers';
import { cardFields } from './support/card';
import { formTag, tagOfPath } from './tags';

// Hostile input on the storefront side, on a 390 px phone: XSS payloads, 10,000-character
// strings, control characters and emoji (1) in the provider texts the storefront renders
// (competition title and description, prize names, chat messages, winner names, the instant-win
// popup) and (2) typed into every form field. Nothing may execute (no dialog, no `window.__xss`,
// no CSP violation — the fixture fails on those), the page may not scroll sideways and no
// hostile text may run out of the viewport, and the provider stores or rejects each value cleanly.

test.use({ viewport: { width: 390, height: 844 } });

const XSS = `"><img src=x onerror="window.__xss=1"><script>window.__xss=1</script><svg onload="window.__xss=1"></svg>{{constructor.constructor('window.__xss=1')()}}`;
const LONG = 'W'.repeat(10_000);
const CONTROL = 'Ctl\u0000\u0007\u001b[31m\u202Edesrever\u202C\u2066iso\u2069\uFEFF\u200B\r\nline two\tend\u007F';
const EMOJI = '👩‍👩‍👧‍👦🎉 Zoë “quotes” ‘ap’ 🇬🇧 ǅ ﷽';
const PAYLOADS: [name: string, value: string][] = [
  ['xss', XSS],
  ['10k', LONG],
  ['control', CONTROL],
  ['emoji', EMOJI],
];

/** Fails if anything a payload tried ran, or the page lost its shape at 390 px. */
async function expectSafeAndInShape(page: Page, problems: string[], where: string) {
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    `script ran on ${where}`,
  ).toBeUndefined();
  const layout = await page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    // Text of the hostile markers that runs out of the viewport and is not clipped by a
    // scrolling or clipping box (a scrollable table keeps the page itself in shape).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!/WWWWWWWWWW|LLLLLLLLLL|PPPPPPPPPP|onerror|👩|desrever/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= width + 1) continue;
      let clipped = false;
      for (let el = node.parentElement; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (/(auto|scroll|hidden|clip)/.test(style.overflowX) && el.getBoundingClientRect().right <= width + 1) {
          clipped = true;
          break;
        }
      }
      if (!clipped)
        out.push(
          `${node.parentElement?.tagName}.${node.parentElement?.className}: right ${Math.round(rect.right)} > ${width}`,
        );
    }
    return { scroll: document.documentElement.scrollWidth, width, out: out.slice(0, 5) };
  });
  expect(layout.scroll, `no horizontal scroll on ${where}`).toBeLessThanOrEqual(layout.width);
  expect(layout.out, `hostile text stays inside the viewport on ${where}`).toEqual([]);
  const real = problems.filter((p) => !/Failed to load resource|status of 4\d\d|ERR_/.test(p));
  expect(real, `no page error on ${where}`).toEqual([]);
}

/** A payload that ran alert()/confirm() shows up as a problem (and the dialog is dismissed). */
function guardDialogs(page: Page, problems: string[]) {
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.type()} ${d.message()}`);
    void d.dismiss();
  });
}

// ---------------------------------------------------------------- provider texts

const TOKEN = 'hostile-session-token-2026';
const HOSTILE_USER = { email: 'hostile@example.co.uk', password: 'Hostile!Pass2026' };
const TITLE = `${XSS.slice(0, 120)} ${EMOJI}`.slice(0, 190);
const LONG_TITLE = 'L'.repeat(200);
const PRIZE = `${'P'.repeat(150)} ${EMOJI}`;

async function seedHostile(request: APIRequestContext) {
  const fixture = {
    draw_due: true,
    competitions: [
      {
        ref: 'hx',
        title: TITLE,
        category: 'cash',
        price: 1,
        total_tickets: 500,
        max_per_user: 100,
        closes_in_hours: 30,
        draw_in_hours: 31,
        created_hours_ago: 1,
        featured: true,
        description: `<p>Fine words.</p>${XSS}<a href="javascript:window.__xss=1">link</a><p>${CONTROL}</p><p>${EMOJI}</p><p>${LONG}</p>`,
        instant_wins: [{ title: PRIZE, type: 'prize', value: 10, tickets: [3, 4] }],
        reward_wins: [{ title: `${XSS.slice(0, 80)} ${EMOJI}`, threshold_percent: 50, value: 5 }],
      },
      {
        ref: 'hl',
        title: LONG_TITLE,
        category: 'tech',
        price: 2,
        total_tickets: 100,
        max_per_user: 10,
        closes_in_hours: 40,
        draw_in_hours: 41,
        created_hours_ago: 2,
        description: `<p>${LONG}</p>`,
      },
      {
        ref: 'hd',
        title: `${EMOJI} ${'D'.repeat(120)}`,
        category: 'lifestyle',
        price: 1,
        total_tickets: 50,
        max_per_user: 50,
        closes_in_hours: -3,
        draw_in_hours: -2,
        created_hours_ago: 200,
      },
    ],
    users: [
      {
        ...HOSTILE_USER,
        first_name: `<img src=x onerror=window.__xss=1>${EMOJI}`.slice(0, 90),
        last_name: `Zoë${'\u202E'}Q`,
        token: TOKEN,
        site_credit: 50,
      },
    ],
    orders: [
      {
        user: HOSTILE_USER.email,
        status: 'completed',
        days_ago: 9,
        lines: [
          { competition: 'hd', quantity: 3 },
          { competition: 'hx', quantity: 1 },
        ],
      },
    ],
    wins: [
      {
        user: HOSTILE_USER.email,
        name: `${XSS.slice(0, 60)} ${'N'.repeat(80)}`,
        competition: 'hd',
        ticket_number: 1,
        kind: 'draw',
        prize: PRIZE,
        claimable: true,
      },
      {
        name: `${EMOJI} ${CONTROL}`,
        competition: 'hx',
        ticket_number: 3,
        kind: 'instant',
        prize: `${XSS.slice(0, 90)}`,
      },
    ],
  };
  const r = await request.post(`${API}/__local/seed`, { data: fixture });
  expect(r.ok(), await r.text()).toBeTruthy();
}

test.describe('hostile provider texts', () => {
  test.beforeAll(async ({ request }) => {
    await resetProvider(request);
    await seedHostile(request);
  });
  test.afterAll(async ({ request }) => {
    await resetProvider(request);
  });
  test.beforeEach(async ({ page, problems }) => {
    await acceptCookies(page);
    guardDialogs(page, problems);
  });

  test('the provider refuses a 10,000-character title in a fixture and over-long chat, and keeps the rest', {
    tag: ['@api'],
  }, async ({ request }) => {
    const r = await request.post(`${API}/__local/seed`, {
      data: {
        competitions: [
          { title: LONG, category: 'cash', price: 1, total_tickets: 10, max_per_user: 1, closes_in_hours: 5 },
        ],
      },
    });
    expect(r.status()).toBe(400);
    const long = await provider<{ success: boolean; error: string }>(request, '/api/v1/chat_post', {
      token: TOKEN,
      text: LONG,
    });
    expect(long.success).toBe(false);
    expect(long.error).toMatch(/at most 500 characters/);
    for (const [, text] of PAYLOADS.filter(([n]) => n !== '10k')) {
      const ok = await provider<{ success: boolean }>(request, '/api/v1/chat_post', { token: TOKEN, text });
      expect(ok.success).toBe(true);
    }
    expect(
      (await provider<{ success: boolean }>(request, '/api/v1/chat_post', { token: TOKEN, text: 'C'.repeat(500) }))
        .success,
    ).toBe(true);
  });

  const PAGES: [path: string | ((r: APIRequestContext) => Promise<string>), signedIn: boolean][] = [
    ['/', false],
    ['/competitions/all', false],
    ['/competitions/cash', false],
    ['/competitions/tech', false],
    ['/competitions/instant_win_comps', false],
    [
      async (r) =>
        detailsPathOf(
          (await competitions(r)).find((c) => c.title.startsWith('"><img')) ?? { id: 0, title: '', category: '' },
        ),
      false,
    ],
    [
      async (r) =>
        detailsPathOf(
          (await competitions(r)).find((c) => c.title === LONG_TITLE) ?? { id: 0, title: '', category: '' },
        ),
      true,
    ],
    ['/winners_list', false],
    ['/results', false],
    ['/draw/results', false],
    ['/community-chat', true],
    ['/claim/prize', true],
    ['/account', true],
    ['/account/recent/orders', true],
  ];

  for (const [path, signedIn] of PAGES) {
    const name =
      typeof path === 'string' ? path : `/competition/details/<hostile ${signedIn ? 'long title' : 'markup'}>`;
    test(`renders hostile text safely: ${name}${signedIn ? ' (signed in)' : ''}`, { tag: [tagOfPath(name)] }, async ({
      page,
      request,
      problems,
    }) => {
      // A fresh session each time: check-auth rotates the token the page starts with.
      if (signedIn) await signInByApi(page, request, HOSTILE_USER);
      const target = typeof path === 'string' ? path : await path(request);
      expect(target).not.toMatch(/-0$/);
      await page.goto(target);
      await settle(page);
      if (target === '/community-chat') await expect(page.locator('main').getByText('desrever').first()).toBeAttached();
      // The hostile markup shows as text (or is dropped), never as elements.
      expect(
        await page
          .locator('main img[onerror], main script:not([src]), main svg[onload], main a[href^="javascript:"]')
          .count(),
      ).toBe(0);
      await expectSafeAndInShape(page, problems, target);
    });
  }

  test('renders hostile text safely: the instant-win popup, the cart modal and the basket', {
    tag: ['@mf-catalog', '@mf-basket', '@mf-engagement'],
  }, async ({ page, request, problems }) => {
    const hx = (await competitions(request)).find((c) => c.title.startsWith('"><img'));
    if (!hx) throw new Error('hostile competition missing');
    await page.goto(detailsPathOf(hx));
    await settle(page);
    await pushInstantWin(request, {
      image: `${API}/media/prizes/x.svg`,
      prize: `${XSS} ${'P'.repeat(300)}`,
      user: `${EMOJI} ${XSS}`,
    });
    await expect(page.getByTestId('instant-win-popup')).toBeVisible({ timeout: 15_000 });
    await expectSafeAndInShape(page, problems, 'instant-win popup');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.locator('#exampleModal-3')).toBeVisible();
    await expectSafeAndInShape(page, problems, 'cart modal');
    await page.keyboard.press('Escape');
    await page.goto('/cart');
    await settle(page);
    await expectSafeAndInShape(page, problems, '/cart');
  });
});

// ---------------------------------------------------------------- typed into every form field

type FieldSet = { fields: (p: Page) => Locator; submit: (p: Page) => Locator };
interface FormCase {
  name: string;
  signedIn?: boolean;
  open: (page: Page, request: APIRequestContext) => Promise<void>;
  form: FieldSet;
  /** A success that shows neither a toast nor a new page (a chat line). */
  responded?: (p: Page) => Locator;
  /** The form closes when a value is accepted: open it again before the next payload. */
  reopen?: boolean;
  /** After each payload: what the provider kept (when it is a saving form), for a clean-store check. */
  stored?: (request: APIRequestContext, token: string) => Promise<string[]>;
}

const main = (p: Page) => p.locator('main');
const textFields = (scope: (p: Page) => Locator) => (p: Page) =>
  scope(p).locator(
    // A date input takes only a date (the browser refuses any other text): not a text field.
    'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=date]):not([readonly]):not([disabled]), textarea',
  );
const submitIn = (scope: (p: Page) => Locator) => (p: Page) => scope(p).locator('button[type=submit]').first();
const formOf = (scope: (p: Page) => Locator): FieldSet => ({ fields: textFields(scope), submit: submitIn(scope) });

async function userDetails(request: APIRequestContext, token: string) {
  const a = await provider<{ data: Record<string, string> }>(request, '/api/v1/get_user_details', { token });
  return a.data ?? {};
}

async function addOne(page: Page, request: APIRequestContext) {
  const c = (await competitions(request)).find((x) => x.title === '£2,500 Cash Weekender');
  if (!c) throw new Error('no £2,500 Cash Weekender');
  await page.goto(detailsPathOf(c));
  await settle(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.locator('#exampleModal-3')).toBeVisible();
  await page.keyboard.press('Escape');
}

const FORMS: FormCase[] = [
  { name: 'login', open: (p) => go(p, '/auth/login'), form: formOf((p) => main(p).locator('form').first()) },
  { name: 'register', open: (p) => go(p, '/auth/login'), form: formOf((p) => main(p).locator('form').nth(1)) },
  {
    name: 'forgot password',
    open: (p) => go(p, '/auth/forgot/password'),
    form: formOf((p) => main(p).locator('form')),
  },
  {
    name: 'profile',
    signedIn: true,
    open: (p) => go(p, '/account/details'),
    form: formOf((p) => main(p).locator('form')),
    stored: async (r, t) => {
      const u = await userDetails(r, t);
      return [u.first_name ?? '', u.last_name ?? ''];
    },
  },
  {
    name: 'billing',
    signedIn: true,
    open: (p) => go(p, '/account/billing'),
    form: formOf((p) => main(p).locator('form')),
    stored: async (r, t) => {
      const u = await userDetails(r, t);
      return [u.billing_address_1 ?? '', u.billing_city ?? ''];
    },
  },
  {
    name: 'bank details',
    signedIn: true,
    open: (p) => go(p, '/account/financial-details'),
    form: formOf((p) => main(p).locator('form')),
  },
  {
    name: 'responsible gaming',
    signedIn: true,
    open: (p) => go(p, '/account/responsible/gaming'),
    form: formOf((p) => main(p).locator('form')),
  },
  { name: 'contact', open: (p) => go(p, '/contact'), form: formOf((p) => main(p).locator('form')) },
  {
    name: 'community chat',
    signedIn: true,
    open: (p) => go(p, '/community-chat'),
    form: formOf((p) => main(p).locator('form')),
    responded: (p) => main(p).getByRole('log').getByRole('listitem'),
  },
  {
    name: 'claim prize',
    signedIn: true,
    // A claim that goes through closes the form: each payload gets a prize of its own.
    open: async (p, r) => {
      const prize = `Hostile test prize ${Date.now()}`;
      const seeded = await r.post(`${API}/__local/seed`, {
        data: {
          wins: [
            {
              user: 'demo@example.co.uk',
              competition: 1,
              ticket_number: 9000 + (Date.now() % 900),
              kind: 'instant',
              prize,
              claimable: true,
            },
          ],
        },
      });
      expect(seeded.ok(), await seeded.text()).toBeTruthy();
      await go(p, '/claim/prize');
      await main(p)
        .getByRole('listitem')
        .filter({ hasText: prize })
        .getByRole('button', { name: 'Claim this prize' })
        .click();
    },
    reopen: true,
    form: formOf((p) => main(p).locator('form')),
  },
  {
    name: 'checkout',
    signedIn: true,
    open: async (p, r) => {
      await addOne(p, r);
      await go(p, '/checkout');
      await expect(cardFields(p).getByLabel('Card number')).toBeVisible();
    },
    form: formOf((p) => main(p).getByRole('form', { name: 'Billing and payment' })),
  },
  {
    name: 'checkout: your details',
    signedIn: true,
    open: async (p, r) => {
      await addOne(p, r);
      await go(p, '/checkout');
      await expect(cardFields(p).getByLabel('Card number')).toBeVisible();
    },
    form: formOf((p) => main(p).getByRole('form', { name: 'Your details' })),
  },
  {
    name: 'coupon',
    open: async (p, r) => {
      await addOne(p, r);
      await go(p, '/cart');
    },
    form: formOf((p) => main(p).locator('form', { has: p.getByLabel('Coupon code') })),
  },
];

async function go(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

/** Something responded to the submit: a toast, an inline error or notice, an invalid field, or a new page. */
async function expectAnswered(page: Page, before: string, extra?: Locator, extraBefore = 0) {
  const signal = page.locator(
    '[data-testid="toasts"] [role="alert"], [data-testid="toasts"] [role="status"], main [role="alert"], main [role="status"]:not(.shop-spinner):not(:empty), main [aria-invalid="true"]',
  );
  await expect
    .poll(
      async () =>
        (await signal.count()) > 0 || page.url() !== before || (extra ? (await extra.count()) > extraBefore : false),
      { timeout: 10_000 },
    )
    .toBe(true);
}

test.describe('hostile input typed into every form field', () => {
  test.beforeAll(async ({ request }) => {
    await resetProvider(request);
  });
  test.beforeEach(async ({ page, problems }) => {
    await acceptCookies(page);
    guardDialogs(page, problems);
  });

  for (const form of FORMS) {
    test(`hostile input: ${form.name}`, { tag: [formTag(form.name)] }, async ({ page, request, problems }) => {
      test.setTimeout(60_000);
      const token = form.signedIn ? await signInByApi(page, request) : '';
      await form.open(page, request);
      const fields = form.form.fields(page);
      const count = await fields.count();
      expect(count, 'the form has text fields').toBeGreaterThan(0);
      for (const [name, value] of PAYLOADS) {
        if (form.reopen && (await fields.count()) === 0) await form.open(page, request);
        // Each payload into every field at once (fill, not typing: 10,000 keystrokes × fields is
        // minutes), then a submit.
        for (let i = 0; i < count; i += 1) await fields.nth(i).fill(value);
        const before = page.url();
        // One error toast shows at a time: dismiss the last payload's so this one's can show.
        for (const b of await page.getByTestId('toasts').getByRole('button', { name: 'Dismiss' }).all())
          await b.click().catch(() => undefined);
        await expect(page.locator('[data-testid="toasts"] [role="alert"]')).toHaveCount(0);
        const extra = form.responded?.(page);
        const extraBefore = extra ? await extra.count() : 0;
        await form.form.submit(page).click();
        await expectAnswered(page, before, extra, extraBefore);
        await expectSafeAndInShape(page, problems, `${form.name} with ${name}`);
        if (page.url() !== before) break; // signed in / moved on: the rest is covered elsewhere
        if (form.stored) {
          const kept = await form.stored(request, token);
          for (const v of kept) {
            // Stored cleanly or not at all: never with control characters, never HTML-escaped.
            expect(v).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069\ufeff]/);
            expect(v).not.toMatch(/&lt;|&gt;|&quot;|&amp;/);
            expect(Array.from(v).length).toBeLessThanOrEqual(200);
          }
        }
      }
    });
  }
});
