import type { APIRequestContext, Page } from '@playwright/test';
import { type CallName, providerCalls } from '../../shared/src/api/calls';
import { API, BEARER } from '../env';
import { expect, test } from './fixtures';
import { callsOf, MATRIX } from './support/fault-matrix';
import {
  basketToken,
  demoToken,
  errorToasts,
  expectCartCount,
  expectPageHolds,
  FAULTS,
  homeReady,
  type Fault,
  type Injector,
  injector,
  navigate,
  region,
  seedShopper,
  TIMEOUT_HOLD_MS,
} from './support/faults';

// The fault matrix (issue 10): every provider call × {HTTP 500, timeout, malformed JSON, offline}.
// Tests are generated per scenario × fault; a scenario is one page load (or one flow) that sends
// several calls of MATRIX, so one load exercises all of them (the matrix must stay fast on two
// cores). Reads: the page holds, no error toast, it recovers. Saves: an error toast, what the user
// typed stays, the basket is untouched, and the same action succeeds once the provider is back.

test.describe.configure({ timeout: 45_000 });

const BASKET = 2;

interface Visit {
  path: string | ((ctx: Ctx) => string);
  app: string;
  /** Calls this screen sends (waited for before moving on). */
  sends?: CallName[];
  /** Visible once the provider answers (the recovery check). */
  ready: (page: Page) => ReturnType<Page['locator']>;
}
interface Ctx {
  page: Page;
  request: APIRequestContext;
  net: Injector;
  fault: Fault;
  token?: string;
  orderId?: number;
}

async function settle(page: Page, net: Injector, calls: readonly string[], holdMs = TIMEOUT_HOLD_MS + 300) {
  await expect
    .poll(() => calls.filter((c) => !net.seen.has(c as never)), { timeout: 8_000, message: 'calls the page should send' })
    .toEqual([]);
  await page.waitForTimeout(holdMs);
}

async function signedInShopper(ctx: Ctx) {
  ctx.token = await demoToken(ctx.request);
  await seedShopper(ctx.page, { cartToken: await basketToken(ctx.request, BASKET), token: ctx.token });
}

const h1 = (app: string) => (page: Page) => region(page, app).locator('h1').first();

