// The release console over HTTP and a deploy folder of its own (no browser): off without a token,
// sign-in, same-origin and CSRF checks, and its buttons running the CLI's transitions.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CONSOLE_PATH, createReleaseConsoleHandler, isConsolePath } from './console.mjs';
import { release } from './run.mjs';

const TOKEN = 'console-test-token-0123456789';
const deploy = mkdtempSync(join(tmpdir(), 'release-console-'));
process.env.DEPLOY_DIR = deploy;
writeFileSync(join(deploy, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '2.9.3' }, shared: [] }));
for (const version of ['1.0.0', '1.0.1', '1.0.2']) {
  mkdirSync(join(deploy, 'mf-basket', version), { recursive: true });
  const manifest = { name: 'mf_basket', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };
  writeFileSync(join(deploy, 'mf-basket', version, 'mf-manifest.json'), JSON.stringify(manifest));
}
const registry = () => JSON.parse(readFileSync(join(deploy, 'registry.json'), 'utf8')).remotes.mf_basket;

const reply = (res, status, text) => res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
function serve(token) {
  const handler = createReleaseConsoleHandler({ root: deploy, reply, token });
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (isConsolePath(url.pathname)) return handler.handle(req, res, url);
    reply(res, 404, 'not the console');
  });
  return new Promise((resolve) => server.listen(0, () => resolve(server)));
}

let on;
let off;
const base = (server) => `http://localhost:${server.address().port}${CONSOLE_PATH}`;
before(async () => {
  for (const version of ['1.0.0', '1.0.1', '1.0.2'])
    await release({ verb: 'publish', folder: 'mf-basket', container: 'mf_basket', version }, { by: 'setup' });
  on = await serve(TOKEN);
  off = await serve(null);
});
after(() => {
  on.close();
  off.close();
  rmSync(deploy, { recursive: true, force: true });
});

function post(server, path, fields, { cookie = '', origin = `http://localhost:${server.address().port}`, proto } = {}) {
  const headers = { 'content-type': 'application/x-www-form-urlencoded', cookie };
  if (proto) headers['x-forwarded-proto'] = proto;
  if (origin) headers.origin = origin;
  return fetch(`${base(server)}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

async function signIn() {
  const res = await post(on, '/sign-in', { name: 'Ann Ops', token: TOKEN });
  assert.equal(res.status, 303);
  const setCookie = res.headers.get('set-cookie');
  assert.match(setCookie, /; Path=\/__release\/console; Max-Age=28800; HttpOnly; SameSite=Strict$/);
  return setCookie.split(';')[0];
}

describe('release console', () => {
  it('does not exist without a token', async () => {
    assert.equal((await fetch(base(off))).status, 404);
    assert.equal((await post(off, '/sign-in', { name: 'x', token: TOKEN })).status, 404);
  });

  it('refuses a wrong token, a forged cookie, another origin and a missing CSRF token, changing nothing', async () => {
    const signInForm = await (await fetch(base(on))).text();
    assert.match(signInForm, /Release console token/);
    assert.doesNotMatch(signInForm, /<script/);
    assert.equal((await post(on, '/sign-in', { name: 'Eve', token: 'guess-guess-guess-guess' })).status, 401);
    const before = JSON.stringify(registry());
    const forged = `release_console=${Buffer.from(JSON.stringify({ name: 'Eve', exp: Date.now() + 1e6 })).toString('base64url')}.x`;
    assert.equal(
      (await post(on, '/run', { remote: 'mf-basket', command: 'rollback' }, { cookie: forged })).status,
      401,
    );
    const cookie = await signIn();
    assert.equal(
      (await post(on, '/run', { remote: 'mf-basket', command: 'rollback' }, { cookie, origin: 'http://evil.example' }))
        .status,
      403,
    );
    assert.equal(
      (await post(on, '/run', { remote: 'mf-basket', command: 'rollback' }, { cookie, origin: null })).status,
      403,
    );
    assert.equal(
      (await post(on, '/run', { remote: 'mf-basket', command: 'rollback', csrf: 'x' }, { cookie })).status,
      403,
    );
    assert.equal(JSON.stringify(registry()), before);
  });

  it('lists versions and history; Rollback and Mark bad run the CLI transitions, recorded by name', async () => {
    const cookie = await signIn();
    const page = await (await fetch(base(on), { headers: { cookie } })).text();
    assert.match(page, /Signed in as Ann Ops/);
    assert.match(page, /<dt>Live<\/dt><dd>1\.0\.2 /);
    assert.match(page, /<dt>Previous<\/dt><dd>1\.0\.1, 1\.0\.0<\/dd>/);
    assert.match(page, />Rollback to 1\.0\.1</);
    const csrf = page.match(/name="csrf" value="([^"]+)"/)[1];

    const rolled = await post(
      on,
      '/run',
      { csrf, remote: 'mf-basket', command: 'rollback', reason: 'checkout broken' },
      { cookie },
    );
    assert.equal(rolled.status, 200);
    assert.match(await rolled.text(), /rolled back mf-basket to 1\.0\.1 \(withdrew 1\.0\.2\)/);
    assert.equal(registry().live, '1.0.1');
    assert.deepEqual(
      { by: registry().history.at(-1).by, reason: registry().history.at(-1).reason },
      { by: 'Ann Ops (release console)', reason: 'checkout broken' },
    );

    const marked = await post(on, '/run', { csrf, remote: 'mf-basket', command: 'mark-bad 1.0.0' }, { cookie });
    const markedPage = await marked.text();
    assert.match(markedPage, /marked mf-basket 1\.0\.0 bad/);
    assert.match(markedPage, /<dt>Previous<\/dt><dd>1\.0\.2 \(withdrawn\), 1\.0\.0 \(withdrawn\)<\/dd>/);
    const refused = await post(on, '/run', { csrf, remote: 'mf-basket', command: 'rollback' }, { cookie });
    assert.equal(refused.status, 409);
    assert.match(await refused.text(), /Refused: mf-basket has no earlier version to roll back to/);
    assert.equal(registry().live, '1.0.1');
    const unknown = await post(on, '/run', { csrf, remote: 'mf-basket', command: 'publish 9.9.9' }, { cookie });
    assert.equal(unknown.status, 409);
  });
});
