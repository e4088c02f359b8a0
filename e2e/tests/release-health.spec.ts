import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { LANE, SITE } from '../env';
import { expect, test } from './fixtures';
import { build, liveVersion, registryRecord, release } from './release-helpers';

// The shell reports each page load's outcome per remote version, and the
// release service (release/src/health/beacon.ts) aborts a canary whose failure rate passes the
// threshold, with no person involved. This lane's server aborts after 20 page loads
// (RELEASE_ABORT_MIN_LOADS in playwright.config.ts) above 2 %.
const BROKEN = '1.0.8-broken';
const AT_ONCE = 4;
/** Far more than the ~40 fresh browsers a 50 % canary needs for 20 failed page loads. */
const MAX_VISITS = 120;

/** A fresh browser opens the sign-in page: the version of mf-account it ends up showing. */
async function visit(browser: Browser, bucket?: string) {
  const context = await browser.newContext({ baseURL: SITE });
  if (bucket !== undefined) {
    await context.addInitScript(
      (value) => localStorage.setItem('shop:release-buckets', JSON.stringify({ mf_account: Number(value) })),
      bucket,
    );
  }
  const page = await context.newPage();
  let pageLoads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads += 1;
  });
  await page.goto('/auth/login');
  const region = page.locator('[data-app="mf_account"]');
  // A canary browser fails to load the container, retries, and reloads onto the live version.
  await expect(region.locator('h1').first()).toBeVisible({ timeout: 20_000 });
  const version = await region.getAttribute('data-version');
  await context.close();
  return { version, pageLoads };
}

test.describe
  .serial('release health', { tag: ['@shell', '@mf-account'] }, () => {
    let live = '';
    test.beforeAll(() => {
      live = liveVersion('mf_account');
      // A run over the last one's deploy folder (E2E_SKIP_BUILD=1) finds its broken copy there.
      rmSync(join(LANE.deployDir, 'mf-account', BROKEN), { recursive: true, force: true });
      build('mf-account', BROKEN);
    });
    test.afterAll(() => {
      if (registryRecord('mf_account').canary) release('abort', 'mf-account', '--reason', 'e2e: clean up');
    });

    test('a broken canary at 50 % is aborted by the release service; every later load gets the live version', async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      release('publish', 'mf-account', BROKEN, '--canary', '50', '--pause', '1h', '--reason', 'e2e: abort drill');
      // Its container file is missing: every browser in the canary fails to load it.
      rmSync(join(LANE.deployDir, 'mf-account', BROKEN, 'remoteEntry.js'));

      let visits = 0;
      while (registryRecord('mf_account').canary && visits < MAX_VISITS) {
        const outcomes = await Promise.all(Array.from({ length: AT_ONCE }, () => visit(browser)));
        visits += AT_ONCE;
        // Canary or not, each shopper ends up on the live version.
        for (const outcome of outcomes) expect(outcome.version).toBe(live);
      }
      console.log(`[measure] the broken canary was aborted after ${visits} fresh browsers`);
      expect(registryRecord('mf_account').canary).toBeUndefined();
      expect(liveVersion('mf_account')).toBe(live);

      // A browser in the canary's half now gets the live version on its first page load.
      for (const bucket of ['0', '25', '49'])
        expect(await visit(browser, bucket)).toEqual({ version: live, pageLoads: 1 });

      const status = release('status', 'mf-account');
      expect(status).toMatch(
        new RegExp(
          `abort\\s+${BROKEN}\\s+withdrew ${BROKEN}\\s+by release-service\\s+— "automatic: failure rate 100\\.0 % ` +
            '\\(\\d+ failed of \\d+ page loads in \\d+ (s|min)\\) against \\d+\\.\\d % for the live version; ' +
            'more than 2 points over at least 20 loads"',
        ),
      );
      // The live version's own line (earlier specs in this lane may have failed it on purpose).
      expect(status).toMatch(
        /live \S+ \(abort at [^)]+\)\n\s+health \d+ page loads: \d+ loaded, \d+ failed \(\d+\.\d %\) in the last 15 min/,
      );
    });
  });
