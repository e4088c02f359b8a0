import type { Page, TestInfo } from '@playwright/test';
import { acceptCookies, expect, resetProvider, test } from './fixtures';
import { account, signIn } from './support/account';
import { serveResponsesAs, spawnStorefrontServer, startHostProxy } from './support/host-shapes';

// The storefront works against the real host, which responds in the spec's shapes, not in
// our provider's. The browser (page.route) and the storefront server (a host proxy in front of the
// provider) get the provider's responses in the spec's minimal shape (every optional field left out)
// and as a PHP host types them (numbers and ids as text, flags "0"/"1", empty lists left out, fields
// of its own); our provider's own shape is every other spec. docs/host-responses.md says what each
// call needs.

/** Console errors and page errors, without a resource the browser could not fetch (images). */
const errorsOf = (problems: string[]) => problems.filter((p) => !p.includes('Failed to load resource'));

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.beforeEach(async ({ page, request }) => {
  await resetProvider(request);
  await acceptCookies(page);
});

for (const shape of ['minimal', 'php'] as const) {
  test.describe(`a host responding in the ${shape} shape`, {
    tag: ['@mf-catalog', '@mf-basket', '@mf-account'],
  }, () => {
    test.beforeEach(async ({ page }) => {
      await serveResponsesAs(page, shape);
    });

    test('home, a list page and a details page show their competitions, and one goes into the basket', async ({
      page,
      problems,
    }, testInfo) => {
      await page.goto('/');
      const region = page.locator('[data-app="mf_catalog"]');
      const drawNext = region.locator('[data-section="Draw-next"]');
      await expect(drawNext.getByTestId('competition-card').first()).toBeVisible();
      await expect(drawNext.getByTestId('price').first()).toHaveText(/£\d+\.\d{2}/);
      await expect(region.locator('[data-section="Finished"]').getByTestId('competition-card').first()).toBeVisible();

      await page.goto('/competitions/all');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Competitions');
      await expect(region.getByTestId('competition-card')).toHaveCount(12);
      await expect(region.getByText('There are no live competitions')).toHaveCount(0);
      // The minimal host sends no page count: "Page 1" and a Next, as pages come back full.
      const pager = page.getByRole('navigation', { name: 'Pages' });
      await expect(pager).toContainText(shape === 'minimal' ? 'Page 1Next' : /Page 1 of \d+/);
      await shoot(page, testInfo, `list-${shape}`);
      await page.getByRole('link', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(region.getByTestId('competition-card').first()).toBeVisible();

      await region.getByTestId('competition-card').first().getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('entry-panel').getByTestId('price')).toHaveText(/£\d+\.\d{2}/);
      await page.getByRole('button', { name: 'Add to basket' }).click();
      const modal = page.locator('#exampleModal-3');
      await expect(modal).toBeVisible();
      await expect(modal).toContainText((await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
      expect(errorsOf(problems)).toEqual([]);
    });

    test('the account area: orders, an order detail, points and coupons', async ({ page, problems }) => {
      await signIn(page, '/account/recent/orders');
      const region = account(page);
      await expect(region.locator('tbody tr').first()).toBeVisible();
      await expect(region.getByText('You don’t have any orders at present.')).toHaveCount(0);
      await region
        .getByRole('link', { name: /^View order #/ })
        .first()
        .click();
      await expect(region.locator('h1')).toHaveText('Order Details');
      await expect(region.getByText('This order could not be loaded just now.')).toHaveCount(0);
      await expect(region.getByText(/ x \d+$/).first()).toBeVisible();
      await expect(region.getByText('Draw time:').first()).toContainText(
        shape === 'minimal' ? 'N/A' : /\d:\d{2} (AM|PM)/,
      );
      await region.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Points' }).click();
      await expect(region.locator('h1')).toHaveText(/You have [\d,]+ points/);
      await expect(region.locator('tbody tr').first()).toBeVisible();
      await region.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Coupons' }).click();
      await expect(region.getByRole('cell', { name: 'LUCKY2026', exact: true })).toBeVisible();
      expect(errorsOf(problems)).toEqual([]);
    });

    test('the basket page shows its lines and total', async ({ page, problems }) => {
      await page.goto('/competitions/all');
      await page
        .locator('[data-app="mf_catalog"]')
        .getByTestId('competition-card')
        .first()
        .getByRole('link')
        .first()
        .click();
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await expect(page.locator('#exampleModal-3')).toBeVisible();
      await page.goto('/cart');
      const basket = page.locator('[data-app="mf_basket"]');
      await expect(basket.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(basket.getByRole('complementary', { name: 'Basket summary' })).toContainText(/Total£\d+\.\d{2}/);
      await expect(basket.getByRole('listitem').first()).toBeVisible();
      expect(errorsOf(problems)).toEqual([]);
    });
  });
}

test(
  'an order whose second product has no draw_time shows N/A there, and the rest of the order',
  { tag: ['@mf-account'] },
  async ({ page }, testInfo) => {
    await serveResponsesAs(page, 'provider', (call, response) => {
      if (call !== 'order_detail') return response;
      const order = response as { data: { product: Record<string, unknown>[] } };
      const [first, second, ...rest] = order.data.product;
      const { draw_time: _dropped, ...withoutTime } = second ?? first ?? {};
      return { ...order, data: { ...order.data, product: second ? [first, withoutTime, ...rest] : [withoutTime] } };
    });
    await signIn(page, '/account/recent/orders');
    const region = account(page);
    // An order of two competitions or more (the seeded demo customer has several).
    const rows = region.locator('tbody tr').filter({ hasText: /for ([2-9]|\d\d+) Items/ });
    await rows
      .first()
      .getByRole('link', { name: /^View order #/ })
      .click();
    await expect(region.locator('h1')).toHaveText('Order Details');
    await expect(region.getByText('This order could not be loaded just now.')).toHaveCount(0);
    await expect(region.getByTestId('order-sentence')).toBeVisible();
    const times = region.locator('table').getByText(/^Draw time:/);
    await expect(times.first()).toBeVisible();
    await expect(times.filter({ hasText: 'N/A' })).toHaveCount(1);
    await expect(region.getByRole('row', { name: /Total: £\d+\.\d{2}/ })).toBeVisible();
    await shoot(page, testInfo, 'order-detail-without-draw-time');
  },
);

test(
  'a list sent as { success, data } without total or total_pages shows its competitions, on lists and home',
  { tag: ['@mf-catalog'] },
  async ({ page, problems }, testInfo) => {
    await serveResponsesAs(page, 'provider', (call, response) => {
      if (
        !['competition', 'featured_competition', 'drawn_next_competition', 'finished_soldout_competition'].includes(
          call,
        )
      ) {
        return response;
      }
      const { success, data } = response as { success: boolean; data: unknown[] };
      return { success, data };
    });
    await page.goto('/competitions/all');
    const region = page.locator('[data-app="mf_catalog"]');
    await expect(region.getByTestId('competition-card')).toHaveCount(12);
    await expect(region.getByText(/There are no live competitions/)).toHaveCount(0);
    await expect(region.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1Next');
    await shoot(page, testInfo, 'list-without-paging');
    await page.goto('/');
    for (const section of ['Draw-next', 'Comps for Everyone', 'Finished']) {
      await expect(region.locator(`[data-section="${section}"]`).getByTestId('competition-card').first()).toBeVisible();
    }
    expect(errorsOf(problems)).toEqual([]);
  },
);

test.describe('server-rendered routes from such a host', { tag: ['@shell', '@mf-catalog'] }, () => {
  test.use({ serverRender: true });
  test.describe.configure({ mode: 'serial' });

  for (const shape of ['minimal', 'php'] as const) {
    test(`the server renders each catalog route from a ${shape} host, and the browser hydrates it`, async ({
      page,
      request,
      problems,
    }) => {
      test.setTimeout(90_000);
      const host = await startHostProxy(shape);
      const site = await spawnStorefrontServer(host.url);
      try {
        // The live version's server build loads on the first request (scripts/server/region-render.mjs).
        const rendered = async (path: string) => {
          let html = '';
          await expect
            .poll(
              async () => {
                html = await (await request.get(site.url + path)).text();
                return /data-server-rendered="true"/.test(html);
              },
              { timeout: 15_000 },
            )
            .toBe(true);
          return html;
        };
        const home = await rendered('/');
        expect(home).toMatch(/data-testid="competition-card"/);
        expect(home).toMatch(/£\d+\.\d{2}/);
        const details = /href="(\/competition\/details\/[^"]+)"/.exec(home)?.[1] as string;
        const routes: [string, RegExp][] = [
          ['/competitions/all', /data-testid="competition-card"/],
          ['/competitions/cash', /data-testid="competition-card"/],
          [details, /per ticket/],
          ['/competitions/instant_win_comps', /<h1[^>]*>Instant Wins/],
          ['/winners_list', /data-testid="winner"/],
          ['/draw/results', /<h1[^>]*>Results/],
          ['/results', /<h1[^>]*>Draw Results/],
        ];
        for (const [path, shows] of routes) {
          const html = await rendered(path);
          expect(html, path).toMatch(shows);
          expect(html, path).not.toMatch(/could not be loaded|There are no live competitions/);
        }
        // The browser hydrates from the responses in the page, read through the same checks: it asks
        // the host for none of the first view's lists again.
        const reads: string[] = [];
        page.on('request', (r) => {
          if (/rest_route=\/api\/v1\/(featured_competition|drawn_next_competition|competition)\b/.test(r.url())) {
            reads.push(r.url());
          }
        });
        for (const path of ['/', '/competitions/all', details]) {
          await page.goto(site.url + path);
          const region = page.locator('[data-app="mf_catalog"]');
          await expect(
            region.getByTestId('competition-card').or(region.getByTestId('entry-panel')).first(),
          ).toBeVisible();
          await expect(page.locator('#app-mf_catalog')).not.toHaveAttribute('data-server-rendered', 'true');
          // A live details page's countdown still differs between server and browser (#418): issue
          // 29 item 3, not the host's responses; every other page must hydrate without a word.
          if (path !== details) expect(errorsOf(problems), path).toEqual([]);
        }
        expect(reads, 'the first views were read by the server only').toEqual([]);
        expect(errorsOf(problems).filter((p) => !/#418/.test(p))).toEqual([]);
      } finally {
        await site.close();
        await host.close();
      }
    });
  }
});
