import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import { type CallName, callAt } from '@shop/shared';
import { API, BEARER, SITE } from '../../env';
import { expect } from '../fixtures';

// The fault injector of the fault matrix: intercepts one provider call (route + method
// of the contract) on the provider origin and responds to it with one of four faults.

export const FAULTS = ['http-500', 'timeout', 'malformed-json', 'offline'] as const;
export type Fault = (typeof FAULTS)[number];

/**
 * The shared client times out after 15 s; the matrix cannot wait that long per case, so a
 * "timeout" holds the request for TIMEOUT_HOLD_MS and then fails it the way a client timeout
 * ends it for the page (net::ERR_TIMED_OUT): the same code path without the 15 s wait. A few
 * hundred ms is enough for the page to show its pending state (spinners, disabled buttons).
 */
export const TIMEOUT_HOLD_MS = 300;
/**
 * Once every faulted response was delivered, the time the page gets to react to it (a render, a
 * toast) before "nothing went wrong" is asserted: an event-loop turn and a React commit.
 */
export const REACT_GRACE_MS = 150;
/** expect.poll checks every 50 ms (its default backs off to 1 s, idle time on every wait). */
export const POLL = { intervals: [50] };

const cors = {
  'access-control-allow-origin': SITE,
  'access-control-expose-headers': '*',
  'access-control-allow-credentials': 'true',
};

async function respondWith(route: Route, fault: Fault) {
  try {
    if (fault === 'http-500') {
      await route.fulfill({
        status: 500,
        headers: cors,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Injected fault', code: 'internal_server_error' }),
      });
    } else if (fault === 'malformed-json') {
      await route.fulfill({
        status: 200,
        headers: cors,
        contentType: 'application/json',
        body: '{"success":true,"data":[{"id":',
      });
    } else if (fault === 'offline') {
      await route.abort('internetdisconnected');
    } else {
      await new Promise((r) => setTimeout(r, TIMEOUT_HOLD_MS));
      await route.abort('timedout');
    }
  } catch {
    /* the page moved on or closed while the request was held */
  }
}

const restRoute = (url: string) => {
  const u = new URL(url);
  return u.origin === API ? u.searchParams.get('rest_route') : null;
};

/** Which contract calls a request is (the Store API shares routes between methods). */
export function callOf(request: Request): CallName | null {
  const route = restRoute(request.url());
  if (!route) return null;
  return callAt(route, request.method()) ?? null;
}

export interface Injector {
  /** Calls the page has made so far (any response). */
  seen: Set<CallName>;
  /** Calls that got the fault. */
  faulted: Set<CallName>;
  fault(calls: CallName[], fault: Fault, when?: (request: Request) => boolean): Promise<void>;
  /** Resolves once every faulted call got its response (a held "timeout" included). */
  idle(): Promise<void>;
  heal(): Promise<void>;
}

export async function injector(page: Page): Promise<Injector> {
  const seen = new Set<CallName>();
  const faulted = new Set<CallName>();
  page.on('request', (r) => {
    const name = callOf(r);
    if (name) seen.add(name);
  });
  let handler: ((route: Route) => Promise<void>) | null = null;
  let responding = 0;
  const matcher = (url: URL) => url.origin === API && url.searchParams.has('rest_route');
  return {
    seen,
    faulted,
    async fault(calls, fault, when = () => true) {
      handler = async (route) => {
        const request = route.request();
        const name = callOf(request);
        // CORS preflights and other calls pass through untouched.
        if (request.method() === 'OPTIONS' || !name || !calls.includes(name) || !when(request)) return route.fallback();
        faulted.add(name);
        responding++;
        try {
          await respondWith(route, fault);
        } finally {
          responding--;
        }
      };
      await page.route(matcher, handler);
    },
    async idle() {
      await expect.poll(() => responding, { ...POLL, message: 'faulted calls still held' }).toBe(0);
    },
    async heal() {
      if (handler) await page.unroute(matcher, handler);
      handler = null;
    },
  };
}

// ---- a shopper with a basket and, optionally, a session ----

async function post<T>(request: APIRequestContext, route: string, data: unknown, headers: Record<string, string> = {}) {
  const r = await request.post(`${API}/?rest_route=${route}`, {
    headers: { Authorization: `Bearer ${BEARER}`, ...headers },
    data,
  });
  return { body: (await r.json()) as T, headers: r.headers() };
}

/** A fresh demo token (sign-in successes are not rate limited; check-auth rotates tokens). */
export async function demoToken(request: APIRequestContext): Promise<string> {
  const { body } = await post<{ data: { token: string } }>(request, '/api/v1/login', {
    email: 'demo@example.co.uk',
    password: 'DemoPassword!2026',
  });
  return body.data.token;
}

/** A visitor basket holding `quantity` tickets of competition 1 (product 1001); returns the Cart-Token. */
export async function basketToken(request: APIRequestContext, quantity = 2): Promise<string> {
  const cart = await request.get(`${API}/?rest_route=/wc/store/v1/cart`, {
    headers: { Authorization: `Bearer ${BEARER}` },
  });
  const h = cart.headers();
  const added = await post<{ cart_header: string }>(
    request,
    '/wc/store/v1/cart/add-item',
    { id: 1001, quantity },
    { Nonce: h.nonce ?? '', 'Cart-Token': h['cart-token'] ?? '' },
  );
  return added.body.cart_header;
}

