import type { Browser, CDPSession, Page } from '@playwright/test';
import { config } from './config';
import { gzipSize } from './gzip';

// One cold load of one page in a fresh browser context (empty cache), CPU slowed down through the
// DevTools protocol; then, at full speed, the pointer on a header link into a remote this page has
// not loaded yet, and its click.

export interface PageSpec {
  id: string;
  path: string;
  /** The single-spa application that shows the page (its region is #app-<name>). */
  app: string;
  signedIn?: boolean;
  /** The header link clicked after the load, and the application it leads to. */
  next: { href: string; app: string };
}

export interface Load {
  variant: 'mf' | 'monolith';
  page: string;
  run: number;
  fcpMs: number;
  lcpMs: number;
  lcpElement: string;
  tbtMs: number;
  requests: number;
  jsRequests: number;
  jsRawBytes: number;
  jsEncodedBytes: number;
  jsGzipBytes: number;
  jsGzipBeforeFcp: number;
  jsGzipBeforeLcp: number;
  /** gzip bytes of JS by URL folder: shell, mf-catalog, … (the monolith is all shell). */
  jsGzipByFolder: Record<string, number>;
  routeChangeMs: number | null;
}

interface Collected {
  fcp: number;
  lcp: number;
  lcpElement: string;
  longTasks: { start: number; duration: number }[];
  resources: { name: string; responseEnd: number; encoded: number; decoded: number }[];
}

/** Runs in the page before any of its scripts: records LCP candidates and long tasks. */
function observe() {
  performance.setResourceTimingBufferSize(2000);
  const state = { lcp: 0, lcpElement: '', longTasks: [] as { start: number; duration: number }[] };
  (window as unknown as { __bench: typeof state }).__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      state.lcp = entry.startTime;
      const el = entry.element;
      state.lcpElement = el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

function collect(): Collected {
  const state = (
    window as unknown as {
      __bench: { lcp: number; lcpElement: string; longTasks: { start: number; duration: number }[] };
    }
  ).__bench;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  // One entry per address: a file prefetched and then run (the idle prefetch, then the overlay
  // that uses it) is one download, though the browser lists it twice.
  const seen = new Set<string>();
  const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((r) => !seen.has(r.name) && seen.add(r.name))
    .map((r) => ({
      name: r.name,
      responseEnd: r.responseEnd,
      encoded: r.encodedBodySize,
      decoded: r.decodedBodySize,
    }));
  return { fcp, lcp: state.lcp, lcpElement: state.lcpElement, longTasks: state.longTasks, resources };
}

/**
 * Clicks the link and polls every frame until the new region shows its heading. Written as page
 * source text: tsx's transpiler would otherwise wrap inner functions in a helper the page lacks.
 */
const ROUTE_CHANGE_SCRIPT = `async ({ href, region }) => {
  const link = document.querySelector('#shell-header a[href="' + href + '"]');
  if (!link) throw new Error('no header link to ' + href);
  const started = performance.now();
  link.click();
  return await new Promise((resolve, reject) => {
    const tick = () => {
      const heading = document.querySelector(region + ' h1');
      if (heading && heading.getBoundingClientRect().height > 0) resolve(performance.now() - started);
      else if (performance.now() - started > 10000) reject(new Error('no heading in ' + region));
      else requestAnimationFrame(tick);
    };
    tick();
  });
}`;

/** Resolves once no resource has started for `quietMs` (at most `capMs`): what a hover fetched is in. */
const NETWORK_QUIET_SCRIPT = `async ({ quietMs, capMs }) => {
  const started = performance.now();
  let count = performance.getEntriesByType('resource').length;
  let since = performance.now();
  while (performance.now() - since < quietMs && performance.now() - started < capMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = performance.getEntriesByType('resource').length;
    if (now !== count) {
      count = now;
      since = performance.now();
    }
  }
}`;

/**
 * A shopper's pointer is on a link before it clicks: the pointer is moved onto the header link and
 * the page left until the network is quiet (what the hover asked for has arrived: the route is
 * fetched before the click, bench/README.md "Routes warmed ahead"), then the click is timed.
 */
async function timeRouteChange(page: Page, next: PageSpec['next']): Promise<number | null> {
  try {
    await page.hover(`#shell-header a[href="${next.href}"]`);
    await (await page.evaluateHandle(`(${NETWORK_QUIET_SCRIPT})`)).evaluate(
      (f, arg) => (f as unknown as (a: typeof arg) => Promise<void>)(arg),
      { quietMs: 500, capMs: 10_000 },
    );
    const fn = page.evaluateHandle(`(${ROUTE_CHANGE_SCRIPT})`);
    return (await (
      await fn
    ).evaluate((f, arg) => (f as unknown as (a: typeof arg) => Promise<number>)(arg), {
      href: next.href,
      region: `#app-${next.app}`,
    })) as number;
  } catch (error) {
    console.warn(`[bench] route change to ${next.href} failed: ${(error as Error).message}`);
    return null;
  }
}

function folderOf(url: string): string {
  const first = new URL(url).pathname.split('/')[1] ?? '';
  return first.startsWith('mf-') ? first : 'shell';
}

/**
 * The bench's phone: the CPU slowed by `config.cpuSlowdown` and, when `config.latencyMs` is set,
 * that round trip on a 20/5 Mbit/s line. Returns the page's CDP session (to lift the throttle).
 */
export async function emulatePhone(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: config.cpuSlowdown });
  if (config.latencyMs > 0) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: config.latencyMs,
      downloadThroughput: (20 * 1024 * 1024) / 8,
      uploadThroughput: (5 * 1024 * 1024) / 8,
    });
  }
  return cdp;
}

