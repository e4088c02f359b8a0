import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API, BEARER, LANE, SITE } from '../env';
import { acceptCookies, expect, test } from './fixtures';

// Safe by default (docs/security.md): the provider's local tools, the static server's paths,
// headers and CSP reports, and developer overrides a link cannot abuse.

test.describe('the provider local tools', { tag: ['@api'] }, () => {
  test('a cross-site form post to a local tool is refused and changes nothing', async ({ page, request }) => {
    const email = `form-post-${Date.now()}@example.co.uk`;
    const registered = await request.post(`${API}/?rest_route=/api/v1/register`, {
      headers: { Authorization: `Bearer ${BEARER}` },
      data: {
        first_name: 'Form',
        last_name: 'Post',
        email,
        password: 'FormPost!Pass2026',
        date_of_birth: '1990-05-01',
      },
    });
    expect(registered.ok()).toBeTruthy();
    // The account opens with its emailed link (api/README.md "Email ownership").
    const mail = await (await request.get(`${API}/__local/mailbox?to=${encodeURIComponent(email)}`)).json();
    const link = new URL((mail as { data: { links: string[] }[] }).data[0]?.links[0] ?? '');
    const confirmed = await request.post(`${API}/?rest_route=/api/v1/verify_email`, {
      headers: { Authorization: `Bearer ${BEARER}` },
      data: { key: link.searchParams.get('verify'), email, password: 'FormPost!Pass2026' },
    });
    expect(confirmed.ok(), await confirmed.text()).toBeTruthy();
    // A foreign page posts a form at the reset tool, as an attacker's site would.
    await page.setContent(
      `<form method="post" action="${API}/__local/reset" enctype="application/x-www-form-urlencoded"><input name="x" value="1"><button>go</button></form>`,
    );
    const [response] = await Promise.all([page.waitForResponse(`${API}/__local/reset`), page.click('button')]);
    expect(response.status()).toBeGreaterThanOrEqual(400);
    const login = await request.post(`${API}/?rest_route=/api/v1/login`, {
      headers: { Authorization: `Bearer ${BEARER}` },
      data: { email, password: 'FormPost!Pass2026' },
    });
    expect(login.status(), 'the database was not wiped').toBe(200);
  });

  test('the mailbox serves no one but the harness', async ({ playwright }) => {
    const stranger = await playwright.request.newContext();
    const r = await stranger.get(`${API}/__local/mailbox?to=demo@example.co.uk`);
    expect(r.status()).toBe(401);
    expect(await r.text()).not.toContain('reset');
    await stranger.dispose();
  });
});

test.describe('the static server', { tag: ['@shell'] }, () => {
  test('encoded paths cannot reach the bundler scratch folder or hidden files', async ({ request }) => {
    // A file that exists where it must never be served from.
    mkdirSync(join(LANE.deployDir, '.build'), { recursive: true });
    writeFileSync(join(LANE.deployDir, '.build', 'scratch.js'), 'scratch');
    for (const path of [
      '/.build/scratch.js',
      '/%2F.build/scratch.js',
      '/mf-catalog/..%2F.build/scratch.js',
      '/a/%2e%2e/.build/scratch.js',
      '/%2e%62uild/scratch.js',
    ]) {
      const r = await request.get(`${SITE}${path}`);
      expect(r.status(), path).toBe(404);
      expect(r.headers()['content-type'], path).toMatch(/^text\/plain/);
      expect(r.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('every response carries its type, nosniff and a permissions policy; dev origins stay out of the CSP', async ({
    request,
  }) => {
    for (const path of ['/', '/registry.json', '/missing.js', '/%E0%A4%A']) {
      const r = await request.get(`${SITE}${path}`);
      expect(r.headers()['content-type'], path).toBeTruthy();
      expect(r.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(r.headers()['permissions-policy'], path).toContain('camera=()');
    }
    const page = await request.get(`${SITE}/`);
    expect(page.headers()['content-security-policy']).not.toContain('localhost:300');
    expect(await page.text()).not.toContain('shop-override-origins');
  });

  test('CSP reports are bounded, stored without query strings and never served', async ({ request }) => {
    const big = await request.post(`${SITE}/__csp-report`, {
      headers: { 'Content-Type': 'application/csp-report' },
      data: JSON.stringify({ 'csp-report': { 'document-uri': `${SITE}/?x=${'a'.repeat(20_000)}` } }),
    });
    expect(big.status()).toBe(413);
    const plain = await request.post(`${SITE}/__csp-report`, {
      headers: { 'Content-Type': 'text/plain' },
      data: 'hello',
    });
    expect(plain.status()).toBe(415);
    // The server's own paths are never pages (this served the site's page, 200).
    const listed = await request.get(`${SITE}/__csp-reports`);
    expect(listed.status()).toBe(404);
    expect(listed.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await listed.text()).not.toContain('csp-report');
  });
});

test.describe('developer overrides', { tag: ['@shell', '@mf-catalog'] }, () => {
  test('a link cannot switch a remote on a site that allows no override', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/?override=mf_catalog=https://evil.example/mf-manifest.json');
    await expect(page.getByRole('alert').filter({ hasText: 'does not allow' })).toBeVisible();
    await expect(page).toHaveURL(`${SITE}/`);
    expect(await page.evaluate(() => localStorage.getItem('shop:override:mf_catalog'))).toBeNull();
    await expect(page.getByTestId('override-badge')).toHaveCount(0);
    await expect(page.getByTestId('override-confirm')).toHaveCount(0);
    await expect(page.locator('[data-section="Carousel"]')).toBeVisible();
  });

  test('an override kept from before is dropped, not loaded', async ({ page }) => {
    await acceptCookies(page);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('shop:override:mf_catalog', 'https://evil.example/mf-manifest.json');
      }
    });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('evil.example')) asked.push(r.url());
    });
    await page.goto('/');
    await expect(page.locator('[data-section="Carousel"]')).toBeVisible();
    expect(asked).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('shop:override:mf_catalog'))).toBeNull();
  });
});