// ---- reading scenarios: fault every listed read of the pages, visit them, then heal and revisit ----
const READS: Record<string, { signedIn: boolean; visits: Visit[]; alsoFault?: (typeof MATRIX)[number]['call'][] }> = {
  home: {
    signedIn: false,
    visits: [{ path: '/', app: 'mf_catalog', ready: homeReady }],
  },
  // Sent only once the first reads answered (the main competition id comes from the settings, the
  // items need the cart's nonce): faulted on their own.
  'home-late': {
    signedIn: false,
    visits: [{ path: '/', app: 'mf_catalog', ready: homeReady }],
  },
  pages: {
    signedIn: false,
    alsoFault: ['featured_competition', 'finished_soldout_competition'],
    visits: [
      { path: '/competition/details/Cash-Weekender-3', app: 'mf_catalog', sends: ['getOtherComps'], ready: (p) => p.locator('#ticket-quantity') },
      { path: '/competitions/all', app: 'mf_catalog', sends: ['competition'], ready: (p) => region(p, 'mf_catalog').getByRole('link', { name: /Tax-Free Cash/ }).first() },
      { path: '/competitions/instant_win_comps', app: 'mf_catalog', sends: ['winners'], ready: h1('mf_catalog') },
      { path: '/draw/results', app: 'mf_catalog', sends: ['draw_results'], ready: h1('mf_catalog') },
      { path: '/winners_list', app: 'mf_catalog', ready: h1('mf_catalog') },
      { path: '/free-postal-route', app: 'mf_catalog', sends: ['free_postal_route'], ready: h1('mf_catalog') },
      { path: '/faq', app: 'mf_engagement', sends: ['faqs'], ready: (p) => p.getByRole('button', { name: 'What is an instant win?' }) },
      { path: '/legal-terms', app: 'shell:legal-terms', sends: ['legal_terms'], ready: (p) => p.getByRole('tablist', { name: 'Legal documents' }) },
    ],
  },
  account: {
    signedIn: true,
    visits: [
      { path: '/account', app: 'mf_account', ready: (p) => region(p, 'mf_account').getByRole('link', { name: /^Order #\d+$/ }).first() },
      { path: '/account/points', app: 'mf_account', sends: ['points'], ready: (p) => region(p, 'mf_account').locator('tbody tr').first() },
      { path: '/account/cred', app: 'mf_account', ready: h1('mf_account') },
      { path: '/account/coupons', app: 'mf_account', sends: ['get_coupons'], ready: (p) => region(p, 'mf_account').getByRole('button', { name: 'Use Coupon WELCOME10' }) },
      { path: '/account/financial-details', app: 'mf_account', sends: ['get_bank_details'], ready: (p) => region(p, 'mf_account').getByLabel('Sort code *') },
      { path: '/account/recent/orders', app: 'mf_account', sends: ['orders'], ready: (p) => region(p, 'mf_account').getByRole('link', { name: /^#?\d+|View/ }).first() },
      { path: (c) => `/account/recent/orders/order-detail/${c.orderId}`, app: 'mf_account', sends: ['order_detail'], ready: h1('mf_account') },
      { path: '/account/responsible/gaming', app: 'mf_account', sends: ['get_user_details'], ready: (p) => region(p, 'mf_account').getByLabel('Limit period') },
      { path: '/claim/prize', app: 'mf_catalog', sends: ['claimable_prizes'], ready: h1('mf_catalog') },
      { path: '/checkout', app: 'mf_basket', ready: h1('mf_basket') },
      { path: '/confirmation?order_id=1&key=wrong', app: 'mf_basket', sends: ['order_confirmation'], ready: h1('mf_basket') },
    ],
  },
};

for (const [id, scenario] of Object.entries(READS)) {
  const calls = callsOf(id);
  for (const fault of FAULTS) {
    test(`reads · ${id} · ${fault} (${calls.join(', ')})`, async ({ page, request }) => {
      const net = await injector(page);
      const ctx: Ctx = { page, request, net, fault };
      if (scenario.signedIn) {
        await signedInShopper(ctx);
        ctx.orderId = await firstOrderId(request, ctx.token as string);
      } else {
        await seedShopper(page, { cartToken: await basketToken(request, BASKET) });
      }
      await net.fault([...calls, ...(scenario.alsoFault ?? [])], fault);
      const pathOf = (v: Visit | undefined) => (v === undefined ? '/' : typeof v.path === 'string' ? v.path : v.path(ctx));
      await page.goto(pathOf(scenario.visits[0]));
      for (const [i, visit] of scenario.visits.entries()) {
        await test.step(`${pathOf(visit)} under ${fault}`, async () => {
          if (i > 0) await navigate(page, pathOf(visit));
          await expect(page).toHaveURL((u) => u.pathname === pathOf(visit).split('?')[0]);
          if (visit.sends) await settle(page, net, visit.sends, 0);
          await expectPageHolds(page, visit.app);
        });
      }
      await settle(page, net, calls);
      await test.step('every call was faulted, nothing was told to the user', async () => {
        expect([...net.faulted].filter((c) => calls.includes(c)).sort()).toEqual([...calls].sort());
        await expect(errorToasts(page)).toHaveCount(0);
        await expectPageHolds(page, scenario.visits.at(-1)?.app ?? '');
        if (scenario.signedIn) await expect(page.locator('#shell-header')).toContainText('My Account');
      });
      await net.heal();
      await test.step('recovers when the provider is back', async () => {
        await page.goto(pathOf(scenario.visits[0]));
        for (const [i, visit] of scenario.visits.entries()) {
          if (i > 0) await navigate(page, pathOf(visit));
          await expect(visit.ready(page)).toBeVisible();
        }
        await expectCartCount(page, BASKET);
        await navigate(page, '/cart');
        await expect(page.getByLabel('Quantity')).toHaveValue(String(BASKET));
      });
    });
  }
}

async function firstOrderId(request: APIRequestContext, token: string): Promise<number> {
  const r = await request.post(`${API}/?rest_route=/api/v1/orders`, { headers: { Authorization: `Bearer ${BEARER}` }, data: { token, page: 1, limit: 1 } });
  return ((await r.json()) as { data: { order_id_: number }[] }).data[0]?.order_id_ ?? 0;
}

// ---- the session check: a failed check-auth (not a refusal) keeps the token for the next visit ----
for (const fault of FAULTS) {
  test(`reads · session · ${fault} (checkAuth)`, async ({ page, request }) => {
    const net = await injector(page);
    const ctx: Ctx = { page, request, net, fault };
    await signedInShopper(ctx);
    await net.fault(['checkAuth'], fault);
    await page.goto('/');
    await settle(page, net, ['checkAuth']);
    await expectPageHolds(page, 'mf_catalog');
    await expect(errorToasts(page)).toHaveCount(0);
    await expect(page.locator('#shell-header')).toContainText('Login');
    await net.heal();
    await page.goto('/account');
    await expect(region(page, 'mf_account').locator('h1')).toHaveText('My Account');
    await expect(page.locator('#shell-header')).toContainText('My Account');
    await expectCartCount(page, BASKET);
  });
}

// ---- saving scenarios ----
interface SaveStep {
  call: (typeof MATRIX)[number]['call'];
  /** Opens the screen and fills the form (what the user typed). */
  prepare: (ctx: Ctx) => Promise<void>;
  submit: (page: Page) => Promise<void>;
  /** What must still hold the user's input after the failure. */
  kept: (page: Page) => Promise<void>;
  /** After healing: the same action succeeds. */
  succeeds: (page: Page) => Promise<void>;
  only?: (body: Record<string, unknown>) => boolean;
  /**
   * Where the failure is told. Default: an error toast (spec section 8 for saves). The sign-in
   * and reset forms (messages "not shown" by the spec) tell it inside the form, as an alert.
   */
  told?: (page: Page) => ReturnType<Page['locator']>;
  /** How the user tries again (default: the same submit). */
  retry?: (page: Page) => Promise<void>;
}

const cartQty = (p: Page) => p.getByLabel('Quantity');
const SAVES: Record<string, { signedIn: boolean; steps: SaveStep[] }> = {
  basket: {
    signedIn: false,
    steps: [
      {
        call: 'cartAddItem',
        prepare: async ({ page }) => {
          await page.goto('/competition/details/Cash-Weekender-3');
          await page.locator('#ticket-quantity').fill('4');
        },
        submit: (p) => p.getByRole('button', { name: 'Add to basket' }).click(),
        kept: (p) => expect(p.locator('#ticket-quantity')).toHaveValue('4'),
        succeeds: async (p) => {
          await expect(p.locator('#exampleModal-3')).toBeVisible();
          await p.keyboard.press('Escape');
          await expectCartCount(p, BASKET + 4);
        },
      },
      {
        call: 'cartUpdateItem',
        prepare: async ({ page }) => {
          await page.goto('/cart');
          await expect(cartQty(page)).toHaveValue(String(BASKET));
        },
        submit: (p) => p.getByRole('button', { name: 'One more ticket for £10,000 Tax-Free Cash' }).click(),
        kept: (p) => expect(cartQty(p)).toHaveValue(String(BASKET)),
        succeeds: (p) => expect(cartQty(p)).toHaveValue(String(BASKET + 1)),
      },
      {
        call: 'cartApplyCoupon',
        prepare: async ({ page }) => {
          await page.goto('/cart');
          await page.getByLabel('Coupon code').fill('NOSUCHCODE');
        },
        submit: (p) => p.getByRole('button', { name: 'Apply' }).click(),
        kept: (p) => expect(p.getByLabel('Coupon code')).toHaveValue('NOSUCHCODE'),
        succeeds: (p) => expect(p.getByLabel('Coupon code')).toHaveValue('NOSUCHCODE'),
      },
      {
        call: 'cartRemoveItem',
        prepare: async ({ page }) => {
          await page.goto('/cart');
          await expect(cartQty(page)).toHaveValue(String(BASKET));
        },
        submit: (p) => p.getByRole('button', { name: 'Remove £10,000 Tax-Free Cash' }).click(),
        kept: (p) => expect(cartQty(p)).toHaveValue(String(BASKET)),
        succeeds: (p) => expectCartCount(p, 0),
      },
      {
        call: 'cartEmpty',
        prepare: async ({ page }) => {
          await page.goto('/cart');
          await expect(cartQty(page)).toHaveValue(String(BASKET));
        },
        submit: (p) => p.getByRole('button', { name: 'Empty basket' }).click(),
        kept: (p) => expect(cartQty(p)).toHaveValue(String(BASKET)),
        succeeds: (p) => expectCartCount(p, 0),
      },
    ],
  },
  'visitor-forms': {
    signedIn: false,
    steps: [
      {
        call: 'contact',
        prepare: async ({ page }) => {
          await page.goto('/contact');
          await page.getByLabel('Full name').fill('Sarah Jones');
          await page.getByLabel('Email address').fill('sarah@example.co.uk');
          await page.getByLabel('Subject').fill('My tickets');
          await page.getByLabel('Message').fill('Where can I see my ticket numbers please?');
        },
        submit: (p) => p.getByRole('button', { name: 'Send message' }).click(),
        kept: (p) => expect(p.getByLabel('Message')).toHaveValue('Where can I see my ticket numbers please?'),
        succeeds: (p) => expect(p.getByTestId('toasts').getByRole('status')).toBeVisible(),
      },
      {
        call: 'forgot_password',
        prepare: async ({ page }) => {
          await page.goto('/auth/forgot/password');
          await region(page, 'mf_account').getByLabel('Email address').fill('second@example.co.uk');
        },
        submit: (p) => region(p, 'mf_account').getByRole('button', { name: 'SEND RESET LINK' }).click(),
        told: (p) => region(p, 'mf_account').getByRole('alert'),
        kept: (p) => expect(region(p, 'mf_account').getByLabel('Email address')).toHaveValue('second@example.co.uk'),
        succeeds: (p) => expect(region(p, 'mf_account').getByRole('button', { name: 'SEND RESET LINK' })).toBeEnabled(),
      },
      {
        call: 'login',
        prepare: async ({ page }) => {
          await page.goto('/auth/login');
          const form = loginForm(page);
          await form.getByLabel('Email address').fill('demo@example.co.uk');
          await form.getByLabel('Password', { exact: true }).fill('DemoPassword!2026');
        },
        submit: (p) => loginForm(p).getByRole('button', { name: 'SIGN IN' }).click(),
        told: (p) => loginForm(p).getByRole('alert'),
        kept: (p) => expect(loginForm(p).getByLabel('Email address')).toHaveValue('demo@example.co.uk'),
        // The sign-in form clears the password after a failure (it is not kept on screen).
        retry: async (p) => {
          await loginForm(p).getByLabel('Password', { exact: true }).fill('DemoPassword!2026');
          await loginForm(p).getByRole('button', { name: 'SIGN IN' }).click();
        },
        succeeds: (p) => expect(p.locator('#shell-header')).toContainText('My Account'),
      },
    ],
  },
};

const loginForm = (page: Page) => region(page, 'mf_account').locator('form', { has: page.getByRole('heading', { name: 'Sign in' }) });

for (const [id, scenario] of Object.entries(SAVES)) {
  for (const fault of FAULTS) {
    test(`saves · ${id} · ${fault} (${scenario.steps.map((s) => s.call).join(', ')})`, async ({ page, request }) => {
      const net = await injector(page);
      const ctx: Ctx = { page, request, net, fault };
      if (scenario.signedIn) await signedInShopper(ctx);
      else await seedShopper(page, { cartToken: await basketToken(request, BASKET) });
      // Steps run in order on one page; the last step's success is the recovery of the scenario.
      for (const step of scenario.steps) {
        await test.step(`${step.call} under ${fault}`, async () => {
          await step.prepare(ctx);
          await net.fault([step.call], fault, (r) => !step.only || step.only(JSON.parse(r.postData() ?? '{}')));
          await step.submit(page);
          const alert = (step.told ?? errorToasts)(page).first();
          await expect(alert).toBeVisible({ timeout: TIMEOUT_HOLD_MS + 5_000 });
          expect(net.faulted.has(step.call)).toBe(true);
          await step.kept(page);
          await expectPageHolds(page, await ownerApp(page));
          await expectCartCount(page, BASKET);
          if (!step.told) await alert.getByRole('button', { name: 'Dismiss' }).click();
          await net.heal();
        });
      }
      await test.step('recovers: the last action succeeds with the provider back', async () => {
        const last = scenario.steps.at(-1) as SaveStep;
        await (last.retry ?? last.submit)(page);
        await last.succeeds(page);
      });
    });
  }
}

async function ownerApp(page: Page): Promise<string> {
  const path = new URL(page.url()).pathname;
  if (path.startsWith('/cart') || path.startsWith('/checkout')) return 'mf_basket';
  if (path.startsWith('/auth') || path.startsWith('/account')) return 'mf_account';
  if (path.startsWith('/contact') || path.startsWith('/community-chat') || path.startsWith('/faq')) return 'mf_engagement';
  return 'mf_catalog';
}

// Listed in MATRIX, not yet driven through the UI by a scenario here: shown as fixme so the gap is
// visible in every run (see the issue 10 note).
const DRIVEN = new Set([...Object.keys(READS), 'session', ...Object.keys(SAVES)]);
for (const scenario of new Set(MATRIX.map((e) => e.scenario))) {
  if (DRIVEN.has(scenario)) continue;
  test.fixme(`faults · ${scenario} (${callsOf(scenario).join(', ')}): scenario not written yet`, () => {});
}

test('the matrix lists every call of the contract once', () => {
  const listed = MATRIX.map((e) => e.call).sort();
  expect(listed).toEqual(Object.keys(providerCalls).sort());
});
