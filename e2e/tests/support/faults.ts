import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import { type CallName, providerCalls } from '../../../shared/src/api/calls';
import { API, BEARER, SITE } from '../../env';
import { expect } from '../fixtures';

// The fault injector of the fault matrix (issue 10): intercepts one provider call (route + method
// of the contract) on the provider origin and answers it with one of four faults.

export const FAULTS = ['http-500', 'timeout', 'malformed-json', 'offline'] as const;
export type Fault = (typeof FAULTS)[number];

/**
 * The shared client times out after 15 s; the matrix cannot wait that long per case, so a
 * "timeout" holds the request for TIMEOUT_HOLD_MS and then fails it the way a client timeout
 * ends it for the page (net::ERR_TIMED_OUT): the same code path without the 15 s wait.
 */
export const TIMEOUT_HOLD_MS = 1_200;

const cors = { 'access-control-allow-origin': SITE, 'access-control-expose-headers': '*', 'access-control-allow-credentials': 'true' };

async function answer(route: Route, fault: Fault) {
  try {
    if (fault === 'http-500') {
      await route.fulfill({
        status: 500,
        headers: cors,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, error: 'Injected fault', code: 'internal_server_error' }),
      });
    } else if (fault === 'malformed-json') {
      await route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: '{"success":true,"data":[{"id":' });
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
  const method = request.method();
  for (const [name, call] of Object.entries(providerCalls)) {
    if (call.route === route && call.method === method) return name as CallName;
  }
  return null;
}

export interface Injector {
  /** Calls the page has made so far (any answer). */
  seen: Set<CallName>;
  /** Calls that were answered with the fault. */
  faulted: Set<CallName>;
  fault(calls: CallName[], fault: Fault, when?: (request: Request) => boolean): Promise<void>;
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
        await answer(route, fault);
      };
      await page.route(matcher, handler);
    },
    async heal() {
      if (handler) await page.unroute(matcher, handler);
      handler = null;
    },
  };
}

// ---- a shopper with a basket and, optionally, a session ----

async function post<T>(request: APIRequestContext, route: string, data: unknown, headers: Record<string, string> = {}) {
  const r = await request.post(`${API}/?rest_route=${route}`, { headers: { Authorization: `Bearer ${BEARER}`, ...headers }, data });
  return { body: (await r.json()) as T, headers: r.headers() };
}

/** A fresh demo token (sign-in successes are not rate limited; check-auth rotates tokens). */
export async function demoToken(request: APIRequestContext): Promise<string> {
  const { body } = await post<{ data: { token: string } }>(request, '/api/v1/login', { email: 'demo@example.co.uk', password: 'DemoPassword!2026' });
  return body.data.token;
}

/** A visitor basket holding `quantity` tickets of competition 1 (product 1001); answers the Cart-Token. */
export async function basketToken(request: APIRequestContext, quantity = 2): Promise<string> {
  const cart = await request.get(`${API}/?rest_route=/wc/store/v1/cart`, { headers: { Authorization: `Bearer ${BEARER}` } });
  const h = cart.headers();
  const added = await post<{ cart_header: string }>(request, '/wc/store/v1/cart/add-item', { id: 1001, quantity }, { Nonce: h.nonce ?? '', 'Cart-Token': h['cart-token'] ?? '' });
  return added.body.cart_header;
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

export async function expectCartCount(page: Page, count: number) {
  await expect(page.getByTestId('cart-count')).toHaveText(String(count));
}

/** Home has loaded its lists: the first card of the Draw-next section. */
export const homeReady = (page: Page) =>
  region(page, 'mf_catalog').locator('[data-section="Draw-next"]').getByRole('heading', { level: 3 }).first();
