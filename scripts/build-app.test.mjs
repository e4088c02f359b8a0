// A shell build, real (rspack): it lands in a version folder of its own, keeps the files of the
// build before and changes nothing live (docs/release.md "What is live, and what changes it").
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';

const work = mkdtempSync(join(tmpdir(), 'shell-build-'));
after(() => rmSync(work, { recursive: true, force: true }));

function put(path, text) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

describe('a shell build', () => {
  it('lands in a version folder of its own, keeps the files of the build before, and changes nothing live', () => {
    const dir = join(work, 'shell-build');
    // What the build before left: a hashed file an open tab may still ask for, and the live page.
    put(join(dir, 'shell', 'assets', 'main.0ld0ld0ld0.js'), 'console.log("the shell before")');
    put(join(dir, 'index.html'), '<!doctype html><title>live</title>');
    const run = spawnSync(process.execPath, [join(import.meta.dirname, 'build-app.mjs'), 'shell'], {
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
