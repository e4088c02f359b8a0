import { existsSync, readFileSync } from 'node:fs';
import { type APIRequestContext, test as base, expect, type Page, type Request } from '@playwright/test';
import { API, BEARER, LANE, SITE } from '../env';

/** The provider's per-start local-tools secret, written when this lane's provider started. */
function toolsSecret(): string {
  return readFileSync(LANE.toolsSecretFile, 'utf8').trim();
}

/** CSP reports this lane's static server has received so far. */
function cspReports(): unknown[] {
  if (!existsSync(LANE.cspReportFile)) return [];
  return readFileSync(LANE.cspReportFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
}

/** The payment service's test cards (README "Test cards"). */
export const TEST_CARDS = ['4242424242424242', '4000002760003184', '4000000000000002', '4000000000009995'];

/** Where a request went and what it carried, with spaces, dashes and their escapes taken out. */
function requestText(request: Request): string {
  let url = request.url();
  try {
    url = decodeURIComponent(url);
  } catch {
    /* kept as sent */
  }
  const text = `${url} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`;
  return text.replace(/%20|%2D|[\s-]/gi, '');
}

// Every test collects console errors, page errors and CSP violations; specs assert on them.
export const test = base.extend<{
  problems: string[];
  cspGuard: void;
  cardGuard: void;
  serverRender: boolean;
  clientRenderCookie: void;
}>({
  // The catalog's first view comes from the server only in the specs that test it
  // (server-render.spec.ts): the others steer the provider's responses from the browser (faults,
  // routes), which a server render would not see. The cookie is the server's own switch
  // (docs/composition.md "Server rendering").
  serverRender: [false, { option: true }],
  clientRenderCookie: [
    async ({ context, serverRender }, use) => {
      if (!serverRender) await context.addCookies([{ name: 'shop-render', value: 'client', url: SITE }]);
      await use();
    },
    { auto: true },
  ],
  // Pages open on this worker's lane (env.ts), whatever the config says.
  baseURL: SITE,
  // The test's own requests (never the browser's) carry the local-tools secret, so specs reach
  // /__local/* as the harness that started the provider.
  request: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({
      extraHTTPHeaders: { 'X-Local-Tools-Secret': toolsSecret() },
    });
    await use(request);
    await request.dispose();
  },
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await use(problems);
  },
  // A Content-Security-Policy violation fails every test, whether or not the spec
  // looks at `problems`: the browser event is turned into a console error, and the reports the
  // browser POSTed to the static server during the test must stay at zero.
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
        });
      });
      context.on('console', (m) => {
        if (m.text().startsWith('CSP violation')) violations.push(m.text());
      });
      const before = cspReports().length;
      await use();
      expect(violations, 'CSP violations seen by the page').toEqual([]);
      expect(cspReports().slice(before), 'CSP reports POSTed to /__csp-report').toEqual([]);
    },
    { auto: true },
  ],
  // Card data stays inside the payment service's frames (api/README.md "Payments"): every request
  // any page of the test makes to the storefront's or the shop's origin is read, and a test card
  // number in its address, body or headers fails the test.
  cardGuard: [
    async ({ context }, use) => {
      const guarded = new Set([new URL(SITE).origin, new URL(API).origin]);
      const leaks: string[] = [];
      context.on('request', (request) => {
        if (!guarded.has(new URL(request.url()).origin)) return;
        const text = requestText(request);
        if (TEST_CARDS.some((card) => text.includes(card))) leaks.push(`${request.method()} ${request.url()}`);
      });
      await use();
      expect(leaks, "requests to the storefront's or the shop's origin that carried a card number").toEqual([]);
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
