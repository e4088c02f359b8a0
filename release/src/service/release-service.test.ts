// The release service's analysis over a deploy folder of its own and a health source the test
// controls: steps taken when healthy over the pause, the promote after the last, the abort and its
// notices (a webhook line and the shop's mail call, both caught here), and an abort that lost to a
// release manager's promote.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { release } from '../commands/apply';
import { type DeployStorage, folderStorage, readState } from '../deploy-store';
import { rateOf } from '../health/rules';
import { createNotifier } from './notify';
import { createReleaseService } from './release-service';

const work = mkdtempSync(join(tmpdir(), 'release-service-'));
const settings = { abortRate: 2, minLoads: 20, windowMinutes: 15, analysisSeconds: 1 };
const quiet = { error: () => undefined, log: () => undefined };

function deployFolder(name: string) {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'shell', metaData: {}, shared: [] }));
  for (const version of ['1.0.0', '1.0.1']) {
    mkdirSync(join(dir, 'mf-basket', version), { recursive: true });
    const manifest = {
      name: 'mf_basket',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [],
    };
    writeFileSync(join(dir, 'mf-basket', version, 'mf-manifest.json'), JSON.stringify(manifest));
  }
  return folderStorage(dir);
}
/** The fixture's versions are published past the gates (the gates are the release tool's: release-cli). */
const noGates = () => [];
const basketOf = async (storage: DeployStorage): Promise<any> => (await readState(storage)).remotes.mf_basket;
const basket = (verb: any, extra = {}) => ({
  verb,
  folder: 'mf-basket',
  container: 'mf_basket',
  force: 'fixture',
  ...extra,
});

/** A health source returning what the test sets, per version. */
function fakeHealth() {
  const counts = new Map<string, ReturnType<typeof rateOf>>();
  return {
    set: (version: string, loaded: number, failed: number) => counts.set(version, rateOf(loaded, failed)),
    counts: async (_remote: string, version: string) => counts.get(version) ?? rateOf(0, 0),
  };
}

let hook: Server;
let hookUrl: string;
const notices: any[] = [];
beforeAll(async () => {
  hook = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      notices.push({ path: req.url, secret: req.headers['x-release-notice-secret'], body: JSON.parse(body) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`;
});
afterAll(() => {
  hook.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the canary analysis', () => {
  it('takes each step when healthy over its pause, then promotes; not before the pause, not without loads', async () => {
    const storage = deployFolder('steps');
    await release(basket('publish', { version: '1.0.0' }), { storage, by: 'setup', publishGates: noGates });
    await release(basket('publish', { version: '1.0.1', canary: '10,50', pause: '2s' }), {
      storage,
      by: 'Rita',
      publishGates: noGates,
    });
    const health = fakeHealth();
    let now = Date.now();
    const service = createReleaseService({
      storage,
      health,
      settings,
      notify: async () => undefined,
      log: quiet,
      now: () => now,
    });
    const canary = async () => (await basketOf(storage)).canary;
    health.set('1.0.1', 30, 0);
    await service.tick();
    assert.equal((await canary()).share, 10, 'the pause has not passed');
    now += 2500;
    health.set('1.0.1', 5, 0);
    await service.tick();
    assert.equal((await canary()).share, 10, 'too few page loads over the pause to judge');
    health.set('1.0.1', 30, 0);
    await service.tick();
    const stepped = await canary();
    assert.deepEqual({ share: stepped.share, steps: stepped.steps }, { share: 50, steps: [] });
    now = Date.parse(stepped.stepSince) + 1000;
    await service.tick();
    assert.equal((await canary()).share, 50, 'the next step waits its own pause');
    now = Date.parse(stepped.stepSince) + 2500;
    await service.tick();
    const record = await basketOf(storage);
    assert.equal(record.canary, undefined);
    assert.equal(record.live, '1.0.1');
    assert.deepEqual(
      record.history.slice(-2).map((step: any) => [step.action, step.share, step.by]),
      [
        ['share', 50, 'release-service'],
        ['promote', 50, 'release-service'],
      ],
    );
    assert.match(
      record.history.at(-1).reason,
      /^automatic: healthy over the pause, failure rate 0\.0 % \(0 failed of 30 page loads in 3 s\)/,
    );
  });

  it('aborts a canary failing more than the live version, and tells the release managers by mail and webhook', async () => {
    const storage = deployFolder('abort');
    await release(basket('publish', { version: '1.0.0' }), { storage, by: 'setup', publishGates: noGates });
    await release(basket('publish', { version: '1.0.1', canary: '25' }), {
      storage,
      by: 'Rita',
      publishGates: noGates,
    });
    const health = fakeHealth();
    const notify = createNotifier({
      env: { RELEASE_WEBHOOK_URL: `${hookUrl}/hook`, RELEASE_NOTICE_SECRET: 'sekret', SHOP_API_URL: hookUrl },
      log: quiet,
    });
    const service = createReleaseService({
      storage,
      health,
      settings,
      notify,
      site: 'https://shop.example',
      log: quiet,
    });
    health.set('1.0.1', 15, 5);
    health.set('1.0.0', 200, 2);
    notices.length = 0;
    await service.tick();
    const record = await basketOf(storage);
    assert.equal(record.canary, undefined);
    assert.match(record.history.at(-1).reason, /failure rate 25\.0 % .* against 1\.0 % for the live version/);
    // Today's main told nobody.
    const webhook = notices.find((n) => n.path === '/hook');
    assert.match(webhook.body.text, /^mf-basket canary 1\.0\.1 aborted: automatic: failure rate 25\.0 %/);
    assert.deepEqual(
      { event: webhook.body.event, version: webhook.body.version, site: webhook.body.site },
      { event: 'abort', version: '1.0.1', site: 'https://shop.example' },
    );
    const mail = notices.find((n) => n.path === '/__release-notice');
    assert.equal(mail.secret, 'sekret');
    assert.equal(mail.body.subject, 'mf-basket canary 1.0.1 aborted');
    assert.match(mail.body.text, /Every browser gets 1\.0\.0 again/);
  });

  it('an abort that lost to a release manager’s promote changes nothing and says so', async () => {
    const storage = deployFolder('lost');
    await release(basket('publish', { version: '1.0.0' }), { storage, by: 'setup', publishGates: noGates });
    await release(basket('publish', { version: '1.0.1', canary: '25' }), {
      storage,
      by: 'Rita',
      publishGates: noGates,
    });
    const seen = await basketOf(storage);
    await release(basket('promote'), { storage, by: 'Rita' });
    const sent: any[] = [];
    const health = fakeHealth();
    health.set('1.0.1', 10, 10);
    const service = createReleaseService({
      storage,
      health,
      settings,
      notify: async (n) => void sent.push(n),
      log: quiet,
    });
    // The service judged the canary it saw before the promote landed.
    await service.judge('mf_basket', seen);
    const record = await basketOf(storage);
    assert.equal(record.live, '1.0.1');
    assert.equal(record.history.at(-1).action, 'promote');
    assert.equal(sent.length, 1);
    assert.match(sent[0].subject, /mf-basket canary 1\.0\.1 could not be aborted/);
    assert.match(sent[0].text, /it went live for everyone first \(promote by Rita at .*\)/);
  });
});
