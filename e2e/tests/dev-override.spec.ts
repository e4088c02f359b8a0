import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT, LANE, STOREFRONT_SERVER } from '../env';
import { acceptCookies, expect, test } from './fixtures';

// A team's dev server inside the integrated site. A real `rspack serve` of
// mf-basket (a copy of its folder, so the test can edit a page without touching the sources) and
// a storefront server as the root `pnpm dev` runs it (DEV_REMOTE_ORIGINS names that dev server);
// the override link loads the dev build into the site, with no CSP violation (tests/fixtures.ts
// fails the test on any), and an edit reloads the page with the change. Before the fix the page
// showed "Temporarily unavailable": the dev build's eval and its CSS were blocked by the CSP.
const root = join(import.meta.dirname, '..', '..');
const sitePort = E2E_PORT + 88 + LANE.index * 10;
const devPort = E2E_PORT + 89 + LANE.index * 10;
const SITE = `http://localhost:${sitePort}`;
const DEV = `http://localhost:${devPort}`;
const PAGE = join('src', 'features', 'cart', 'ui', 'CartPage.tsx');
const EMPTY = 'Your basket is empty.';

async function up(url: string, timeout: number) {
  await expect
    .poll(
      () =>
        fetch(url).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout, intervals: [200] },
    )
    .toBe(200);
}

async function stop(child: ChildProcess | null) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('the override link shows a team’s dev server inside the integrated site, and an edit reloads it', {
  tag: ['@shell', '@mf-basket'],
}, async ({ page, problems }) => {
  // About 25 s on a quiet machine (the dev server 3–8 s of it); room for a busy CI run.
  test.setTimeout(90_000);
  const work = mkdtempSync(join(tmpdir(), 'e2e-override-'));
  const copy = join(work, 'mf-basket');
  cpSync(join(root, 'mf-basket'), copy, {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|dist)$/.test(path),
  });
  symlinkSync(join(root, 'mf-basket', 'node_modules'), join(copy, 'node_modules'), 'dir');
  const source = readFileSync(join(copy, PAGE), 'utf8');
  expect(source).toContain(EMPTY);
  const edit = (marker: string) => writeFileSync(join(copy, PAGE), source.replace(EMPTY, `${EMPTY} ${marker}`));
  edit('(from the dev server)');

  let dev: ChildProcess | null = null;
  let site: ChildProcess | null = null;
  try {
    const started = Date.now();
    dev = spawn(
      process.execPath,
      [join('node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'serve', '-c', 'rspack.config.mjs'],
      {
        cwd: copy,
        env: { ...process.env, NODE_ENV: 'development', DEV_PORT: String(devPort), SHOP_API_URL: LANE.api },
        stdio: 'ignore',
      },
    );
    site = spawn(process.execPath, STOREFRONT_SERVER, {
      env: {
        ...process.env,
        PORT: String(sitePort),
        DEPLOY_DIR: LANE.deployDir,
        SHOP_API_URL: LANE.api,
        SHOP_PAYMENT_URL: LANE.payments,
        SHOP_FIREBASE_EMULATOR: `localhost:${LANE.apiPort}`,
        STOREFRONT_URL: SITE,
        CSP_REPORT_FILE: LANE.cspReportFile,
        DEV_REMOTE_ORIGINS: DEV,
      },
      stdio: 'ignore',
    });
    await up(`${SITE}/__health`, 15_000);
    await up(`${DEV}/mf-manifest.json`, 30_000);
    console.log(`[dev-override] dev server ready in ${Date.now() - started} ms`);

    const fromDev: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(`${DEV}/`)) fromDev.push(new URL(request.url()).pathname);
    });
    await acceptCookies(page);
    await page.goto(`${SITE}/cart?override=mf_basket=${DEV}/mf-manifest.json`);
    await page.getByTestId('override-confirm').getByRole('button', { name: 'Load it' }).click();

    await expect(page.getByTestId('override-badge')).toContainText('Override on: mf_basket');
    await expect(page.locator('[data-app="mf_basket"]')).toHaveAttribute('data-version', 'override');
    await expect(page.getByText(`${EMPTY} (from the dev server)`)).toBeVisible();
    // Inside the site's chrome, with the dev server's script, styles and live-reload socket.
    await expect(page.getByRole('link', { name: 'Prize Draw UK home' })).toBeVisible();
    expect(fromDev).toContain('/remoteEntry.js');
    expect(fromDev.some((path) => path.endsWith('.css'))).toBe(true);

    const edited = Date.now();
    edit('(edited)');
    await expect(page.getByText(`${EMPTY} (edited)`)).toBeVisible({ timeout: 20_000 });
    console.log(`[dev-override] edit to the page reloaded inside the site in ${Date.now() - edited} ms`);
    await expect(page.getByTestId('override-badge')).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    await Promise.all([stop(dev), stop(site)]);
    rmSync(work, { recursive: true, force: true });
  }
});
