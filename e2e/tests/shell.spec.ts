import { acceptCookies, expect, test } from './fixtures';
import { tagOf } from './tags';

// The foundation: every route of requirements §2 shows its screen, from the remote that owns it.
const ROUTES: [path: string, heading: RegExp, app: string][] = [
  ['/competitions/all', /Competitions/i, 'mf_catalog'],
  ['/competitions/instant_win_comps', /Instant Wins/i, 'mf_catalog'],
  ['/competitions/instant/wins', /Instant Wins/i, 'mf_catalog'],
  ['/competition/info/1', /.+/, 'mf_catalog'],
  ['/draw/results', /Results/i, 'mf_catalog'],
  ['/results', /Draw Results/i, 'mf_catalog'],
  ['/winners_list', /Winners/i, 'mf_catalog'],
  ['/claim/prize', /Claim/i, 'mf_catalog'],
  ['/free-postal-route', /Free Postal/i, 'mf_catalog'],
  ['/cart', /Basket/i, 'mf_basket'],
  ['/checkout', /Checkout|Sign in|Login/i, 'mf_basket'],
  ['/confirmation', /Confirmation|Order/i, 'mf_basket'],
  ['/auth/login', /Login|Sign in/i, 'mf_account'],
  ['/auth/forgot/password', /Forgot Password/i, 'mf_account'],
  ['/auth/reset/password', /Reset Password/i, 'mf_account'],
  ['/contact', /Contact Us/i, 'mf_engagement'],
  ['/community-chat', /Community Chat/i, 'mf_engagement'],
  ['/faq', /FAQs/i, 'mf_engagement'],
  ['/legal-terms', /Privacy Policy/i, 'shell:legal-terms'],
];

