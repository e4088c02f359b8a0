// The release service inside a storefront server, over a deploy folder of its own: beacons with
// page tokens and per-client limits (each client its own loopback address), the automatic abort,
// and what `pnpm release status` reads of what the server counted.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderStorage, readFolderHealth, readState } from '@shop/release';
import { BEACON_PATH, MAX_BEACON_BYTES, type ReleaseEndpoints } from '@shop/release/service';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startStorefrontServer } from './server';

const registry = {
  remotes: {
    mf_basket: {
      folder: 'mf-basket',
      live: '1.0.0',
      canary: { version: '1.0.1', share: 50, since: new Date().toISOString() },
      history: [
        { action: 'publish', version: '1.0.0', at: 't0', by: 'Rita' },
        { action: 'canary', version: '1.0.1', share: 50, previous: '1.0.0', at: 't1', by: 'Rita' },
      ],
    },
  },
};
const beacon = (fields: Record<string, unknown>) =>
  JSON.stringify({ remote: 'mf_basket', version: '1.0.1', outcome: 'loaded', stage: 'mount', token: 't', ...fields });

/** A POST from its own loopback address: each client of the per-client limit is one address. */
interface Posted {
  status: number | undefined;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}
function post(site: string, body: string, { from = '127.0.0.1', type = 'application/json' } = {}): Promise<Posted> {
  const url = new URL(BEACON_PATH, site);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': type },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs `count` calls of `make(i)`, `width` at a time. */
async function inParallel<T>(count: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += width) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, count - i) }, (_, j) => make(i + j)))));
  }
  return out;
}

