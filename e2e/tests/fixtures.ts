import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { API, BEARER, SITE } from '../env';

// Every test collects console errors, page errors and CSP violations; specs assert on them.
export const test = base.extend<{ problems: string[]; cspGuard: void }>({
  // Pages open on this worker's lane (env.ts), whatever the config says.
  baseURL: SITE,
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await use(problems);
  },
  // A Content-Security-Policy violation fails every test (issue 10), whether or not the spec
  // looks at `problems`: the browser event is turned into a console error, and the reports the
  // browser POSTed to the static server during the test must stay at zero.
  cspGuard: [
    async ({ context, request }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      context.on('console', (m) => {
        if (m.text().startsWith('CSP violation')) violations.push(m.text());
      });
      const reports = async () => (await (await request.get(`${SITE}/__csp-reports`)).json()) as unknown[];
      const before = (await reports()).length;
      await use();
      expect(violations, 'CSP violations seen by the page').toEqual([]);
      expect((await reports()).slice(before), 'CSP reports POSTed to /__csp-report').toEqual([]);
    },
    { auto: true },
  ],
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
