import { type APIRequestContext, type Page, test as base, expect } from '@playwright/test';
import { API, BEARER, SITE } from '../env';

// Every test collects console errors, page errors and CSP violations; specs assert on them.
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    await use(problems);
  },
});
export { expect };

/** Wipes and re-seeds the provider's database. */
export async function resetProvider(request: APIRequestContext) {
  const r = await request.post(`${API}/__local/reset`);
  expect(r.ok()).toBeTruthy();
}

export async function provider<T = unknown>(request: APIRequestContext, route: string, body?: unknown): Promise<T> {
  const r = await request.post(`${API}/?rest_route=${route}`, {
    headers: { Authorization: `Bearer ${BEARER}` },
    data: body ?? {},
  });
  return (await r.json()) as T;
}

/** Accepts the cookie notice up front so it does not cover the page under test. */
export async function acceptCookies(page: Page) {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: SITE }]);
}