describe('POST /__release/beacon on the storefront server', () => {
  const deploy = mkdtempSync(join(tmpdir(), 'release-beacon-'));
  let server: Server;
  let site: string;
  let release: ReleaseEndpoints;
  beforeAll(async () => {
    writeFileSync(join(deploy, 'registry.json'), JSON.stringify(registry));
    writeFileSync(
      join(deploy, 'index.html'),
      '<!doctype html><html><head><title>shop</title></head><body><main id="main-region"></main></body></html>',
    );
    process.env.RELEASE_ABORT_MIN_LOADS = '10';
    const started = await startStorefrontServer({ port: 0, root: deploy });
    delete process.env.RELEASE_ABORT_MIN_LOADS;
    server = started.server;
    release = started.release;
    site = `http://localhost:${started.port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(deploy, { recursive: true, force: true });
  });
  const state = () => JSON.parse(readFileSync(join(deploy, 'registry.json'), 'utf8')).remotes.mf_basket;
  /** A page's token, as the shell reads it. */
  const pageToken = async () => {
    const html = await (await fetch(`${site}/cart`)).text();
    return /<meta name="shop-release-token" content="([^"]+)"/.exec(html)?.[1] ?? '';
  };
  /** What a shopper's browser sends after one page load: a new page, its token, one outcome. */
  const shopper = async (i: number, fields: Record<string, unknown>, token?: string) =>
    post(site, beacon({ token: token ?? release.tokens.issue(), ...fields }), { from: `127.0.1.${1 + (i % 250)}` });

  it('every page carries a fresh token; a beacon without one, or a forged or reused one, counts nothing', async () => {
    const [a, b] = [await pageToken(), await pageToken()];
    assert.match(a, /^[0-9a-z]+\.[\w-]{12}\.[\w-]{22}$/);
    assert.notEqual(a, b);
    const plain = await post(site, beacon({ token: a }), { type: 'text/plain' });
    assert.equal(plain.status, 415);
    assert.equal(plain.headers['x-content-type-options'], 'nosniff');
    assert.equal((await post(site, beacon({ token: a, stage: 'x'.repeat(MAX_BEACON_BYTES) }))).status, 413);
    const unknown = await post(site, beacon({ token: a, version: '9.9.9' }));
    assert.deepEqual([unknown.status, unknown.text], [400, 'not a live or canary version of mf_basket']);
    // Today's main counted anonymous beacons: 50 of them aborted a healthy canary in 0.09 s.
    const anonymous = await inParallel(50, 10, (i) =>
      post(site, beacon({ token: undefined, outcome: 'failed', stage: 'load' }).replace(',"token":undefined', ''), {
        from: `127.0.2.${i + 1}`,
      }),
    );
    assert.deepEqual([...new Set(anonymous.map((r) => r.status))], [400]);
    const forged = await inParallel(50, 10, (i) =>
      post(site, beacon({ token: `${a.slice(0, -3)}abc`, outcome: 'failed', stage: 'load' }), {
        from: `127.0.2.${i + 1}`,
      }),
    );
    assert.deepEqual([...new Set(forged.map((r) => r.status))], [403]);
    assert.equal((await post(site, beacon({ token: a }))).status, 204);
    const replayed = await inParallel(50, 10, (i) =>
      post(site, beacon({ token: a, outcome: 'failed', stage: 'load' }), { from: `127.0.3.${i + 1}` }),
    );
    assert.deepEqual([...new Set(replayed.map((r) => r.status))], [409]);
    assert.equal(state().canary.version, '1.0.1', 'the canary runs on');
    const metrics = await release.metrics.registry.getSingleMetricAsString('storefront_remote_page_loads_total');
    assert.match(metrics, /remote="mf_basket",version="1\.0\.1",outcome="loaded",stage="mount"} 1$/m);
    assert.doesNotMatch(metrics, /outcome="failed"/);
  });

  it('each client has a limit: thousands of outcomes from one cannot mask a failing canary', async () => {
    // One client with 2,000 real page tokens (2,000 page loads) reports the canary healthy; today's
    // main counted them all and a failing canary looked 1.2 % bad.
    const flood = await inParallel(2000, 25, () =>
      post(site, beacon({ token: release.tokens.issue() }), { from: '127.0.4.1' }),
    );
    const counted = flood.filter((r) => r.status === 204).length;
    assert.equal(counted, 120, 'RELEASE_BEACON_LIMIT: 120 a minute');
    const limited = flood.find((r) => r.status === 429);
    assert.ok(Number(limited?.headers['retry-after']) > 0);
    assert.equal(state().canary.version, '1.0.1');
    // Forty shoppers, each on their own address; 12 of them cannot load the canary.
    const real = await inParallel(40, 10, (i) => shopper(i, i < 12 ? { outcome: 'failed', stage: 'load' } : {}));
    // Counted until the abort; after it, the canary is no longer a version the site serves (400).
    const counted2 = real.findIndex((r) => r.status !== 204);
    assert.ok(counted2 > 0 && real.slice(counted2).every((r) => r.status === 400), real.map((r) => r.status).join());
    const record = state();
    assert.equal(record.canary, undefined, 'aborted');
    assert.equal(record.live, '1.0.0');
    assert.deepEqual(record.history.at(-1), {
      action: 'abort',
      version: '1.0.1',
      at: record.history.at(-1).at,
      withdrew: '1.0.1',
    });
    // Late beacons for the withdrawn version count nothing.
    assert.equal((await shopper(0, { outcome: 'failed', stage: 'load' })).status, 400);
    assert.equal((await fetch(`${site}/.release/health`)).status, 404);
  });

  it('the deploy folder keeps what `pnpm release status` shows: each version’s page loads, the abort with its reason', async () => {
    release.close();
    // The counts this server saved (status adds up every server's file: release-cli status.ts).
    const slots = Object.values(readFolderHealth(deploy, { windowMinutes: 15 }).remotes.mf_basket?.['1.0.1'] ?? {});
    const sum = (outcome: 'loaded' | 'failed') => slots.reduce((total, slot) => total + slot[outcome], 0);
    assert.ok(sum('loaded') > 0 && sum('failed') > 0, 'the canary’s page loads, the failed ones among them');
    // The release state status prints its lines from (release-cli cli.test.ts prints an abort's).
    const record = (await readState(folderStorage(deploy))).remotes.mf_basket;
    assert.equal(record?.live, '1.0.0');
    const abort = record?.history.at(-1);
    assert.deepEqual(
      [abort?.action, abort?.version, abort?.withdrew, abort?.by],
      ['abort', '1.0.1', '1.0.1', 'release-service'],
    );
    assert.match(
      abort?.reason ?? '',
      /^automatic: failure rate \d+\.\d % \(\d+ failed of \d+ page loads in \d+ s\) against 0\.0 % for the live version; more than 2 points over at least 10 loads$/,
    );
  });
});
