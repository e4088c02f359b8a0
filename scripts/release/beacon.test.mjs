// The release service over a deploy folder of its own: beacons through scripts/serve.mjs, the
// automatic abort, and `pnpm release status` reading what the server counted.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startStaticServer } from '../serve.mjs';
import { BEACON_PATH, MAX_BEACON_BYTES, readBeacon } from './beacon.mjs';

const registry = {
  remotes: {
    mf_basket: {
      folder: 'mf-basket',
      live: '1.0.0',
      canary: { version: '1.0.1', share: 50, since: 't1' },
      history: [
        { action: 'publish', version: '1.0.0', at: 't0', by: 'Rita' },
        { action: 'canary', version: '1.0.1', share: 50, previous: '1.0.0', at: 't1', by: 'Rita' },
      ],
    },
  },
};
const beacon = (fields) =>
  JSON.stringify({ remote: 'mf_basket', version: '1.0.1', outcome: 'loaded', stage: 'mount', ...fields });

describe('reading a beacon', () => {
  it('takes a live or canary version of a known remote, and says which', () => {
    assert.equal(readBeacon(beacon({}), registry).event.role, 'canary');
    assert.deepEqual(readBeacon(beacon({ version: '1.0.0', outcome: 'failed', stage: 'render' }), registry).event, {
      remote: 'mf_basket',
      version: '1.0.0',
      outcome: 'failed',
      stage: 'render',
      role: 'live',
    });
  });

  it('refuses anything else with a reason, and never takes a count from the client', () => {
    const refused = (text) => readBeacon(text, registry).error;
    assert.equal(refused('{'), 'a beacon is JSON');
    assert.equal(refused('[1]'), 'a beacon is a JSON object');
    assert.match(refused(beacon({ count: 1000 })), /exactly remote, version, outcome and stage/);
    assert.equal(refused(beacon({ remote: 'mf_nothing' })), 'unknown remote');
    assert.equal(refused(beacon({ remote: '__proto__' })), 'unknown remote');
    assert.equal(refused(beacon({ version: '0.9.0' })), 'not a live or canary version of mf_basket');
    assert.equal(refused(beacon({ version: 7 })), 'not a live or canary version of mf_basket');
    assert.match(refused(beacon({ outcome: 'great' })), /outcome is "loaded"/);
    assert.match(refused(beacon({ outcome: 'failed', stage: 'unmount' })), /outcome is "loaded"/);
    assert.match(refused(beacon({ outcome: 'loaded', stage: 'load' })), /outcome is "loaded"/);
  });
});

describe('POST /__release/beacon on the storefront server', () => {
  const deploy = mkdtempSync(join(tmpdir(), 'release-beacon-'));
  let server;
  let site;
  before(async () => {
    writeFileSync(join(deploy, 'registry.json'), JSON.stringify(registry));
    process.env.RELEASE_ABORT_MIN_LOADS = '10';
    const started = await startStaticServer({ port: 0, root: deploy });
    delete process.env.RELEASE_ABORT_MIN_LOADS;
    server = started.server;
    site = `http://localhost:${started.port}`;
  });
  after(() => {
    server.close();
    rmSync(deploy, { recursive: true, force: true });
  });
  const post = (body, type = 'application/json') =>
    fetch(site + BEACON_PATH, { method: 'POST', headers: { 'content-type': type }, body });
  const readRegistry = () => JSON.parse(readFileSync(join(deploy, 'registry.json'), 'utf8')).remotes.mf_basket;
  const send = async (times, fields) => {
    for (let i = 0; i < times; i++) assert.equal((await post(beacon(fields))).status, 204);
  };

  it('refuses a wrong type, an oversized body or an unknown version, with the server headers, counting nothing', async () => {
    const plain = await post(beacon({}), 'text/plain');
    assert.equal(plain.status, 415);
    assert.equal(plain.headers.get('x-content-type-options'), 'nosniff');
    assert.match(plain.headers.get('permissions-policy'), /camera=\(\)/);
    assert.equal((await post(beacon({ stage: 'x'.repeat(MAX_BEACON_BYTES) }))).status, 413);
    const unknown = await post(beacon({ version: '9.9.9' }));
    assert.equal(unknown.status, 400);
    assert.equal(await unknown.text(), 'not a live or canary version of mf_basket');
    assert.equal(readRegistry().canary.version, '1.0.1');
    assert.throws(() => readFileSync(join(deploy, '.release-health.json')), /ENOENT/);
  });

  it("the live version's failures never abort; the canary is aborted once it passes the threshold", async () => {
    await send(12, { version: '1.0.0', outcome: 'failed', stage: 'mount' });
    await send(1, { outcome: 'failed', stage: 'load' });
    await send(8, {});
    assert.equal(readRegistry().canary?.version, '1.0.1', '9 page loads: under the minimum of 10');
    await send(1, { outcome: 'failed', stage: 'mount' });
    const record = readRegistry();
    assert.equal(record.canary, undefined);
    assert.equal(record.live, '1.0.0');
    assert.deepEqual(record.history.at(-1), {
      ...record.history.at(-1),
      action: 'abort',
      version: '1.0.1',
      withdrew: '1.0.1',
      by: 'release-service',
      reason: 'automatic: failure rate 20.0 % (2 failed of 10 page loads in 15 min) passed 2 % over at least 10 loads',
    });
    // The withdrawn version is no longer counted; the health file is not served.
    assert.equal((await post(beacon({ outcome: 'failed', stage: 'load' }))).status, 400);
    assert.equal((await fetch(`${site}/.release-health.json`)).status, 404);
  });

  it('`pnpm release status` shows each version’s page loads and the abort with its reason', () => {
    const run = spawnSync(process.execPath, [join(import.meta.dirname, '..', 'release.mjs'), 'status', 'mf-basket'], {
      env: { ...process.env, DEPLOY_DIR: deploy },
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /mf-basket: live 1\.0\.0 \(abort at /);
    assert.match(run.stdout, /health 12 page loads: 0 loaded, 12 failed \(100\.0 %\) in the last 15 min/);
    assert.match(
      run.stdout,
      /abort\s+1\.0\.1\s+withdrew 1\.0\.1\s+by release-service\s+— "automatic: failure rate 20\.0 %/,
    );
  });
});
