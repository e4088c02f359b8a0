import type { Browser } from '@playwright/test';
import { SITE } from '../env';
import { expect, test } from './fixtures';
import { build, liveVersion, registryRecord, release } from './release-helpers';

// A canary serves a new version to a share of browsers, sticky per browser, next to the
// live one; promote and abort end it. The shell keeps each browser's number per remote in
// localStorage. The canaries here hold their first step an hour: no automatic promotion mid-drill.
const CANARY = '1.0.7-canary';
const BROWSERS = 200;
const AT_ONCE = 4;

/**
 * The versions of mf-account that `count` fresh browsers are given, on a first load and (every
 * fourth) a reload, read as soon as the shell's entry chunk has chosen (its preload hints:
 * early-registry.ts); `visit` below checks the loader mounts that same version. A fresh browser
 * here is one browser whose site data is wiped before each first load: to the site it is a new
 * browser (the bucket lives in its storage), and its HTTP cache keeps 200 of them to seconds.
 */
async function freshBrowsers(browser: Browser, count: number) {
  const context = await browser.newContext({ baseURL: SITE });
  const page = await context.newPage();
  // The version is chosen by the shell's entry module before anything else is fetched: every other
  // request (the remotes' code, the provider, fonts, images) is held unanswered until the next
  // load cancels it. Held, not refused: a remote that failed would send the shell to an earlier
  // version and reload the page.
  await page.route(
    (url) => !/^\/(auth\/login$|shell\/)/.test(url.pathname),
    () => new Promise<void>(() => {}),
  );
  const hinted = async () => {
    const href = await page.waitForFunction(
      () => document.querySelector('link[rel="preload"][href^="/mf-account/"]')?.getAttribute('href'),
      null,
      { timeout: 15_000 },
    );
    return String(await href.jsonValue()).split('/')[2] ?? '';
  };
  const visits: { first: string; second: string; bucket: number }[] = [];
  await page.goto('/auth/login', { waitUntil: 'commit' });
  for (let i = 0; i < count; i++) {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    await page.reload({ waitUntil: 'commit' });
    const first = await hinted();
    // Every fourth browser reloads too: stickiness is a property of each browser's stored number,
    // so a quarter of them shows it, and the drill stays within minutes on a 2-core machine.
    let second = first;
    if (i % 4 === 0) {
      await page.reload({ waitUntil: 'commit' });
      second = await hinted();
    }
    const bucket = Number(
      await page.evaluate(() => JSON.parse(localStorage.getItem('shop:release-buckets') ?? '{}').mf_account),
    );
    visits.push({ first, second, bucket });
  }
  await context.close();
  return visits;
}

/** A fresh browser (its own context: no storage) opens the sign-in page, then reloads it. */
async function visit(browser: Browser, bucket?: string) {
  const context = await browser.newContext({ baseURL: SITE });
  if (bucket !== undefined) {
    await context.addInitScript(
      (value) => localStorage.setItem('shop:release-buckets', JSON.stringify({ mf_account: Number(value) })),
      bucket,
    );
  }
  const page = await context.newPage();
  const region = page.locator('[data-app="mf_account"]');
  const load = async () => {
    await expect(region.locator('h1').first()).toBeVisible({ timeout: 15_000 });
    // What the entry chunk preloaded for the route owner (early-registry.ts) must be the version
    // the loader chose (registry.ts).
    const hinted = await page
      .locator('link[rel="preload"][href^="/mf-account/"]')
      .evaluateAll((links) => [...new Set(links.map((l) => l.getAttribute('href')?.split('/')[2]))]);
    const version = await region.getAttribute('data-version');
    expect(hinted).toEqual([version]);
    return version;
  };
  await page.goto('/auth/login');
  const first = await load();
  await page.reload();
  const second = await load();
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('shop:release-buckets') ?? '{}').mf_account);
  await context.close();
  return { first, second, bucket: Number(kept) };
}

test.describe
  .serial('canary release', { tag: ['@shell', '@mf-account'] }, () => {
    let live = '';
    test.beforeAll(() => {
      live = liveVersion('mf_account');
      build('mf-account', CANARY);
    });
    test.afterEach(() => {
      // Whatever happened, the lane's next specs see no canary.
      if (registryRecord('mf_account').canary) release('abort', 'mf-account', '--reason', 'e2e: clean up');
    });

    test('at 10 %, between 5 % and 15 % of 200 fresh browsers get it, and a browser keeps its version on reload', async ({
      browser,
    }) => {
      test.setTimeout(900_000);
      release('publish', 'mf-account', CANARY, '--canary', '10', '--pause', '1h', '--reason', 'e2e: canary drill');
      expect(registryRecord('mf_account').canary).toMatchObject({ version: CANARY, share: 10 });
      const visits = (
        await Promise.all(Array.from({ length: AT_ONCE }, () => freshBrowsers(browser, BROWSERS / AT_ONCE)))
      ).flat();
      expect(visits).toHaveLength(BROWSERS);
      for (const v of visits) {
        expect(v.second).toBe(v.first);
        expect(v.first).toBe(v.bucket < 10 ? CANARY : live);
      }
      const reached = visits.filter((v) => v.first === CANARY).length;
      console.log(`[measure] canary at 10 % reached ${reached} of ${BROWSERS} fresh browsers`);
      expect(reached).toBeGreaterThanOrEqual(BROWSERS * 0.05);
      expect(reached).toBeLessThanOrEqual(BROWSERS * 0.15);
    });

    test('abort sends a canary browser back to the live version; promote gives it to everyone', async ({ browser }) => {
      // Six fresh browsers, each loading the page twice, and five release commands: 12–14 s alone,
      // past the default 30 s when the other worker runs a heavy spec beside it.
      test.setTimeout(120_000);
      release('publish', 'mf-account', CANARY, '--canary', '10', '--pause', '1h');
      expect((await visit(browser, '0')).first).toBe(CANARY);
      expect((await visit(browser, '99')).first).toBe(live);
      release('abort', 'mf-account', '--reason', 'e2e: abort drill');
      expect((await visit(browser, '0')).first).toBe(live);
      release('publish', 'mf-account', CANARY, '--canary', '10', '--pause', '1h');
      release('promote', 'mf-account', '--reason', 'e2e: promote drill');
      expect((await visit(browser, '99')).first).toBe(CANARY);
      // Back to where the lane was: the version live before the canary went live.
      expect(release('rollback', 'mf-account', '--reason', 'e2e: back to the lane’s version')).toContain(`to ${live}`);
      expect((await visit(browser, '0')).first).toBe(live);
      expect(release('status', 'mf-account')).toMatch(/rollback\s+\S+\s+withdrew 1\.0\.7-canary\s+by e2e/);
    });
  });
