import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { API } from '../env';
import { expect, provider } from './fixtures';

// Helpers shared by the accessibility specs: real seeded values for parameterised
// routes, a signed-in session without the login form, and the axe scan that fails on
// serious/critical violations.

export const DEMO = { email: 'demo@example.co.uk', password: 'DemoPassword!2026' };

interface Comp {
  id: number;
  title: string;
  category: string;
}

export async function competitions(request: APIRequestContext): Promise<Comp[]> {
  const response = await provider<{ data: Comp[] }>(request, '/api/v1/featured_competition', {
    page: 1,
    limit: 100,
    all: true,
  });
  return response.data;
}

export function detailsPathOf(c: Comp): string {
  return `/competition/details/${c.title.replace(/\W+/g, '-')}-${c.id}`;
}

export async function detailsPath(request: APIRequestContext, title: string): Promise<string> {
  const c = (await competitions(request)).find((x) => x.title === title);
  if (!c) throw new Error(`no competition titled ${title}`);
  return detailsPathOf(c);
}

/** Signs in through the provider and hands the page the token the way the account remote keeps
 * it (base64 under AUTH_TOKEN_KEY). Only seeded once: check-auth rotates it afterwards. */
export async function signInByApi(page: Page, request: APIRequestContext, who = DEMO): Promise<string> {
  const response = await provider<{ success: boolean; data: { token: string } }>(request, '/api/v1/login', who);
  expect(response.success).toBe(true);
  const token = response.data.token;
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('AUTH_TOKEN_KEY')) window.localStorage.setItem('AUTH_TOKEN_KEY', btoa(t));
  }, token);
  return token;
}

export async function firstOrderId(request: APIRequestContext, token: string): Promise<number> {
  const response = await provider<{ data: { order_id_: number | string }[] }>(request, '/api/v1/orders', {
    token,
    page: 1,
    limit: 10,
  });
  const id = Number(String(response.data[0]?.order_id_).replace(/\D/g, ''));
  expect(id).toBeGreaterThan(0);
  return id;
}

export async function pushInstantWin(request: APIRequestContext, win: { image: string; prize: string; user: string }) {
  const r = await request.post(`${API}/__local/instant-win`, { data: win });
  expect(r.ok()).toBeTruthy();
}

/** Waits until the routed screen has a heading and no loading spinner is left. */
export async function settle(page: Page) {
  await expect(page.locator('main h1, [data-testid="not-found"] h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main .shop-spinner')).toHaveCount(0, { timeout: 10_000 });
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe over the page and fails with a readable list on any serious or critical violation.
 * A page with frames (the card fields are the payment service's, another origin) is scanned frame
 * by frame, as AxeBuilder does by default, and the results are joined in a blank page it opens. A
 * page without frames has nothing to join: axe runs in the page itself (AxeBuilder's legacy mode),
 * with the same results and without the second page (bench/README.md "End-to-end stage").
 */
export async function expectNoSeriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG).setLegacyMode(page.frames().length === 1);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `   ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ')}`)
          .join('\n')}`,
    );
  expect(bad, bad.join('\n')).toEqual([]);
}
