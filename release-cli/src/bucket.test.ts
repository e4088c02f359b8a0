// Releasing to an S3-compatible bucket: a local S3 server (s3rver) started here on a free port,
// the storefront read back from the bucket over plain HTTP as a CDN would. Publish, canary and
// rollback; versioned folders before the registry; a rollback writes the registry alone.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bucketStorage, s3Client } from '@shop/release/bucket';
import S3rver, { type S3Record } from 's3rver';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runCli, runRelease } from './run';

const BUCKET = 'storefront';
const work = mkdtempSync(join(tmpdir(), 'release-bucket-'));
const deploy = join(work, 'deploy');
process.env.DEPLOY_DIR = deploy;
process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';

// A local build of the shell (version 1.0.0: its page and manifest in shell/1.0.0/, its hashed
// file in shell/assets/) and three versions of mf-basket, as scripts/build-app.mjs leaves them,
// each built clean and with a passing test run of its commit.
const COMMIT = 'feed123'.padEnd(40, '0');
const records = join(work, 'records');
process.env.TEST_RECORDS_DIR = records;
function writeFile(path: string, text: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}
writeFile(join(records, `${COMMIT}.json`), '{"passed":true}');
const info = JSON.stringify({ commit: COMMIT, dirty: false });
writeFile(
  join(deploy, 'shell', '1.0.0', 'index.html'),
  '<!doctype html><title>shop</title><script src="/shell/assets/main.1a2b.js"></script>',
);
writeFile(join(deploy, 'shell', '1.0.0', 'assets.json'), JSON.stringify(['shell/assets/main.1a2b.js']));
writeFile(join(deploy, 'shell', '1.0.0', '.build-info.json'), info);
writeFile(join(deploy, 'shell', 'assets', 'main.1a2b.js'), 'console.log("shell")');
writeFile(
  join(deploy, 'shell', '1.0.0', 'mf-manifest.json'),
  JSON.stringify({ name: 'shell', metaData: { pluginVersion: '2.9.3' }, shared: [] }),
);
for (const version of ['1.0.0', '1.0.1', '1.0.2']) {
  const dir = join(deploy, 'mf-basket', version);
  writeFile(join(dir, 'remoteEntry.js'), `/* mf-basket ${version} */`);
  writeFile(join(dir, 'static', 'js', `app.${version}.js`), `/* app ${version} */`);
  writeFile(join(dir, '.build-info.json'), info);
  const exposes = [{ name: 'app', assets: { js: { sync: [`static/js/app.${version}.js`] }, css: { sync: [] } } }];
  const manifest = { name: 'mf_basket', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes };
  writeFile(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
}

let server: S3rver;
let endpoint: string;
let storage: ReturnType<typeof bucketStorage>;
/** The keys the bucket was sent, in order. */
const puts: string[] = [];
beforeAll(async () => {
  server = new S3rver({
    port: 0,
    address: 'localhost',
    silent: true,
    directory: join(work, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  // What a reader of the bucket sees change (the release state's own objects under .release/ aside).
  server.on('event', (event) => {
    const [{ eventName, s3 }] = event.Records as [S3Record];
    if (eventName.startsWith('ObjectCreated') && !s3.object.key.startsWith('.release/')) puts.push(s3.object.key);
  });
  const { port } = await server.run();
  endpoint = `http://localhost:${port}`;
  Object.assign(process.env, { RELEASE_S3_BUCKET: BUCKET, RELEASE_S3_ENDPOINT: endpoint, AWS_REGION: 'eu-west-2' });
  storage = bucketStorage({ client: s3Client({ endpoint, region: 'eu-west-2' }), bucket: BUCKET });
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

/** A GET of the bucket over HTTP, as the CDN in front of it would make. */
async function cdn(key: string) {
  const res = await fetch(`${endpoint}/${BUCKET}/${key}`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}
const registry = async () => JSON.parse((await cdn('registry.json')).text).remotes.mf_basket;
const basket = (verb: any, extra = {}) => ({ verb, folder: 'mf-basket', container: 'mf_basket', ...extra });

describe('release to an S3-compatible bucket', () => {
  it('publish shell puts its hashed files and version folder in the bucket, then the state, then the page', async () => {
    assert.match(await runCli(['publish', 'shell', '1.0.0', '--reason', 'first']), /published shell 1\.0\.0/);
    assert.deepEqual(puts.splice(0), [
      'shell/assets/main.1a2b.js',
      'shell/1.0.0/.build-info.json',
      'shell/1.0.0/assets.json',
      'shell/1.0.0/index.html',
      'shell/1.0.0/mf-manifest.json',
      'registry.json',
      'mf-manifest.json',
      'index.html',
    ]);
    const page = await cdn('index.html');
    assert.equal(page.status, 200);
    assert.match(page.type ?? '', /^text\/html/);
    assert.match(page.text, /main\.1a2b\.js/);
  });

  it('publish uploads the version folder first and the registry last; the files it names are served', async () => {
    assert.match(await runCli(['publish', 'mf-basket', '1.0.0', '--reason', 'first']), /published mf-basket 1\.0\.0/);
    assert.deepEqual(puts.splice(0), [
      'mf-basket/1.0.0/.build-info.json',
      'mf-basket/1.0.0/remoteEntry.js',
      'mf-basket/1.0.0/static/js/app.1.0.0.js',
      'mf-basket/1.0.0/mf-manifest.json',
      'registry.json',
    ]);
    const record = await registry();
    assert.equal(record.live, '1.0.0');
    for (const file of ['mf-manifest.json', ...record.firstCode.app.js]) {
      assert.equal((await cdn(`mf-basket/1.0.0/${file}`)).status, 200, file);
    }
    await runRelease(basket('publish', { version: '1.0.1' }), { storage, by: 'test' });
    assert.equal(puts.at(-1), 'registry.json');
    puts.length = 0;
  });

  it('a canary, its promotion, and a rollback that writes the registry alone', async () => {
    await runCli(['publish', 'mf-basket', '1.0.2', '--canary', '10']);
    assert.deepEqual((await registry()).canary.version, '1.0.2');
    assert.equal((await registry()).canary.share, 10);
    await runCli(['promote', 'mf-basket']);
    assert.equal((await registry()).live, '1.0.2');
    puts.length = 0;
    assert.match(await runCli(['rollback', 'mf-basket']), /rolled back mf-basket to 1\.0\.1 \(withdrew 1\.0\.2\)/);
    assert.deepEqual(puts, ['registry.json']);
    assert.equal((await registry()).live, '1.0.1');
    assert.match(await runCli(['status', 'mf-basket']), /mf-basket: live 1\.0\.1 \(rollback at /);
    // The public copy has no names or reasons; the state (not public) keeps them.
    assert.doesNotMatch((await cdn('registry.json')).text, /"by"|"reason"/);
    assert.match(
      await runCli(['status', 'shell']),
      /shell: live 1\.0\.0 \(publish at .*\n.*publish\s+1\.0\.0\s+by .*— "first"/,
    );
  });

  it('a version that is not built is refused and the bucket keeps its registry', async () => {
    const before = (await cdn('registry.json')).text;
    puts.length = 0;
    await assert.rejects(
      runCli(['publish', 'mf-basket', '9.9.9']),
      /mf-basket 9\.9\.9 is not built: .* missing in bucket storefront/,
    );
    assert.deepEqual(puts, []);
    assert.equal((await cdn('registry.json')).text, before);
    assert.equal((await cdn('registry.json')).type, 'application/json; charset=utf-8');
  });
});
