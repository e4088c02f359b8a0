import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from '@playwright/test';
import { E2E_PORT, LANE, PROMETHEUS, RELEASE_MANAGERS, RELEASE_NOTICE_SECRET, STOREFRONT_SERVER } from '../env';
import { expect, test } from './fixtures';
import { build, liveVersion, release, releaseEnv } from './release-helpers';

// Health from every server, on Prometheus. Two storefront servers share one deploy
// folder (then one bucket); each exports its page-load counts on its own metrics port; a real
// Prometheus scrapes both every second; the release service of either server reads the sum. A
// broken canary whose failures are spread over both servers is aborted at the same count as on one
// server (RELEASE_ABORT_MIN_LOADS, 10 here to keep the drill short), where each server's own counts
// alone would never get there.
const root = join(import.meta.dirname, '..', '..');
/** The local S3-compatible server of the bucket drill (a dependency of this package). */
const S3RVER = pathToFileURL(createRequire(import.meta.url).resolve('s3rver')).href;
const BROKEN = '1.0.9-prom-broken';
const MIN_LOADS = 10;
/** This lane's ports for the drill: two servers, their metrics, Prometheus, a webhook. */
const base = E2E_PORT + 80 + LANE.index * 10;
const PORTS = {
  sites: [base, base + 1],
  metrics: [base + 2, base + 3],
  prometheus: base + 4,
  webhook: base + 5,
  s3: base + 7,
};
const SITES = PORTS.sites.map((port) => `http://localhost:${port}`);
const S3_BUCKET = 'storefront';

