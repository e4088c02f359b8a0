// No lost update (docs/adr/010-release-state-and-health.md): every change of release state is a compare-and-set, in a deploy
// folder and in a bucket (s3rver: no conditional writes, so the lock object; and a store that has
// them, for the conditional PUT). Twenty commands at once, and a promote racing the automatic abort.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { changeState, type DeployStorage, folderStorage, Refusal, type ReleaseState, readState } from '@shop/release';
import { bucketStorage, s3Client } from '@shop/release/bucket';
import { buildSync } from 'esbuild';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runRelease } from './run';

const work = mkdtempSync(join(tmpdir(), 'release-state-'));
const records = join(work, 'records');
const COMMIT = 'abc1234'.padEnd(40, '0');
const REMOTES = ['mf-catalog', 'mf-basket', 'mf-account', 'mf-engagement'];
const VERSIONS = ['1.0.1', '1.0.2', '1.0.3', '1.0.4', '1.0.5'];
process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
process.env.TEST_RECORDS_DIR = records;
mkdirSync(records, { recursive: true });
writeFileSync(join(records, `${COMMIT}.json`), '{"passed":true}');

/** A deploy folder with a shell manifest and versions 1.0.0–1.0.5 of every remote, each built clean and tested. */
function deployFolder(name: string) {
  const dir = join(work, name);
  const put = (path: string, text: string) => {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  };
  put(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', metaData: { pluginVersion: '2.9.3' }, shared: [] }),
  );
  for (const folder of REMOTES) {
    for (const version of ['1.0.0', ...VERSIONS]) {
      const manifest = {
        name: folder.replace(/-/g, '_'),
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'app', assets: { js: { sync: [`app.${version}.js`] }, css: { sync: [] } } }],
      };
      put(join(dir, folder, version, 'mf-manifest.json'), JSON.stringify(manifest));
      put(join(dir, folder, version, `app.${version}.js`), `/* ${folder} ${version} */`);
      put(join(dir, folder, version, '.build-info.json'), JSON.stringify({ commit: COMMIT, dirty: false }));
    }
  }
  return dir;
}

const command = (verb: any, folder: string, extra = {}): any => ({
  verb,
  folder,
  container: folder.replace(/-/g, '_'),
  ...extra,
});

/**
 * Publishes 1.0.0 of every remote, then 20 publishes at once: five versions of each of four
 * remotes. Whatever the timing, every command that said it published is in the history once, and
 * every one that did not was refused with a reason and left no trace.
 */
async function twentyAtOnce(
  storage: DeployStorage,
  run: (folder: string, version: string) => Promise<string>,
): Promise<{ results: any[]; state: any }> {
  for (const folder of REMOTES)
    await runRelease(command('publish', folder, { version: '1.0.0' }), { storage, by: 'setup' });
  const jobs = REMOTES.flatMap((folder) =>
    VERSIONS.map((version) => ({ folder, version, done: run(folder, version) })),
  );
  const results: any[] = await Promise.allSettled(jobs.map((job) => job.done));
  const state: any = await readState(storage);
  jobs.forEach(({ folder, version }, i) => {
    const record = state.remotes[folder.replace(/-/g, '_')];
    const steps = record.history.filter((step: any) => step.action === 'publish' && step.version === version);
    const result = results[i];
    if (result.status === 'fulfilled') assert.equal(steps.length, 1, `${folder} ${version} said published`);
    else {
      assert.match(String(result.reason?.message), /\S/, 'refused with a reason');
      assert.equal(steps.length, 0, `${folder} ${version} was refused yet recorded`);
    }
  });
  for (const folder of REMOTES) {
    const record = state.remotes[folder.replace(/-/g, '_')];
    assert.equal(record.live, record.history.filter((step: any) => step.action === 'publish').at(-1).version);
  }
  return { results, state };
}

// Inside the package, so what the bundle still resolves at run time (the workspace's package
// files, read by @shop/build-preset's singletons) is found as it is from main.ts.
const CLI_BUNDLE = fileURLToPath(new URL(`../node_modules/.cache/state-test-${process.pid}`, import.meta.url));
afterAll(() => rmSync(CLI_BUNDLE, { recursive: true, force: true }));

