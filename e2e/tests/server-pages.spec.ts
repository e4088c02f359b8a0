import type { APIRequestContext, Page } from '@playwright/test';
import { SITE } from '../env';
import { acceptCookies, expect, provider, test } from './fixtures';
import { build, liveVersion, release } from './release-helpers';

// Every server-rendered page, for people and crawlers. The page the server sends is the
// one the browser hydrates (no console error, page error or hydration error at 390 and 1280 px,
// however old the kept render); unknown addresses and competitions are 404; every public page
// reads without JavaScript, rendered by the live version of the remote that owns it.
test.use({ serverRender: true });
test.describe.configure({ mode: 'serial' });

interface Listed {
  id: number;
  title: string;
  status: string;
  live_draw: boolean;
  live_stream_url?: string;
}
const detailsPath = (c: { id: number; title: string }) =>
  `/competition/details/${c.title.replace(/\W+/g, '-')}-${c.id}`;

async function competitions(request: APIRequestContext) {
  const live = await provider<{ data: Listed[] }>(request, '/api/v1/featured_competition', {
    all: true,
    page: 1,
    limit: 100,
  });
  const closed = await provider<{ data: Listed[] }>(request, '/api/v1/finished_soldout_competition', {
    page: 1,
    limit: 100,
  });
  const open = live.data[0] as Listed;
  const drawn = closed.data.find((c) => c.status === 'drawn') as Listed;
  const soldOut = closed.data.find((c) => c.status !== 'drawn') as Listed;
  // A streamed draw still ahead: its page counts down to the draw.
  const streamed = live.data.find((c) => c.live_stream_url) as Listed;
  return { open, drawn, soldOut, streamed };
}

/** Each route the server renders, once (a details page for each kind of competition). */
async function renderedPages(request: APIRequestContext): Promise<string[]> {
  const { open, drawn, soldOut, streamed } = await competitions(request);
  return [
    '/',
    '/competitions/all',
    '/competitions/cash',
    '/competitions/all?price=2-and-over',
    '/competitions/instant_win_comps',
    '/competitions/instant/wins',
    detailsPath(open),
    detailsPath(drawn),
    detailsPath(soldOut),
    detailsPath(streamed),
    `/competition/info/${open.id}`,
    '/draw/results',
    // The entry list of a drawn competition, the winners filtered, a win email's claim link.
    `/draw/results?competition=${drawn.id}`,
    '/results',
    '/winners_list',
    '/winners_list?kind=instant&sort=recent',
    '/claim/prize',
    '/claim/prize?win=1',
    '/free-postal-route',
    '/faq',
    '/contact',
    '/community-chat',
    '/legal-terms?tab=0',
    '/legal-terms?tab=3',
  ];
}
const NOT_FOUND = [
  '/no/such/page',
  '/competition/info/999999',
  '/competition/details/gone-999999',
  '/competitions/nonexistent',
];

const HYDRATION = /hydrat|did not match|Minified React error #4(18|19|20|21|23|25)/i;

/** The server's page for `path` once the owner's live version renders it (its first request loads it). */
async function serverPage(request: APIRequestContext, path: string, version?: string) {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path)).text();
        return /data-server-rendered="true"/.test(html) && (!version || html.includes(`data-version="${version}"`));
      },
      { timeout: 15_000, intervals: [200, 400, 800] },
    )
    .toBe(true);
  return html;
}

/** Waits until every region the server rendered has been taken over by its application. */
async function hydrated(page: Page) {
  await expect(page.locator('[data-server-rendered="true"]')).toHaveCount(0, { timeout: 15_000 });
  // A task for effects and a late mismatch to surface.
  await page.waitForTimeout(300);
}