const children: ChildProcess[] = [];
function spawnLogged(command: string, args: string[], env: Record<string, string>, name: string) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], cwd: root });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => lines.push(`[${name}] ${chunk}`));
  children.push(child);
  return { child, lines };
}
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
async function waitFor(url: string, ok = (status: number) => status === 200) {
  for (let i = 0; i < 100; i++) {
    try {
      if (ok((await fetch(url)).status)) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** A fresh browser in the canary's half loads the sign-in page from `site`: it fails, then recovers on live. */
async function canaryShopper(browser: Browser, site: string) {
  const context = await browser.newContext({ baseURL: site });
  await context.addInitScript(() => localStorage.setItem('shop:release-buckets', JSON.stringify({ mf_account: 0 })));
  const page = await context.newPage();
  await page.goto('/auth/login');
  const region = page.locator('[data-app="mf_account"]');
  // A failed load, a retry and a reload onto the live version: seconds, more on a busy machine.
  await expect(region.locator('h1').first()).toBeVisible({ timeout: 45_000 });
  const version = await region.getAttribute('data-version');
  await context.close();
  return version;
}

/** Each server's own count of the canary's failed page loads, from its metrics port. */
async function failuresPerServer() {
  const counts: number[] = [];
  for (const port of PORTS.metrics) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const lines = text.split('\n').filter((l) => l.includes(`version="${BROKEN}"`) && l.includes('outcome="failed"'));
    counts.push(lines.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0));
  }
  return counts;
}

test.describe
  .serial('release health from every server, on Prometheus', { tag: ['@shell', '@mf-account'] }, () => {
    let work = '';
    let deploy = '';
    let live = '';
    let prometheus: ChildProcess | null = null;
    let webhook: Server;
    const hooks: { text: string; event: string; version: string }[] = [];
    let servers: ChildProcess[] = [];

    test.beforeAll(async () => {
      if (!existsSync(PROMETHEUS)) {
        throw new Error(`Prometheus is missing at ${PROMETHEUS}: npm test installs Debian's prometheus package`);
      }
      live = liveVersion('mf_account');
      work = mkdtempSync(join(tmpdir(), 'e2e-prometheus-'));
      // The lane's builds, a broken one among them (its container file goes below), in a folder of its own.
      rmSync(join(LANE.deployDir, 'mf-account', BROKEN), { recursive: true, force: true });
      build('mf-account', BROKEN);
      deploy = join(work, 'deploy');
      const skipped = ['.build', join('.release', 'health'), join('.release', 'beacon-secret')].map((p) =>
        join(LANE.deployDir, p),
      );
      cpSync(LANE.deployDir, deploy, {
        recursive: true,
        filter: (path) => !skipped.some((skip) => path.startsWith(skip)),
      });
      rmSync(join(deploy, 'mf-account', BROKEN, 'remoteEntry.js'));
      const config = join(work, 'prometheus.yml');
      writeFileSync(
        config,
        [
          'global: { scrape_interval: 1s, evaluation_interval: 1s }',
          'scrape_configs:',
          '  - job_name: storefront',
          `    static_configs: [{ targets: [${PORTS.metrics.map((p) => `'127.0.0.1:${p}'`).join(', ')}] }]`,
        ].join('\n'),
      );
      prometheus = spawnLogged(
        PROMETHEUS,
        [
          `--config.file=${config}`,
          `--storage.tsdb.path=${join(work, 'tsdb')}`,
          `--web.listen-address=127.0.0.1:${PORTS.prometheus}`,
          '--log.level=warn',
        ],
        {},
        'prometheus',
      ).child;
      webhook = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => {
          body += chunk;
        });
        req.on('end', () => {
          hooks.push(JSON.parse(body));
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => webhook.listen(PORTS.webhook, '127.0.0.1', resolve));
      await waitFor(`http://127.0.0.1:${PORTS.prometheus}/-/ready`);
    });

    test.afterAll(async () => {
      releaseEnv({});
      for (const child of children) await stop(child);
      webhook?.close();
      rmSync(work, { recursive: true, force: true });
    });

    /** Two storefront servers over the drill's folder (and a bucket, with `extra`). */
    async function startStorefrontServers(extra: Record<string, string> = {}) {
      servers = PORTS.sites.map(
        (port, i) =>
          spawnLogged(
            process.execPath,
            STOREFRONT_SERVER,
            {
              PORT: String(port),
              DEPLOY_DIR: deploy,
              SHOP_API_URL: LANE.api,
              SHOP_PAYMENT_URL: LANE.payments,
              SHOP_FIREBASE_EMULATOR: `localhost:${LANE.apiPort}`,
              RELEASE_METRICS_PORT: String(PORTS.metrics[i]),
              RELEASE_PROMETHEUS_URL: `http://127.0.0.1:${PORTS.prometheus}`,
              RELEASE_ANALYSIS_SECONDS: '1',
              RELEASE_ABORT_MIN_LOADS: String(MIN_LOADS),
              RELEASE_BEACON_LIMIT: '100000',
              RELEASE_WEBHOOK_URL: `http://127.0.0.1:${PORTS.webhook}/hook`,
              RELEASE_NOTICE_SECRET,
              ...extra,
            },
            `server ${i + 1}`,
          ).child,
      );
      for (const site of SITES) await waitFor(`${site}/__health`);
    }

    /**
     * Fresh canary shoppers, one on each server in turn, until the canary is gone: returns how
     * many failed page loads it took. None may be aborted before MIN_LOADS.
     */
    async function drill(browser: Browser, canaryRunning: () => Promise<boolean>) {
      let shoppers = 0;
      while ((await canaryRunning()) && shoppers < MIN_LOADS + 16) {
        // Two shoppers on each server at a time.
        const versions = await Promise.all([...SITES, ...SITES].map((site) => canaryShopper(browser, site)));
        shoppers += versions.length;
        for (const version of versions) expect(version).toBe(live);
        if (shoppers < MIN_LOADS) expect(await canaryRunning(), `aborted after only ${shoppers}`).toBe(true);
        // The two servers' counts together have reached the threshold, each below it: no more
        // shoppers, the abort is the release service's to make. Shoppers sent while its judgement
        // and the registry's change are on their way would take each server's own count to the
        // threshold too (20 shoppers, 10 a server, in one bucket-mode run), and the drill would no
        // longer show that only the sum could have aborted.
        const perServer = await failuresPerServer();
        if (perServer.reduce((sum, own) => sum + own, 0) >= MIN_LOADS) break;
      }
      await expect.poll(canaryRunning, { timeout: 60_000, message: 'the canary is aborted' }).toBe(false);
      return shoppers;
    }

    async function expectAbortNotices(before: number) {
      await expect.poll(() => hooks.length, { timeout: 10_000 }).toBeGreaterThan(before);
      const notice = hooks[before];
      expect(notice).toMatchObject({ event: 'abort', version: BROKEN });
      expect(notice?.text).toMatch(new RegExp(`^mf-account canary ${BROKEN.replace(/\./g, '\\.')} aborted: automatic`));
      // Both servers judged; one abort won the compare-and-set, so one notice.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(hooks.length).toBe(before + 1);
    }

    const abortReason = (status: string) =>
      new RegExp(
        `abort\\s+${BROKEN.replace(/\./g, '\\.')}\\s+withdrew \\S+\\s+by release-service\\s+— "automatic: failure rate 100\\.0 % \\((\\d+) failed of (\\d+) page loads`,
      ).exec(status);

    test('folder mode: two servers, failures spread over both, aborted at the one-server count', async ({
      browser,
      request,
    }) => {
      test.setTimeout(360_000);
      releaseEnv({ DEPLOY_DIR: deploy });
      await startStorefrontServers();
      release('publish', 'mf-account', BROKEN, '--canary', '50', '--pause', '1h', '--reason', 'e2e: Prometheus drill');
      const started = Date.now();
      const shoppers = await drill(browser, async () => /^\s+canary \S+ to /m.test(release('status', 'mf-account')));
      const status = release('status', 'mf-account');
      const reason = abortReason(status);
      expect(reason, status).not.toBeNull();
      const counted = Number(reason?.[1]);
      console.log(
        `[measure] folder mode: aborted after ${shoppers} canary shoppers, ${counted} failed loads counted, ${((Date.now() - started) / 1000).toFixed(1)} s; per server ${await failuresPerServer()}`,
      );
      expect(counted).toBeGreaterThanOrEqual(MIN_LOADS);
      // Neither server reached the count on its own: only the sum did.
      for (const own of await failuresPerServer()) expect(own).toBeLessThan(MIN_LOADS);
      await expectAbortNotices(0);
      const mail = await request.get(`${LANE.api}/__local/mailbox?to=${encodeURIComponent(RELEASE_MANAGERS)}`);
      const mails = (await mail.json()).data as { subject: string }[];
      expect(mails.map((m) => m.subject)).toContain(`[release] mf-account canary ${BROKEN} aborted`);
      for (const server of servers) await stop(server);
    });

    test('bucket mode: the same with the release state in a bucket', async ({ browser }) => {
      test.setTimeout(360_000);
      // A local S3-compatible server in a process of its own: the release tool runs synchronously
      // here (execFileSync) and would otherwise wait on a server its own wait is blocking.
      const s3 = spawnLogged(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import S3rver from ${JSON.stringify(S3RVER)};
           await new S3rver({ port: ${PORTS.s3}, address: '127.0.0.1', silent: true,
             directory: ${JSON.stringify(join(work, 's3'))}, configureBuckets: [{ name: '${S3_BUCKET}' }] }).run();
           console.log('ready');`,
        ],
        {},
        's3',
      );
      await expect.poll(() => s3.lines.join(''), { timeout: 15_000 }).toContain('ready');
      const endpoint = `http://127.0.0.1:${PORTS.s3}`;
      try {
        const bucket = {
          RELEASE_S3_BUCKET: S3_BUCKET,
          RELEASE_S3_ENDPOINT: endpoint,
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
          AWS_REGION: 'eu-west-2',
        };
        releaseEnv({ DEPLOY_DIR: deploy, ...bucket });
        // The shell and mf-account as they are live here go into the bucket (the sign-in page needs
        // no other remote), then the broken canary.
        const shellVersion = readFileSync(join(deploy, 'shell', 'LATEST_BUILD'), 'utf8').trim();
        release('publish', 'shell', shellVersion, '--reason', 'e2e: into the bucket');
        release('publish', 'mf-account', live, '--reason', 'e2e: into the bucket');
        await startStorefrontServers(bucket);
        release('publish', 'mf-account', BROKEN, '--canary', '50', '--pause', '1h', '--reason', 'e2e: bucket drill');
        const inBucket = async () => (await (await fetch(`${endpoint}/${S3_BUCKET}/registry.json`)).json()).remotes;
        expect((await inBucket()).mf_account.canary.version).toBe(BROKEN);
        const before = hooks.length;
        const shoppers = await drill(browser, async () => Boolean((await inBucket()).mf_account.canary));
        const status = release('status', 'mf-account');
        const reason = abortReason(status);
        expect(reason, status).not.toBeNull();
        console.log(
          `[measure] bucket mode: aborted after ${shoppers} canary shoppers, ${reason?.[1]} failed loads counted`,
        );
        expect(Number(reason?.[1])).toBeGreaterThanOrEqual(MIN_LOADS);
        for (const own of await failuresPerServer()) expect(own).toBeLessThan(MIN_LOADS);
        await expectAbortNotices(before);
      } finally {
        for (const server of servers) await stop(server);
        await stop(s3.child);
      }
    });
  });