/**
 * The release tool's main.ts and what it imports, bundled once by esbuild into plain JavaScript in
 * a folder of this run: twenty processes each starting tsx cost about 13 s of CPU on a 2-core machine,
 * the bundle a tenth of it. The code is the same; the bucket's SDK stays out (the folder never
 * loads it). cli.test.ts runs main.ts itself through tsx, as `pnpm release` does.
 */
function bundledCli(): string {
  const outdir = CLI_BUNDLE;
  buildSync({
    entryPoints: [fileURLToPath(new URL('./main.ts', import.meta.url))],
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir,
    outExtension: { '.js': '.mjs' },
    external: ['@aws-sdk/*'],
    // Bundled CommonJS (semver) calls require: an ES module has none of its own.
    banner: {
      js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return join(outdir, 'main.mjs');
}

describe('twenty release commands at once', () => {
  it('in a deploy folder, from twenty processes: every one succeeds and is in the history (today: 4 of 10 lost one)', async () => {
    const dir = deployFolder('folder-20');
    const main = bundledCli();
    const cli = (folder: string, version: string) =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, [main, 'publish', folder, version, '--reason', `race ${version}`], {
          env: { ...process.env, DEPLOY_DIR: dir, RELEASE_BY: `cli ${folder} ${version}` },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
        });
        child.stderr.on('data', (chunk) => {
          out += chunk;
        });
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
      });
    const { results, state } = await twentyAtOnce(folderStorage(dir), cli);
    assert.deepEqual(
      results.map((r) => r.status),
      Array(20).fill('fulfilled'),
      results.map((r) => r.reason?.message).join('\n'),
    );
    for (const r of results) assert.match(r.value, /^published mf-[a-z]+ 1\.0\.\d\n$/);
    assert.equal(state.revision, 24);
    // The public view is the newest revision's.
    assert.equal(JSON.parse(readFileSync(join(dir, 'registry.json'), 'utf8')).revision, 24);
  });
});

describe('in a bucket', () => {
  let server: S3rver;
  let endpoint: string;
  const BUCKET = 'storefront';
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: 'localhost',
      silent: true,
      directory: join(work, 's3'),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await server.run();
    endpoint = `http://localhost:${port}`;
    process.env.DEPLOY_DIR = deployFolder('bucket-local');
  });
  afterAll(async () => {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  });
  /** A storage of its own per caller, as separate processes would have; `prefix` keeps each test apart. */
  const bucket = (prefix: string) =>
    bucketStorage({ client: s3Client({ endpoint, region: 'eu-west-2' }), bucket: BUCKET, prefix });

  it('s3rver ignores If-None-Match on a PUT: the probe finds out, and changes go under the lock object', async () => {
    assert.equal(await bucket('probe/').supportsConditionalWrites(), false);
  });

  it('twenty commands at once, each with its own client: every one succeeds and is in the history', async () => {
    const started = Date.now();
    const { results, state } = await twentyAtOnce(bucket('twenty/'), (folder, version) =>
      runRelease(command('publish', folder, { version, reason: `race ${version}` }), {
        storage: bucket('twenty/'),
        by: 'cli',
      }),
    );
    assert.deepEqual(
      results.map((r) => r.status),
      Array(20).fill('fulfilled'),
      results.map((r) => r.reason?.message).join('\n'),
    );
    assert.equal(state.revision, 24);
    console.log(`[measure] 20 commands at once in a lock-object bucket: ${Date.now() - started} ms`);
  });

  for (const store of ['folder', 'bucket']) {
    it(`in a ${store}: a promote racing the automatic abort — exactly one wins, the other is refused with the reason`, async () => {
      const winners = { promote: 0, abort: 0 };
      for (let trial = 0; trial < 6; trial++) {
        const storage = store === 'folder' ? folderStorage(deployFolder(`race-${trial}`)) : bucket(`race-${trial}/`);
        const other = store === 'folder' ? folderStorage(storage.where) : bucket(`race-${trial}/`);
        await runRelease(command('publish', 'mf-basket', { version: '1.0.0' }), { storage, by: 'setup' });
        await runRelease(command('publish', 'mf-basket', { version: '1.0.1', canary: '50' }), { storage, by: 'setup' });
        const { canary } = (await readState(storage)).remotes.mf_basket as any;
        const [promote, abort]: any[] = await Promise.allSettled([
          runRelease(command('promote', 'mf-basket', { reason: 'looks fine' }), { storage, by: 'Rita' }),
          runRelease(
            command('abort', 'mf-basket', {
              version: '1.0.1',
              canarySince: canary.since,
              reason: 'automatic: failure rate 40.0 %',
            }),
            { storage: other, by: 'release-service' },
          ),
        ]);
        const record: any = (await readState(storage)).remotes.mf_basket;
        const last = record.history.at(-1);
        assert.equal([promote, abort].filter((r) => r.status === 'fulfilled').length, 1, 'exactly one wins');
        const loser = promote.status === 'rejected' ? promote : abort;
        assert.ok(loser.reason instanceof Refusal, String(loser.reason));
        assert.match(loser.reason.message, /has no canary to (promote|abort)/);
        if (promote.status === 'fulfilled') {
          winners.promote += 1;
          assert.deepEqual([record.live, last.action], ['1.0.1', 'promote']);
        } else {
          winners.abort += 1;
          // Today's main once let the promote overwrite the abort: the failing version live, no abort recorded.
          assert.deepEqual([record.live, last.action, last.by], ['1.0.0', 'abort', 'release-service']);
        }
        assert.equal(record.history.length, 3, 'publish, canary and the winner: nothing lost, nothing twice');
      }
      console.log(`[measure] ${store}: promote won ${winners.promote}, abort won ${winners.abort} of 6`);
    });
  }
});