test('every server-rendered page hydrates with no console error, page error or hydration error, at 390 and 1280 px', {
  tag: ['@shell', '@mf-catalog', '@mf-engagement'],
}, async ({ page, request, problems }) => {
  test.setTimeout(240_000);
  await acceptCookies(page);
  const pages = await renderedPages(request);
  for (const path of pages) await serverPage(request, path);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      const before = problems.length;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // Its own address: a query the page reads is kept, not redirected away (the links a win email carries).
      expect(page.url(), path).toBe(new URL(path, page.url()).href);
      await hydrated(page);
      expect(problems.slice(before), `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('a kept render a minute old hydrates as it was written: the countdown then moves to the browser’s time', {
  tag: ['@shell', '@mf-catalog'],
}, async ({ page, request, problems }) => {
  const { open } = await competitions(request);
  const path = detailsPath(open);
  const html = await serverPage(request, path);
  // The server keeps a render up to a minute (scripts/server/region-render.mjs): this browser's
  // clock is 55 s past the render's.
  const renderedAt = JSON.parse(/id="shop-ssr-state:mf_catalog"[^>]*>([^<]*)</.exec(html)?.[1] ?? '{}').now as number;
  await page.clock.install({ time: renderedAt + 55_000 });
  await acceptCookies(page);
  await page.goto(path);
  const countdown = page.getByTestId('entry-panel').getByTestId('countdown').locator('time');
  const written = /data-testid="countdown"[\s\S]*?<time[^>]*>([^<]+)<\/time>/.exec(html)?.[1];
  await hydrated(page);
  expect(problems.filter((p) => HYDRATION.test(p))).toEqual([]);
  expect(problems).toEqual([]);
  await expect(countdown).not.toHaveText(written ?? '');
});

test('a streamed draw’s countdown from a kept render hydrates as written, then moves to the browser’s time', {
  tag: ['@shell', '@mf-catalog'],
}, async ({ page, request, problems }) => {
  const { streamed } = await competitions(request);
  const path = detailsPath(streamed);
  const html = await serverPage(request, path);
  const renderedAt = JSON.parse(/id="shop-ssr-state:mf_catalog"[^>]*>([^<]*)</.exec(html)?.[1] ?? '{}').now as number;
  const written = /data-testid="live-countdown"[^>]*>([^<]+)</.exec(html)?.[1];
  expect(written).toMatch(/^\d+d \d{2}h \d{2}m \d{2}s$/);
  await page.clock.install({ time: renderedAt + 55_000 });
  await acceptCookies(page);
  await page.goto(path);
  await hydrated(page);
  expect(problems).toEqual([]);
  await expect(page.getByTestId('live-countdown')).not.toHaveText(written ?? '');
});

test('unknown addresses and competitions respond 404 with the not-found page and noindex; finished and drawn ones stay 200', {
  tag: ['@shell', '@mf-catalog'],
}, async ({ page, request, problems }) => {
  for (const path of NOT_FOUND) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain('<meta name="robots" content="noindex">');
    expect(html, path).toContain('<title>Page Not Found | Prize Draw UK</title>');
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
  }
  const { drawn, soldOut } = await competitions(request);
  for (const path of [detailsPath(drawn), detailsPath(soldOut), `/competition/info/${drawn.id}`]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  // The server's own addresses are never pages.
  for (const path of ['/__csp-reports', '/__csp-report', '/__release']) {
    const response = await request.get(path);
    expect(response.status(), path).not.toBe(200);
    expect(response.headers()['content-type'], path).not.toContain('text/html');
  }
  // In the browser: the not-found page, hydrated, and nothing breaks (the browser notes the 404 itself).
  await acceptCookies(page);
  for (const path of NOT_FOUND) {
    await serverPage(request, path);
    const before = problems.length;
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('main h1'), path).toHaveText(/not found/i);
    const mine = problems.slice(before).filter((p) => !/status of 404|There is no competition with id/.test(p));
    expect(mine, path).toEqual([]);
  }
});

test('every public page reads without JavaScript: FAQ answers, each legal tab, the postal route, contact, the chat read-only, how to claim', {
  tag: ['@shell', '@mf-catalog', '@mf-engagement'],
}, async ({ browser, request }) => {
  // A message in the chat, written as a signed-in shopper would.
  const login = await provider<{ data: { token: string } }>(request, '/api/v1/login', {
    email: 'demo@example.co.uk',
    password: 'DemoPassword!2026',
  });
  const text = `Good luck everyone ${Date.now()}`;
  await provider(request, '/api/v1/chat_post', { token: login.data.token, text });
  // Each page once rendered (a page whose render missed its budget is the client's: nothing without JavaScript).
  const tabs = Array.from({ length: 5 }, (_, i) => `/legal-terms?tab=${i}`);
  for (const path of ['/faq', ...tabs, '/community-chat', '/free-postal-route', '/claim/prize', '/contact']) {
    await serverPage(request, path);
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${SITE}/faq`);
    const answers = page.locator('[id^="faq-a-"]');
    expect(await answers.count()).toBeGreaterThan(3);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
    await page.goto(`${SITE}/legal-terms?tab=0`);
    const tabs = page.getByRole('tab');
    const titles = await tabs.allTextContents();
    expect(titles.length).toBeGreaterThan(3);
    for (const [i, title] of titles.entries()) {
      // Each tab is a link to a page of its own.
      await page.getByRole('tab', { name: title }).click();
      await expect(page).toHaveURL(`${SITE}/legal-terms?tab=${i}`);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(title);
      await expect(page.getByRole('tabpanel')).not.toBeEmpty();
    }
    // Without a script the page is the one render: when the server's snapshot read missed its 1.5 s
    // (mf-engagement's readChatSnapshot, on a busy machine) that render says the chat is offline, and a
    // shopper's reload reads again. So does this check.
    await expect(async () => {
      await page.goto(`${SITE}/community-chat`);
      await expect(page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Sign in to chat' })).toBeVisible();
    await page.goto(`${SITE}/free-postal-route`);
    await expect(page.getByTestId('postal-address')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to enter' })).toBeVisible();
    await page.goto(`${SITE}/claim/prize`);
    await expect(page.getByRole('heading', { name: 'How to claim' })).toBeVisible();
    await page.goto(`${SITE}/contact`);
    await expect(page.getByText('reply by email within 2 working days')).toBeVisible();
  }
  await context.close();
});

test('a publish and a rollback of mf-engagement change the FAQ’s server render, as the catalog’s do', {
  tag: ['@shell', '@mf-engagement'],
}, async ({ request }) => {
  test.setTimeout(120_000);
  const good = liveVersion('mf_engagement');
  const next = '1.0.9-ssr';
  build('mf-engagement', next);
  try {
    release('publish', 'mf-engagement', next);
    await serverPage(request, '/faq', next);
    release('rollback', 'mf-engagement', '--to', good);
    await serverPage(request, '/faq', good);
  } finally {
    if (liveVersion('mf_engagement') !== good) release('rollback', 'mf-engagement', '--to', good);
  }
});

test('a made-up query makes no render of its own: the page responds from its own address', {
  tag: ['@shell', '@mf-catalog'],
}, async ({ request }) => {
  for (let u = 0; u < 30; u++) {
    const response = await request.get(`/?u=${u}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/');
  }
  // What a page reads stays in its address.
  expect((await request.get('/winners_list?page=2', { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get('/winners_list?page=2&u=1', { maxRedirects: 0 })).headers().location).toBe(
    '/winners_list?page=2',
  );
});
