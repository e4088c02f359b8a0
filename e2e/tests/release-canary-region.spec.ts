import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { LANE } from '../env';
import { expect, test } from './fixtures';
import { build, liveVersion, registryRecord, release } from './release-helpers';

// A catalog canary shopper never sees the region blank between versions. The
// server renders the catalog's region with the live version; a browser in the canary loads the
// canary instead, and the live markup stays on screen until the canary's own first render takes
// its place (shell/src/app/applications.ts). Today's main emptied the region as soon as the shell
// chose the canary, while its code was still on the way.
test.use({ serverRender: true });
const CANARY = '1.0.12-region';

test.describe
  .serial('a catalog canary with the server’s render', { tag: ['@shell', '@mf-catalog'] }, () => {
    let live = '';
    test.beforeAll(() => {
      live = liveVersion('mf_catalog');
      rmSync(join(LANE.deployDir, 'mf-catalog', CANARY), { recursive: true, force: true });
      build('mf-catalog', CANARY);
      release('publish', 'mf-catalog', CANARY, '--canary', '50', '--pause', '1h', '--reason', 'e2e: region drill');
    });
    test.afterAll(() => {
      if (registryRecord('mf_catalog').canary) release('abort', 'mf-catalog', '--reason', 'e2e: clean up');
    });

    test('the live markup stays until the canary renders: never an empty region', async ({ browser, request }) => {
      // The live version's render is ready (its first request loads it).
      await expect
        .poll(async () => /data-server-rendered="true"/.test(await (await request.get('/')).text()), {
          timeout: 10_000,
        })
        .toBe(true);
      const context = await browser.newContext();
      await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: LANE.site }]);
      await context.addInitScript(() => {
        localStorage.setItem('shop:release-buckets', JSON.stringify({ mf_catalog: 0 }));
        // Every change to the region is looked at as it lands: once it has shown something, it
        // must never be empty again.
        const seen = { content: false, blank: 0, serverVersion: '' };
        (window as unknown as { __region: typeof seen }).__region = seen;
        new MutationObserver(() => {
          const region = document.getElementById('app-mf_catalog');
          if (!region) return;
          if (region.dataset.serverRendered === 'true') seen.serverVersion = region.dataset.version ?? '';
          if (region.childElementCount > 0) seen.content = true;
          else if (seen.content) seen.blank += 1;
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      const page = await context.newPage();
      await page.goto('/');
      const region = page.locator('#app-mf_catalog');
      await expect(region).toHaveAttribute('data-version', CANARY);
      await expect(page.locator('#draw-next h2')).toHaveText('Drawing next');
      await expect(region).not.toHaveAttribute('data-server-rendered', /.*/);
      const seen = await page.evaluate(() => (window as unknown as { __region: object }).__region);
      expect(seen).toEqual({ content: true, blank: 0, serverVersion: live });
      await context.close();
    });
  });
