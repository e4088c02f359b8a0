import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

// Ports and folders of the e2e run, apart from `npm start`'s (8080/8787, deploy/) so both can
// run at once; each can be moved when several suites run side by side.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 8887);
/** The local payment service of lane n listens on E2E_PAYMENT_PORT + n (default: the API port + 100). */
export const E2E_PAYMENT_PORT = Number(process.env.E2E_PAYMENT_PORT ?? E2E_API_PORT + 100);
export const E2E_DEPLOY_DIR = process.env.E2E_DEPLOY_DIR ?? join(import.meta.dirname, '..', '.e2e', 'deploy');
export const E2E_DB_FILE = process.env.E2E_DB_FILE ?? join(import.meta.dirname, '..', '.e2e', 'shop.sqlite');
export const BEARER = process.env.API_BEARER ?? 'local-storefront-bearer';
/**
 * A storefront server in a process of its own, as `npm run serve` starts it (production's way):
 * node's arguments, then its environment from the caller.
 */
export const STOREFRONT_SERVER = [
  join(import.meta.dirname, '..', 'scripts', 'launch.mjs'),
  '@shop/storefront-server/main',
];
/** The release console's credential on the e2e storefront servers (@shop/release's console). */
export const RELEASE_CONSOLE_TOKEN = process.env.E2E_RELEASE_CONSOLE_TOKEN ?? 'e2e-release-console-token';
/**
 * The browser the suite drives: Debian's Chromium headless shell (package chromium-headless-shell,
 * the same engine as its `chromium`, without the desktop browser around it; scripts/test.mjs
 * installs it), else Debian's chromium. Each page load costs about a third less CPU in the shell,
 * and the suite is CPU-bound on two cores (bench/README.md "End-to-end stage").
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/** Debian's Prometheus, for the two-server release drill (scripts/test.mjs installs it when missing). */
export const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
/** The release notices the provider mails, and to whom (api/README.md "Release notices"). */
export const RELEASE_NOTICE_SECRET = 'e2e-release-notice-secret-0123456789';
export const RELEASE_MANAGERS = 'release-managers@example.co.uk';

// Lanes: the suite runs on E2E_WORKERS Playwright workers (2 by default, one per core here), and
// each worker has a lane of its own: its own provider and database, and its own static server over
// its own copy of the deploy folder (release drills publish into it). Tests reset and seed the
// provider and publish remotes freely; they only ever touch their own lane. Lane n uses the base
// ports + n; lane 0 keeps the base ports and folders, so a one-worker run is what it always was.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export interface Lane {
  index: number;
  sitePort: number;
  apiPort: number;
  paymentPort: number;
  site: string;
  /** The payment service's origin: the card fields and 3-D Secure pages are framed from here. */
  payments: string;
  api: string;
  deployDir: string;
  dbFile: string;
  /** Where this lane's provider writes its per-start local-tools secret (api/README.md). */
  toolsSecretFile: string;
  /** Where this lane's static server appends the CSP reports it receives. */
  cspReportFile: string;
}

function withSuffix(path: string, suffix: string): string {
  const dot = path.lastIndexOf('.');
  return dot > path.lastIndexOf('/') ? `${path.slice(0, dot)}${suffix}${path.slice(dot)}` : `${path}${suffix}`;
}

export function lane(index: number): Lane {
  const sitePort = E2E_PORT + index;
  const apiPort = E2E_API_PORT + index;
  return {
    index,
    sitePort,
    apiPort,
    paymentPort: E2E_PAYMENT_PORT + index,
    site: `http://localhost:${sitePort}`,
    payments: `http://localhost:${E2E_PAYMENT_PORT + index}`,
    api: `http://localhost:${apiPort}`,
    deployDir: index === 0 ? E2E_DEPLOY_DIR : `${E2E_DEPLOY_DIR}-lane${index}`,
    dbFile: index === 0 ? E2E_DB_FILE : withSuffix(E2E_DB_FILE, `-lane${index}`),
    toolsSecretFile: join(dirname(E2E_DB_FILE), `tools-lane${index}.secret`),
    cspReportFile: join(dirname(E2E_DB_FILE), `csp-reports-lane${index}.jsonl`),
  };
}

export const LANES: Lane[] = Array.from({ length: E2E_WORKERS }, (_, i) => lane(i));

// Playwright numbers its workers 0…workers-1 in TEST_PARALLEL_INDEX (a restarted worker keeps its
// number); the runner process itself (config, global setup) has none and sees lane 0.
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (parallelIndex >= E2E_WORKERS) {
  throw new Error(
    `worker ${parallelIndex} has no lane: run with --workers at most E2E_WORKERS (${E2E_WORKERS}), or raise E2E_WORKERS`,
  );
}
/** This process's lane. */
export const LANE = lane(parallelIndex);
export const SITE = LANE.site;
export const API = LANE.api;
