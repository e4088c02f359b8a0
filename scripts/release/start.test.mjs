// What a start may put live (issue 35 item 1), over a deploy folder of its own: the shell and a
// remote built as scripts/build-app.mjs leaves them, put live by a first start, kept by a later
// start once a release manager has acted, and never a withdrawn version; and a real shell build,
// which keeps the files of the one before and changes nothing live.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { putStartBuildsLive, release } from './run.mjs';
import { readState } from './state.mjs';
import { folderStorage } from './storage.mjs';

const work = mkdtempSync(join(tmpdir(), 'release-start-'));
after(() => rmSync(work, { recursive: true, force: true }));

function put(path, text) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}
/** A shell build and a remote build of `version`, and each folder's LATEST_BUILD naming it. */
function built(dir, version) {
  put(join(dir, 'shell', version, 'index.html'), `<!doctype html><title>shell ${version}</title>`);
  put(join(dir, 'shell', version, 'mf-manifest.json'), JSON.stringify({ name: 'shell', metaData: {}, shared: [] }));
  const manifest = { name: 'mf_basket', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };
  put(join(dir, 'mf-basket', version, 'mf-manifest.json'), JSON.stringify(manifest));
  put(join(dir, 'shell', 'LATEST_BUILD'), `${version}\n`);
  put(join(dir, 'mf-basket', 'LATEST_BUILD'), `${version}\n`);
}

describe('a start', () => {
  const dir = join(work, 'deploy');
  const storage = folderStorage(dir);
  const start = async () => {
    process.env.DEPLOY_DIR = dir;
    return putStartBuildsLive({ storage, reason: 'npm start' });
  };
  const live = async () => {
    const state = await readState(storage);
    return { shell: state.shell?.live, basket: state.remotes.mf_basket?.live };
  };

  it('puts a fresh folder’s builds live, the shell’s page with them, and later builds over its own', async () => {
    built(dir, '1.0.0');
    assert.deepEqual(await start(), ['shell live: 1.0.0', 'mf-basket live: 1.0.0']);
    assert.deepEqual(await live(), { shell: '1.0.0', basket: '1.0.0' });
    assert.equal(readFileSync(join(dir, 'index.html'), 'utf8'), '<!doctype html><title>shell 1.0.0</title>');
    built(dir, '1.0.1');
    await start();
    assert.deepEqual(await live(), { shell: '1.0.1', basket: '1.0.1' });
    assert.match(readFileSync(join(dir, 'index.html'), 'utf8'), /shell 1\.0\.1/);
  });

  it('leaves a release manager’s rollback, and never puts back a withdrawn version', async () => {
    await release(
      { verb: 'rollback', folder: 'mf-basket', container: 'mf_basket', reason: '1.0.1 breaks the basket' },
      { storage, by: 'Rita' },
    );
    await release(
      { verb: 'rollback', folder: 'shell', container: 'shell', reason: 'the header' },
      { storage, by: 'Rita' },
    );
    built(dir, '1.0.2');
    // Today's main published every latest build at 100 % here, undoing both rollbacks.
    assert.deepEqual(await start(), [
      'shell: 1.0.0 was put live by a release (rollback by Rita); 1.0.2 left unpublished',
      'mf-basket: 1.0.0 was put live by a release (rollback by Rita); 1.0.2 left unpublished',
    ]);
    assert.deepEqual(await live(), { shell: '1.0.0', basket: '1.0.0' });
    assert.match(readFileSync(join(dir, 'index.html'), 'utf8'), /shell 1\.0\.0/);
  });
});

describe('a shell build', () => {
  it('lands in a version folder of its own, keeps the files of the build before, and changes nothing live', () => {
    const dir = join(work, 'shell-build');
    // What the build before left: a hashed file an open tab may still ask for, and the live page.
    put(join(dir, 'shell', 'assets', 'main.0ld0ld0ld0.js'), 'console.log("the shell before")');
    put(join(dir, 'index.html'), '<!doctype html><title>live</title>');
    const run = spawnSync(process.execPath, [join(import.meta.dirname, '..', 'build-app.mjs'), 'shell'], {
      env: { ...process.env, DEPLOY_DIR: dir, REMOTE_VERSION: '9.9.9-test' },
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    // Today's main deleted shell/ and wrote the new page over the live one.
    assert.ok(existsSync(join(dir, 'shell', 'assets', 'main.0ld0ld0ld0.js')));
    assert.equal(readFileSync(join(dir, 'index.html'), 'utf8'), '<!doctype html><title>live</title>');
    assert.equal(readFileSync(join(dir, 'shell', 'LATEST_BUILD'), 'utf8'), '9.9.9-test\n');
    const version = join(dir, 'shell', '9.9.9-test');
    const assets = JSON.parse(readFileSync(join(version, 'assets.json'), 'utf8'));
    assert.ok(assets.length > 0 && assets.every((file) => existsSync(join(dir, file))));
    assert.match(readFileSync(join(version, 'index.html'), 'utf8'), /\/shell\/assets\/main\.[0-9a-f]+\.js/);
    assert.equal(JSON.parse(readFileSync(join(version, 'mf-manifest.json'), 'utf8')).name, 'shell');
    assert.deepEqual(Object.keys(JSON.parse(readFileSync(join(version, '.build-info.json'), 'utf8'))), [
      'commit',
      'dirty',
      'builtAt',
    ]);
    assert.equal(existsSync(join(dir, 'registry.json')), false);
  });
});