/** How many tickets the provider holds in the basket behind a Cart-Token. */
export async function basketCount(request: APIRequestContext, cartToken: string): Promise<number> {
  const cart = await request.get(`${API}/?rest_route=/wc/store/v1/cart`, {
    headers: { Authorization: `Bearer ${BEARER}`, 'Cart-Token': cartToken },
  });
  const body = (await cart.json()) as { items?: { quantity: number }[] };
  return (body.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
}

/** A customer of one test only, so saves change nobody another test reads. */
export interface Customer {
  /** Unique to this customer: marks what the test writes (e.g. a chat message). */
  id: string;
  email: string;
  /** Seeded session; the first page load rotates it (check-auth), see pageToken. */
  token: string;
  firstName: string;
  city: string;
  /** A personal coupon of this customer. */
  coupon: string;
  /** A claimable prize of this customer. */
  prize: string;
}

/** Seeds a customer with a session, billing details, a personal coupon and a claimable prize. */
export async function seedCustomer(request: APIRequestContext, tag: string): Promise<Customer> {
  const id = `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
  const c: Customer = {
    id,
    email: `faults-${id}@example.co.uk`,
    token: `faults-session-${id}`,
    firstName: 'Fay',
    city: 'York',
    coupon: `FAULT${id.toUpperCase()}`,
    prize: `Fault drill prize ${id}`,
  };
  const r = await request.post(`${API}/__local/seed`, {
    data: {
      users: [
        {
          email: c.email,
          first_name: c.firstName,
          last_name: 'Ultra',
          token: c.token,
          // Every account gives its date of birth at sign-up (a winner must be 18 or over to claim).
          date_of_birth: '1990-01-01',
          billing: {
            phone: '07700 900321',
            address_1: '1 Drill Road',
            address_2: 'Fault Street',
            city: c.city,
            postcode: 'YO1 7HH',
          },
        },
      ],
      coupons: [{ code: c.coupon, description: 'Fault drill', kind: 'fixed', amount: 1, user: c.email }],
      wins: [
        {
          user: c.email,
          name: 'Fay U.',
          competition: 1,
          ticket_number: 1,
          kind: 'instant',
          prize: c.prize,
          claimable: true,
        },
      ],
    },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
  return c;
}

/** Applies a coupon to a basket (by its Cart-Token) through the provider, as `token`'s owner. */
export async function applyCoupon(request: APIRequestContext, cartToken: string, code: string, token: string) {
  const r = await request.post(`${API}/?rest_route=/wc/store/v1/cart/apply-coupon`, {
    headers: { Authorization: `Bearer ${BEARER}`, 'Cart-Token': cartToken },
    data: { code, token },
  });
  expect(r.ok(), await r.text()).toBeTruthy();
}

/** The newest link the provider emailed to `to` (e.g. a password reset), as a site path. */
export async function mailedLink(request: APIRequestContext, to: string): Promise<string> {
  const r = await request.get(`${API}/__local/mailbox?to=${encodeURIComponent(to)}`);
  const link = ((await r.json()) as { data: { links: string[] }[] }).data[0]?.links[0];
  expect(link, `a link mailed to ${to}`).toBeTruthy();
  const url = new URL(link as string);
  return url.pathname + url.search;
}

/** How many incident beacons the provider has recorded. */
export async function incidentCount(request: APIRequestContext): Promise<number> {
  const r = await request.get(`${API}/__local/incidents`);
  return ((await r.json()) as { data: unknown[] }).data.length;
}

/** The session token the page holds now (check-auth rotates the seeded one). */
export async function pageToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const stored = localStorage.getItem('AUTH_TOKEN_KEY');
    return stored ? atob(stored) : null;
  });
}

/** The user's details as the provider has them (what a save really wrote). */
export async function savedDetails(request: APIRequestContext, token: string): Promise<Record<string, unknown>> {
  const { body } = await post<{ data: Record<string, unknown> }>(request, '/api/v1/get_user_details', { token });
  return body.data ?? {};
}

/**
 * Seeds local storage once per tab (a reload keeps what the site wrote since, e.g. the rotated
 * token) and accepts cookies.
 */
export async function seedShopper(page: Page, seed: { cartToken?: string; token?: string }) {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: SITE }]);
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    if (s.cartToken) localStorage.setItem('CART_HEADER', s.cartToken);
    if (s.token) localStorage.setItem('AUTH_TOKEN_KEY', btoa(s.token));
  }, seed);
}

// ---- what every fault case asserts ----

export const region = (page: Page, app: string) => page.locator(`[data-app="${app}"]`);
export const errorToasts = (page: Page) => page.getByTestId('toasts').getByRole('alert');

/** The page is not blank: chrome and the owning region stay, no render-error screen. */
export async function expectPageHolds(page: Page, app: string) {
  await expect(page.locator('#shell-header')).toBeVisible();
  await expect(page.locator('#shell-footer')).toBeVisible();
  await expect(region(page, app)).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByTestId('render-error')).toHaveCount(0);
}

/** Client-side navigation (single-spa reroutes on pushState): the session stays in memory. */
export async function navigate(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/**
 * A full page load that returns once the document is parsed: the assertions that follow wait
 * for what they need, not for every image and late chunk ('load').
 */
export async function load(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/** Opens `path`: a first load when the tab is empty, else client-side (no reload, no re-reads). */
export async function open(page: Page, path: string) {
  if (page.url() === 'about:blank') await load(page, path);
  else await navigate(page, path);
  await expect(page).toHaveURL((u) => u.pathname === path.split('?')[0]);
}

export async function expectCartCount(page: Page, count: number) {
  await expect(page.getByTestId('cart-count')).toHaveText(String(count));
}

/** Home has loaded its lists: the first card of the Draw-next section. */
export const homeReady = (page: Page) =>
  region(page, 'mf_catalog').locator('[data-section="Draw-next"]').getByRole('heading', { level: 3 }).first();
