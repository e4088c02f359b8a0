import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import {
  CHROMIUM,
  E2E_WORKERS,
  LANES,
  RELEASE_CONSOLE_TOKEN,
  RELEASE_MANAGERS,
  RELEASE_NOTICE_SECRET,
  SITE,
  STOREFRONT_SERVER,
} from './env';

const root = join(import.meta.dirname, '..');
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One worker per lane (env.ts): each has its own provider, static server and deploy folder.
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './global-setup.ts',
  use: {
    // Lane 0's site; tests/fixtures.ts gives each worker its own lane's.
    baseURL: SITE,
    // A failed test's trace (actions, DOM snapshots, network and console) comes from its retry in
    // CI: recording one for every test cost about a fifth of the suite's CPU time (the DOM
    // snapshots; bench/README.md "End-to-end stage"). A local run, with no retries, keeps a failed
    // test's own trace.
    trace: process.env.CI ? 'on-first-retry' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      ...(existsSync(CHROMIUM) ? { executablePath: CHROMIUM } : {}),
      // Without the background-networking flags Chromium floods the closed network.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: LANES.flatMap((lane): WebServer[] => [
    {
      // A fresh database each run; tests that change data also reset it (POST /__local/reset).
      command: `rm -f '${lane.dbFile}' && node ${join(root, 'api', 'node_modules', 'tsx', 'dist', 'cli.mjs')} src/main.ts`,
      cwd: join(root, 'api'),
      url: `${lane.api}/?rest_route=/api/v1/getsettings`,
      // The harness is one of the two places the local tools exist; their secret is made by the
      // provider at start and read back from this file (tests/fixtures.ts).
      env: {
        API_PORT: String(lane.apiPort),
        PAYMENT_PORT: String(lane.paymentPort),
        DB_FILE: lane.dbFile,
        STOREFRONT_URL: lane.site,
        API_LOCAL_TOOLS: '1',
        API_LOCAL_TOOLS_SECRET_FILE: lane.toolsSecretFile,
        // The release service's notices, mailed to the release managers (tests/release-prometheus.spec.ts).
        RELEASE_NOTICE_SECRET,
        RELEASE_MANAGERS,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: ['node', ...STOREFRONT_SERVER].join(' '),
      // Ready before global setup builds into the deploy folder. The server names this lane's
      // provider in every page, so one build serves every lane.
      url: `${lane.site}/__health`,
      env: {
        CSP_REPORT_FILE: lane.cspReportFile,
        PORT: String(lane.sitePort),
        DEPLOY_DIR: lane.deployDir,
        SHOP_API_URL: lane.api,
        SHOP_PAYMENT_URL: lane.payments,
        SHOP_FIREBASE_EMULATOR: `localhost:${lane.apiPort}`,
        // The release service aborts a failing canary after 20 page loads here, not 50, so the
        // abort drill (tests/release-health.spec.ts) needs about 40 fresh browsers at 50 %.
        RELEASE_ABORT_MIN_LOADS: '20',
        // The release console exists only with a token (tests/release-console.spec.ts).
        RELEASE_CONSOLE_TOKEN,
        // Every browser of the suite comes from one address: the per-client beacon limit
        // (release/src/health/beacon.ts, 120 a minute) would stop the drills' crowds of shoppers.
        RELEASE_BEACON_LIMIT: '100000',
        RELEASE_NOTICE_SECRET,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ]),
});
