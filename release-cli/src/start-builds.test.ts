// What a start may put live (docs/release.md "What is live, and what changes it"), over a deploy folder of its own: the shell and a
// remote built as scripts/build-app.mjs leaves them, put live by a first start, kept by a later
// start once a release manager has acted, and never a withdrawn version. (A real shell build,
// which keeps the files of the one before and changes nothing live: scripts/build-app.test.mjs.)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { folderStorage, readState, release } from '@shop/release';
import { afterAll, describe, it } from 'vitest';
import { putStartBuildsLive } from './start-builds';

const work = mkdtempSync(join(tmpdir(), 'release-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function put(path: string, text: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}
/** A shell build and a remote build of `version`, and each folder's LATEST_BUILD naming it. */
function built(dir: string, version: string) {
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
  const start = () => putStartBuildsLive({ dir, reason: 'npm start' });
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