export async function measureLoad(
  browser: Browser,
  origin: string,
  spec: PageSpec,
  variant: Load['variant'],
  run: number,
  token?: string,
): Promise<Load> {
  const context = await browser.newContext({ viewport: config.viewport });
  try {
    // A returning shopper: the cookie banner is already dismissed, so LCP is the page, not the banner.
    await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: origin }]);
    if (token) await context.addInitScript((t) => window.localStorage.setItem('AUTH_TOKEN_KEY', btoa(t)), token);
    await context.addInitScript(observe);
    const page = await context.newPage();
    const cdp = await emulatePhone(page);
    await page.goto(origin + spec.path, { waitUntil: 'load' });
    await page.locator(`#app-${spec.app} h1`).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(300);
    const c = await page.evaluate(collect);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const routeChangeMs = await timeRouteChange(page, spec.next);

    const js = c.resources.filter((r) => new URL(r.name).pathname.endsWith('.js'));
    const gz = await Promise.all(js.map((r) => gzipSize(r.name)));
    const sum = (pick: (i: number) => boolean) => gz.reduce((acc, size, i) => acc + (pick(i) ? size : 0), 0);
    const byFolder: Record<string, number> = {};
    js.forEach((r, i) => {
      const folder = folderOf(r.name);
      byFolder[folder] = (byFolder[folder] ?? 0) + (gz[i] ?? 0);
    });
    return {
      variant,
      page: spec.id,
      run,
      fcpMs: c.fcp,
      lcpMs: c.lcp,
      lcpElement: c.lcpElement,
      // Total blocking time from first contentful paint until the network went quiet.
      tbtMs: c.longTasks.filter((t) => t.start >= c.fcp).reduce((acc, t) => acc + Math.max(0, t.duration - 50), 0),
      requests: c.resources.length + 1,
      jsRequests: js.length,
      jsRawBytes: js.reduce((acc, r) => acc + r.decoded, 0),
      jsEncodedBytes: js.reduce((acc, r) => acc + r.encoded, 0),
      jsGzipBytes: sum(() => true),
      jsGzipBeforeFcp: sum((i) => (js[i]?.responseEnd ?? Infinity) <= c.fcp),
      jsGzipBeforeLcp: sum((i) => (js[i]?.responseEnd ?? Infinity) <= c.lcp),
      jsGzipByFolder: byFolder,
      routeChangeMs,
    };
  } finally {
    await context.close();
  }
}
