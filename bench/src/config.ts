import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Everything the bench can be told through the environment; the defaults fit a fresh clone after
// `npm start`'s build (deploy/, provider on 8787) without clashing with its ports.

export const root = join(import.meta.dirname, '..', '..');
export const benchDir = join(root, 'bench');

export const config = {
  /** The provider both builds were built against (SHOP_API_URL is baked in at build time). */
  apiUrl: process.env.SHOP_API_URL ?? 'http://localhost:8787',
  /** The composed build, as `npm start` leaves it (its build, then its release step). */
  mfDir: process.env.DEPLOY_DIR ?? join(root, 'deploy'),
  monolithDir: process.env.MONOLITH_DIR ?? join(benchDir, 'dist', 'monolith'),
  mfPort: Number(process.env.BENCH_MF_PORT ?? 8190),
  monolithPort: Number(process.env.BENCH_MONOLITH_PORT ?? 8191),
  /** Loads per page and build; runs alternate MF, monolith, MF, monolith… */
  // 7, not the 5 the issue asks at least: LCP at 4x CPU varies by ±20% from load to load here.
  runs: Math.max(1, Number(process.env.BENCH_RUNS ?? 7)),
  /** Cold loads per interaction and build for Interaction to Next Paint (src/interactions.ts); 0 skips them. */
  inpRuns: Math.max(0, Number(process.env.BENCH_INP_RUNS ?? 5)),
  /** `BENCH_LIGHTHOUSE=0` skips the Lighthouse runs after the loads (a quick check of the bench itself). */
  lighthouse: process.env.BENCH_LIGHTHOUSE !== '0',
  /** The payment service (its card fields page is one of the interactions measured). */
  paymentsUrl: process.env.SHOP_PAYMENT_URL ?? 'http://localhost:8788',
  cpuSlowdown: Number(process.env.BENCH_CPU_SLOWDOWN ?? 4),
  /**
   * Round-trip latency added to every request (ms, DevTools network emulation at 20/5 Mbit/s);
   * 0 = none. Everything here is on localhost, where a round trip costs nothing: waterfalls of
   * requests (the composition's manifest → container → module → router) show only with it.
   */
  latencyMs: Math.max(0, Number(process.env.BENCH_LATENCY_MS ?? 0)),
  /** A provider started by the bench gets its own throw-away database. */
  dbFile: process.env.BENCH_DB_FILE ?? join(tmpdir(), 'shop-bench.sqlite'),
  resultsDir: process.env.BENCH_RESULTS_DIR ?? join(benchDir, 'results'),
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  viewport: { width: 1280, height: 800 },
};

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DEMO = { email: 'demo@example.co.uk', password: 'DemoPassword!2026' };
export const BEARER = process.env.SHOP_API_BEARER ?? 'local-storefront-bearer';

/** What the bench reports, and the first-view targets it is held to (bench/README.md). */
export const TARGETS = {
  /** ≤ 1.15 (the composition's first round had asked ≤ 1.05). */
  homeJsGzipRatio: 1.15,
  /** TBT MF ÷ monolith on home and details. */
  tbtRatio: 1.05,
  homeLcpRatio: 1.05,
  homeLcpMs: 1500,
  jsBeforePaintKiB: 150,
  routeChangeMs: 150,
  /** Each interaction's INP at 4x CPU. */
  inpMs: 100,
};