test.describe('composed storefront', { tag: ['@shell'] }, () => {
  test('home shows the chrome, the cookie banner and no console error', { tag: ['@mf-catalog'] }, async ({
    page,
    problems,
  }) => {
    await page.goto('/');
    await expect(page.locator('#shell-header')).toContainText('Prize Draw UK');
    await expect(page.locator('#shell-footer')).toContainText('Free postal entry');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    const sections = page.locator('[data-section]');
    await expect(sections.first()).toBeVisible();
    expect(await sections.evaluateAll((els) => els.map((e) => e.getAttribute('data-section')))).toEqual([
      'Carousel',
      'Pricing',
      'AnchorNav',
      'Draw-next',
      'Instant-wins',
      'Comps for Everyone',
      'Finished',
      'Wrapper',
    ]);
    expect(problems).toEqual([]);
  });

  for (const width of [1280, 390]) {
    test(`the header bar paints from index.html before any script, and React takes its place (${width} px)`, async ({
      browser,
      baseURL,
    }) => {
      const viewport = { width, height: 800 };
      // First paint before the shell's script: the brand and the main links (on a
      // phone folded behind the Menu button, so found by selector, hidden or not). The script is
      // held back rather than JavaScript switched off: a browser without JavaScript shows the
      // phone's main links as a row (index.html's <noscript> style), which no one else sees.
      const noScript = await browser.newContext({ baseURL, viewport });
      await noScript.route(/\/shell\/assets\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
      const bare = await noScript.newPage();
      await bare.goto('/');
      const bar = bare.locator('#shell-header [data-first-paint]');
      await expect(bar.getByRole('link', { name: 'Prize Draw UK home' })).toBeVisible();
      await expect(bar.locator('nav[aria-label="Main"] a')).toHaveText([
        'Competitions',
        'Instant Wins',
        'Results',
        'Winners',
        'FAQs',
      ]);
      const staticBox = await bar.boundingBox();
      const staticNav = await bar.locator('nav[aria-label="Main"]').boundingBox();
      await noScript.close();
      // With scripts: one header, the React one, the same size with its links in the same place.
      const withScript = await browser.newContext({ baseURL, viewport });
      const page = await withScript.newPage();
      await page.goto('/');
      await expect(page.getByTestId('cart-link')).toBeVisible();
      await expect(page.locator('[data-first-paint]')).toHaveCount(0);
      await expect(page.locator('nav[aria-label="Main"]')).toHaveCount(1);
      const reactBox = await page.locator('#shell-header .shell-bar').boundingBox();
      const reactNav = await page.locator('nav[aria-label="Main"]').boundingBox();
      expect(reactBox?.height).toBe(staticBox?.height);
      // The links' offset in the bar (null where both fold them behind the phone's Menu button).
      const offset = (nav: typeof reactNav, box: typeof reactBox) => (nav && box ? nav.y - box.y : null);
      expect(offset(reactNav, reactBox)).toBe(offset(staticNav, staticBox));
      await withScript.close();
    });
  }

  for (const [path, heading, app] of ROUTES) {
    test(`${path} shows its screen from ${app}`, { tag: [tagOf(app)] }, async ({ page, problems }) => {
      await acceptCookies(page);
      await page.goto(path);
      const region = page.locator(`[data-app="${app}"]`);
      await expect(region.locator('h1').first()).toHaveText(heading);
      expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    });
  }

  test('each route has its own browser title and description, after in-page navigation too', {
    tag: ['@mf-catalog', '@mf-basket', '@mf-account', '@mf-engagement'],
  }, async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Prize Draw Competitions UK | Win Cash, Cars & Tech');
    const seen = new Map([[await page.title(), '/']]);
    // The two instant-win paths are one screen; /competition/info/1 is checked by its own title.
    for (const [path, heading, app] of ROUTES.filter(([p]) => p !== '/competitions/instant/wins')) {
      await page.evaluate((to) => window.history.pushState(null, '', to), path);
      await expect(page.locator(`[data-app="${app}"] h1`).first()).toHaveText(heading);
      // A remote that already shows can render the new screen before the shell's routing event
      // sets the title, and a page may refine the route's title once it has read its data: the
      // title settles on one that no route before had, or the test fails naming whose it has.
      await expect
        .poll(
          async () => {
            const title = await page.title();
            return seen.has(title) ? `${title}, the title of ${seen.get(title)}` : 'its own';
          },
          { message: `${path} gets a title of its own`, intervals: [50] },
        )
        .toBe('its own');
      await expect(page).toHaveTitle(/ \| Prize Draw UK$/);
      const title = await page.title();
      seen.set(title, path);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, `${path} has a description`).toBeGreaterThan(10);
    }
    // The details page carries the competition's own title.
    await page.evaluate(() => window.history.pushState(null, '', '/competition/info/1'));
    const name = await page.locator('[data-app="mf_catalog"] h1').first().textContent();
    await expect(page).toHaveTitle(`${name} | Prize Draw UK`);
    await page.evaluate(() => window.history.pushState(null, '', '/this/does/not/exist'));
    await expect(page).toHaveTitle('Page Not Found | Prize Draw UK');
    await page.evaluate(() => window.history.pushState(null, '', '/'));
    await expect(page).toHaveTitle('Prize Draw Competitions UK | Win Cash, Cars & Tech');
  });

  test('an unknown path shows the not found page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('the cookie banner is accepted once and remembered for 7 days', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toContainText('cookies');
    await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal-terms?tab=3');
    await banner.getByRole('button', { name: 'OK' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(cookie?.value).toBe('accepted');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await page.reload();
    await expect(page.locator('#shell-header')).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test('Privacy Policy opens the legal terms on tab 3', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('cookie-banner').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/legal-terms\?tab=3$/);
    await expect(page.getByRole('tab', { selected: true })).toHaveText(/privacy|cookie/i);
  });

  test('the legal terms follow ?tab= while open, and Back returns to the tab before', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & conditions' }).click();
    await expect(page).toHaveURL(/\/legal-terms\?tab=0$/);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Terms & Conditions');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/legal-terms\?tab=3$/);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Privacy Policy');
    await page.goBack();
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Terms & Conditions');
  });

  test('Responsible play in the footer opens the public policy, tab 4, for a visitor', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Responsible play' }).click();
    await expect(page).toHaveURL(/\/legal-terms\?tab=4$/);
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Responsible Play');
  });

  test('an error toast shows top right, one at a time, with Dismiss, for 4 s', async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    await expect(page.locator('#shell-header')).toBeVisible();
    const raise = (kind: string, message: string) =>
      page.evaluate(
        ([k, m]) => window.dispatchEvent(new CustomEvent('shop:toast', { detail: { kind: k, message: m } })),
        [kind, message],
      );
    await raise('error', 'First problem');
    await raise('error', 'Second problem');
    const errors = page.locator('[data-kind="error"]');
    await expect(errors).toHaveCount(1);
    await expect(errors).toHaveText(/First problem/);
    const box = await errors.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x + box.width).toBeGreaterThan(width - 40);
    expect(box?.y).toBeLessThan(60);
    await expect(errors).toHaveCSS('background-color', 'rgb(198, 40, 40)');
    await errors.getByRole('button', { name: 'Dismiss' }).click();
    await expect(errors).toHaveCount(0);
    await raise('error', 'Third problem');
    await expect(errors).toHaveText(/Third problem/);
    await page.waitForTimeout(3000);
    await expect(errors).toHaveCount(1);
    await expect(errors).toHaveCount(0, { timeout: 2500 });
    await raise('success', 'Saved');
    await expect(page.locator('[data-kind="success"]')).toHaveCSS('background-color', 'rgb(46, 125, 50)');
  });

  test('React is loaded once however many remotes mount', {
    tag: ['@mf-catalog', '@mf-basket', '@mf-account', '@mf-engagement'],
  }, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __reactRenderers: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
      w.__reactRenderers = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject() {
          w.__reactRenderers++;
          return w.__reactRenderers;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    await acceptCookies(page);
    for (const path of ['/', '/cart', '/auth/login', '/faq']) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeAttached();
    }
    await page.getByRole('link', { name: 'Competitions' }).first().click();
    await expect(page.locator('[data-app="mf_catalog"] h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __reactRenderers: number }).__reactRenderers)).toBe(1);
  });

  test('the contract, the provider client and the React kit are one copy in the page, used by every remote', {
    tag: ['@mf-catalog', '@mf-basket', '@mf-account', '@mf-engagement'],
  }, async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    await expect(page.locator('[data-app="mf_catalog"] [data-section]').first()).toBeVisible();
    // One page load, each remote mounted in turn: federation's share scope says who provided each
    // shared package and which containers took it (build-preset/src/singletons.mjs).
    const header = page.locator('#shell-header');
    for (const [name, app] of [
      [/Basket/, 'mf_basket'],
      [/Login/, 'mf_account'],
      [/FAQs/, 'mf_engagement'],
    ] as const) {
      await header.getByRole('link', { name }).first().click();
      await expect(page.locator(`[data-app="${app}"] h1`)).toBeVisible();
    }
    const shared = await page.evaluate(() => {
      type Share = Record<string, Record<string, Record<string, { from: string; useIn?: string[] }>>>;
      const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Share> } }).__FEDERATION__
        .__SHARE__;
      const out: Record<string, { version: string; from: string; useIn: string[] }[]> = {};
      for (const share of Object.values(scopes))
        for (const packages of Object.values(share))
          for (const [name, versions] of Object.entries(packages))
            out[name] = Object.entries(versions).map(([version, v]) => ({
              version,
              from: v.from,
              useIn: v.useIn ?? [],
            }));
      return out;
    });
    const remotes = ['mf_catalog', 'mf_basket', 'mf_account', 'mf_engagement'];
    // A remote is listed once code of its that takes a value from the entry has loaded. The
    // engagement takes only types from the contract's main entry, and its shared units only in the
    // overlay (started after start-up) and the contact and chat pages, none of which this visit to
    // the FAQ loads.
    const threeRemotes = ['mf_catalog', 'mf_basket', 'mf_account'];
    const usedBy: Record<string, string[]> = {
      '@shop/shared': threeRemotes,
      '@shop/shared/state': threeRemotes,
      '@shop/provider-client': remotes,
      '@shop/react-kit': remotes,
    };
    for (const [name, users] of Object.entries(usedBy)) {
      expect(shared[name], name).toHaveLength(1);
      expect(shared[name]?.[0]?.from, name).toBe('shell');
      expect(shared[name]?.[0]?.useIn, name).toEqual(expect.arrayContaining(users));
    }
    // The query caches' library and the router module: one copy each too (the router from the first remote).
    expect(shared['@farfetched/core'], '@farfetched/core').toHaveLength(1);
    expect(shared['@shop/react-kit/routing'], '@shop/react-kit/routing').toHaveLength(1);
    expect(shared['@shop/react-kit/routing']?.[0]?.useIn).toEqual(expect.arrayContaining(remotes));
  });

  test('navigation unmounts one remote and mounts the next', {
    tag: ['@mf-catalog', '@mf-basket', '@mf-account', '@mf-engagement'],
  }, async ({ page }) => {
    await acceptCookies(page);
    await page.goto('/');
    await expect(page.locator('[data-app="mf_catalog"] [data-section]').first()).toBeVisible();
    await page
      .locator('#shell-header')
      .getByRole('link', { name: /Basket/ })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('[data-app="mf_basket"] h1')).toHaveText(/Basket/);
    await expect(page.locator('[data-app="mf_catalog"]')).toBeEmpty();
    await page.goBack();
    await expect(page.locator('[data-app="mf_catalog"] [data-section]').first()).toBeVisible();
    await expect(page.locator('[data-app="mf_basket"]')).toBeEmpty();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
