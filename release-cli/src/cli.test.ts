// The release CLI end to end over a deploy folder of its own (real files, no browser).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { releaseToolArgs } from './process';
import { cliOutcome } from './run';

const deploy = mkdtempSync(join(tmpdir(), 'release-cli-'));
const records = mkdtempSync(join(tmpdir(), 'release-cli-records-'));
afterAll(() => {
  rmSync(deploy, { recursive: true, force: true });
  rmSync(records, { recursive: true, force: true });
});
/** Each build's record (scripts/build-app.mjs), and a passing test run of that commit. */
const COMMIT = 'c0ffee0'.padEnd(40, '1');
const buildInfo = (dirty = false) => JSON.stringify({ commit: COMMIT, dirty, builtAt: '2026-11-26T10:00:00Z' });
writeFileSync(join(records, `${COMMIT}.json`), '{"passed":true}');

const remoteManifest = (version: string) => ({
  name: 'mf_basket',
  metaData: { pluginVersion: '2.9.1', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.0' }],
  exposes: [{ name: 'app', assets: { js: { sync: [`app.${version}.js`] }, css: { sync: [] } } }],
});
writeFileSync(
  join(deploy, 'mf-manifest.json'),
  JSON.stringify({ metaData: { pluginVersion: '2.9.3' }, shared: [{ name: 'react', version: '19.3.1' }] }),
);
for (const version of ['1.0.0', '1.0.1', '1.0.2', '1.0.3']) {
  mkdirSync(join(deploy, 'mf-basket', version), { recursive: true });
  writeFileSync(join(deploy, 'mf-basket', version, 'mf-manifest.json'), JSON.stringify(remoteManifest(version)));
  writeFileSync(join(deploy, 'mf-basket', version, '.build-info.json'), buildInfo());
}

// The commands run in this process (their storage and author come from the environment, read per
// call); one test below runs main.ts as a process of its own, as `pnpm release` does.
process.env.DEPLOY_DIR = deploy;
process.env.RELEASE_BY = 'Rita Release';
process.env.TEST_RECORDS_DIR = records;
const cli = (...args: string[]) => cliOutcome(args);
const registryText = () => readFileSync(join(deploy, 'registry.json'), 'utf8');
const live = () => JSON.parse(registryText()).remotes.mf_basket.live;

describe('pnpm release', () => {
  it('publish A, B, C; rollback → B; rollback → A (never C); --to C; unknown flags change nothing', async () => {
    for (const version of ['1.0.0', '1.0.1', '1.0.2'])
      assert.equal((await cli('publish', 'mf-basket', version)).code, 0);
    assert.equal((await cli('rollback', 'mf-basket', '--reason', 'checkout broken')).code, 0);
    assert.equal(live(), '1.0.1');
    assert.equal((await cli('rollback', 'mf-basket')).code, 0);
    assert.equal(live(), '1.0.0');
    const before = registryText();
    const refused = await cli('rollback', 'mf-basket');
    assert.equal(refused.code, 1);
    assert.match(refused.err, /refused: mf-basket has no earlier version to roll back to/);
    for (const argv of [
      ['publish', 'mf-basket', '1.0.2', '--percent', '50', '--reason', 'x'],
      ['rollback', 'mf-basket', '--too', '1.0.2'],
      ['publish', 'mf-basket', '1.0.2', 'now'],
      ['unpublish', 'mf-basket'],
    ]) {
      const result = await cli(...argv);
      assert.equal(result.code, 1, argv.join(' '));
      assert.match(result.err, /usage: pnpm release <command>/);
    }
    assert.equal(registryText(), before);
    assert.match((await cli('rollback', 'mf-basket', '--to', '1.0.2')).err, /1\.0\.2 was rolled back from .*--reason/);
    assert.equal((await cli('rollback', 'mf-basket', '--to', '1.0.2', '--reason', 'the fault was elsewhere')).code, 0);
    assert.equal(live(), '1.0.2');
    assert.deepEqual(JSON.parse(registryText()).remotes.mf_basket.firstCode, {
      app: { js: ['remoteEntry.js', 'app.1.0.2.js'], css: [] },
    });
  });

  it('a canary and its audit trail, shown by status', async () => {
    assert.equal((await cli('publish', 'mf-basket', '1.0.3', '--canary', '10', '--reason', 'new checkout')).code, 0);
    assert.deepEqual(JSON.parse(registryText()).remotes.mf_basket.canary.share, 10);
    const status = (await cli('status', 'mf-basket')).out;
    assert.match(status, /mf-basket: live 1\.0\.2 \(canary at /);
    assert.match(status, /canary 1\.0\.3 to 10 % of browsers since /);
    assert.match(status, /canary\s+1\.0\.3 {2}at 10 % {2}next to 1\.0\.2 {2}by Rita Release {2}— "new checkout"/);
    assert.match(status, /rollback\s+1\.0\.1 {2}withdrew 1\.0\.2 {2}by Rita Release {2}— "checkout broken"/);
    assert.equal((await cli('abort', 'mf-basket', '--reason', 'errors up')).code, 0);
    assert.match((await cli('status')).out, /abort\s+1\.0\.3 {2}withdrew 1\.0\.3 {2}by Rita Release {2}— "errors up"/);
    // No version named: the remote's latest build (scripts/build-app.mjs writes LATEST_BUILD).
    writeFileSync(join(deploy, 'mf-basket', 'LATEST_BUILD'), '1.0.0\n');
    // 1.0.0 was withdrawn (the rollback --to 1.0.2 left it): publish refuses it unless forced.
    assert.match(
      (await cli('publish', 'mf-basket')).err,
      /refused: mf-basket 1\.0\.0: mf-basket 1\.0\.0 was rolled back from/,
    );
    assert.match(
      (await cli('publish', 'mf-basket', '--force', 'customers need the old basket')).out,
      /published mf-basket 1\.0\.0/,
    );
    assert.match((await cli('status', 'mf-basket')).out, /forced past: mf-basket 1\.0\.0 was rolled back from/);
    assert.equal(live(), '1.0.0');
    assert.match((await cli('mark-bad', 'mf-basket')).err, /refused: mark-bad needs a remote and a version/);
    assert.match(
      (await cli('mark-bad', 'mf-basket', '1.0.2', '--reason', 'leaks')).out,
      /marked mf-basket 1\.0\.2 bad/,
    );
    assert.match(
      (await cli('status', 'mf-basket')).out,
      /mark-bad\s+1\.0\.2 {2}withdrew 1\.0\.2 {2}by Rita Release {2}— "leaks"/,
    );
  });
});

describe('publish gates (docs/release.md "Publish gates")', () => {
  it('refuses a build from a dirty tree, or without a passing test run of its commit, unless forced', async () => {
    for (const version of ['2.0.0', '2.0.1']) {
      mkdirSync(join(deploy, 'mf-basket', version), { recursive: true });
      writeFileSync(join(deploy, 'mf-basket', version, 'mf-manifest.json'), JSON.stringify(remoteManifest(version)));
    }
    writeFileSync(join(deploy, 'mf-basket', '2.0.0', '.build-info.json'), buildInfo(true));
    const before = registryText();
    // Today's main published both: nothing tied a publish to a clean tree or a green run.
    assert.match(
      (await cli('publish', 'mf-basket', '2.0.0')).err,
      /refused: mf-basket 2\.0\.0: it was built from a tree with uncommitted changes \(on c0ffee0\)/,
    );
    assert.match(
      (await cli('publish', 'mf-basket', '2.0.1')).err,
      /refused: mf-basket 2\.0\.1: it has no build record/,
    );
    writeFileSync(
      join(deploy, 'mf-basket', '2.0.1', '.build-info.json'),
      JSON.stringify({ commit: 'b'.repeat(40), dirty: false }),
    );
    assert.match((await cli('publish', 'mf-basket', '2.0.1')).err, /no passing test run of its commit bbbbbbb/);
    assert.equal(registryText(), before);
    assert.match(
      (await cli('publish', 'mf-basket', '2.0.1', '--force', 'tests ran in the release branch')).out,
      /published/,
    );
    const step = JSON.parse(
      readFileSync(
        join(
          deploy,
          '.release',
          'state',
          readdirSync(join(deploy, '.release', 'state'))
            .sort()
            .at(-1) ?? '',
        ),
        'utf8',
      ),
    ).remotes.mf_basket.history.at(-1);
    assert.deepEqual(
      { forced: step.forced, reason: step.reason },
      {
        forced: ['no passing test run of its commit bbbbbbb (npm test on a clean tree records one)'],
        reason: 'tests ran in the release branch',
      },
    );
    // The public registry carries no names or reasons (docs/adr/010).
    assert.doesNotMatch(registryText(), /Rita|tests ran|c0ffee/);
  });
});

describe('preview (docs/release.md "Preview links")', () => {
  it('records the version as a preview, prints a signed link, and changes nothing that is live', async () => {
    const { previewSecret, verifyPreview } = await import('@shop/release');
    mkdirSync(join(deploy, 'mf-basket', '3.0.0-preview.1'), { recursive: true });
    writeFileSync(
      join(deploy, 'mf-basket', '3.0.0-preview.1', 'mf-manifest.json'),
      JSON.stringify(remoteManifest('3.0.0-preview.1')),
    );
    // A dirty tree, no test run: a preview is never live, so no publish gate stands in its way.
    writeFileSync(join(deploy, 'mf-basket', '3.0.0-preview.1', '.build-info.json'), buildInfo(true));
    const stateFiles = () =>
      readdirSync(join(deploy, '.release', 'state'))
        .sort()
        .join();
    const [registryBefore, stateBefore] = [registryText(), stateFiles()];
    const started = Date.now();
    const run = await cli('preview', 'mf-basket', '3.0.0-preview.1', '--expires', '2h', '--reason', 'for the PO');
    assert.equal(run.code, 0, run.err);
    assert.match(run.out, /mf-basket 3\.0\.0-preview\.1: preview ready\. It is never live/);
    const link = /^https?:\/\/[^/\s]+\/__preview\?token=(\S+)$/m.exec(run.out);
    assert.ok(link, run.out);
    const checked = verifyPreview(previewSecret({ env: {}, root: deploy }), link[1]);
    assert.equal(checked.ok, true);
    assert.equal(checked.container, 'mf_basket');
    assert.equal(checked.version, '3.0.0-preview.1');
    assert.ok(Math.abs(checked.expiresAt - (started + 2 * 3_600_000)) < 5000);
    assert.equal(registryText(), registryBefore);
    assert.equal(stateFiles(), stateBefore);
    const record = JSON.parse(
      readFileSync(join(deploy, '.release', 'previews', 'mf-basket', '3.0.0-preview.1.json'), 'utf8'),
    );
    assert.deepEqual(record.firstCode, { app: { js: ['remoteEntry.js', 'app.3.0.0-preview.1.js'], css: [] } });
    assert.equal(record.by, 'Rita Release');
    assert.equal(record.reason, 'for the PO');
    assert.match(
      (await cli('status', 'mf-basket')).out,
      /previews \(never live; only browsers that opened their link\):\n {2}mf-basket 3\.0\.0-preview\.1 until \S+ {2}by Rita Release — "for the PO"/,
    );

    const refusals: [string[], RegExp][] = [
      [['preview', 'shell'], /the shell has no preview/],
      [['preview', 'mf-basket', '9.9.9'], /mf-basket 9\.9\.9 is not built/],
      [['preview', 'mf-basket', '3.0.0-preview.1', '--expires', '3 days'], /--expires is a time such as/],
      [['preview', 'mf-basket', '3.0.0-preview.1', '--canary', '10'], /Unknown option '--canary'/],
    ];
    for (const [argv, why] of refusals) {
      const refused = await cli(...argv);
      assert.equal(refused.code, 1, argv.join(' '));
      assert.match(refused.err, why);
    }
    assert.equal(registryText(), registryBefore);
  });
});

describe('preview with no version named', () => {
  it('builds the working tree and previews that build', async () => {
    const { publishPreview } = await import('./preview');
    const { folderStorage } = await import('@shop/release');
    const built: string[] = [];
    const build = (folder: string) => {
      built.push(folder);
      mkdirSync(join(deploy, folder, '3.1.0-abc1234'), { recursive: true });
      writeFileSync(join(deploy, folder, '3.1.0-abc1234', 'mf-manifest.json'), JSON.stringify(remoteManifest('3.1.0')));
      return '3.1.0-abc1234';
    };
    const text = await publishPreview(
      { folder: 'mf-basket', container: 'mf_basket' },
      { storage: folderStorage(deploy), localRoot: deploy, env: { PORT: '9999' }, by: 'Tess Team', build },
    );
    assert.deepEqual(built, ['mf-basket']);
    assert.match(text, /^mf-basket 3\.1\.0-abc1234: preview ready/);
    assert.match(text, /^http:\/\/localhost:9999\/__preview\?token=p1\./m);
    assert.match(text, /\(until .* UTC, 24 h\)/);
  });
});

describe('the command as a process (main.ts)', () => {
  it('prints what a command says and exits 0; a refusal goes to stderr with the usage and exits 1', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [...releaseToolArgs(), ...args], { env: process.env, encoding: 'utf8' });
    const status = run('status', 'mf-basket');
    assert.equal(status.status, 0, status.stderr);
    assert.match(status.stdout, /^mf-basket: live \S+/m);
    const before = registryText();
    const refused = run('rollback', 'mf-basket', '--too', '1.0.2');
    assert.equal(refused.status, 1);
    assert.equal(refused.stdout, '');
    assert.match(refused.stderr, /^refused: .*\nusage: pnpm release <command>/s);
    assert.equal(registryText(), before);
  });
});