describe('a bucket with conditional writes', () => {
  it('creates a revision with one conditional PUT; a second create of it is refused (412)', async () => {
    const objects = new Map<string, string>();
    const sent: string[] = [];
    // A store that honours If-None-Match as S3, R2 and MinIO do.
    const client = {
      async send(request: any): Promise<any> {
        const { input } = request;
        const name = request.constructor.name;
        sent.push(`${name} ${input.Key ?? input.Prefix}${input.IfNoneMatch ? ' if-none-match' : ''}`);
        if (name === 'PutObjectCommand') {
          if (input.IfNoneMatch === '*' && objects.has(input.Key)) {
            throw Object.assign(new Error('At least one of the pre-conditions you specified did not hold'), {
              name: 'PreconditionFailed',
              $metadata: { httpStatusCode: 412 },
            });
          }
          objects.set(input.Key, String(input.Body));
          return {};
        }
        if (name === 'GetObjectCommand') {
          if (!objects.has(input.Key)) throw Object.assign(new Error('no'), { name: 'NoSuchKey' });
          const text = objects.get(input.Key);
          return { Body: { transformToString: async () => text } };
        }
        if (name === 'HeadObjectCommand') {
          if (!objects.has(input.Key)) throw Object.assign(new Error('no'), { name: 'NotFound' });
          return {};
        }
        if (name === 'DeleteObjectCommand') {
          objects.delete(input.Key);
          return {};
        }
        if (name === 'ListObjectsV2Command') {
          return {
            Contents: [...objects.keys()]
              .filter((k) => k.startsWith(input.Prefix))
              .sort()
              .map((Key) => ({ Key })),
          };
        }
        throw new Error(`unexpected ${name}`);
      },
    };
    const storage = bucketStorage({ client: client as unknown as ReturnType<typeof s3Client>, bucket: 'b' });
    assert.equal(await storage.supportsConditionalWrites(), true);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        changeState(storage, (state) => ({
          state: { ...state, remotes: { ...state.remotes, [`r${i}`]: { live: `${i}` } } } as unknown as ReleaseState,
          message: `r${i}`,
        })),
      ),
    );
    assert.equal(results.length, 5);
    const state = await readState(storage);
    assert.equal(state.revision, 5);
    assert.deepEqual(Object.keys(state.remotes).sort(), ['r0', 'r1', 'r2', 'r3', 'r4']);
    assert.ok(sent.some((line) => /PutObjectCommand \.release\/state\/0000000001\.json if-none-match/.test(line)));
    assert.ok(!sent.some((line) => line.includes('lock')), 'no lock object');
  });
});
