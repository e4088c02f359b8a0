// The release console over HTTP and a deploy folder of its own (no browser): off without a token,
// sign-in (rate-limited), same-origin and CSRF checks, its buttons running the release tool's
// transitions on the revision they were drawn from, and post/redirect/get.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { release } from '../commands/apply';
import { folderStorage } from '../deploy-store';
import { countsSource } from '../health/local';
import { emptyHealth, healthSettings } from '../health/rules';
import { CONSOLE_PATH, createReleaseConsoleHandler, isConsolePath, SIGN_IN_ATTEMPTS } from './console';

const TOKEN = 'console-test-token-0123456789';
const deploy = mkdtempSync(join(tmpdir(), 'release-console-'));
writeFileSync(join(deploy, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '2.9.3' }, shared: [] }));
for (const version of ['1.0.0', '1.0.1', '1.0.2']) {
  mkdirSync(join(deploy, 'mf-basket', version), { recursive: true });
  const manifest = { name: 'mf_basket', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] };
  writeFileSync(join(deploy, 'mf-basket', version, 'mf-manifest.json'), JSON.stringify(manifest));
}
const registry = () => JSON.parse(readFileSync(join(deploy, 'registry.json'), 'utf8')).remotes.mf_basket;

const storage = folderStorage(deploy);
/** The fixture's versions are published past the gates (the gates are the release tool's: release-cli). */
const noGates = () => [];
const respond = (res: any, status: number, text: string) =>
  res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
function serve(token: string | null): Promise<Server> {
  const settings = healthSettings({});
  const health = countsSource(emptyHealth(), settings);
  const handler = createReleaseConsoleHandler({ storage, respond, token, health, settings });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (isConsolePath(url.pathname)) return handler.handle(req, res, url);
    respond(res, 404, 'not the console');
  });
  return new Promise((resolve) => server.listen(0, () => resolve(server)));
}

let on: Server;
let off: Server;
const portOf = (server: Server) => (server.address() as AddressInfo).port;
const base = (server: Server) => `http://localhost:${portOf(server)}${CONSOLE_PATH}`;
beforeAll(async () => {
  for (const version of ['1.0.0', '1.0.1', '1.0.2'])
    await release(
      { verb: 'publish', folder: 'mf-basket', container: 'mf_basket', version, force: 'test fixture' },
      { storage, by: 'setup', publishGates: noGates },
    );
  on = await serve(TOKEN);
  off = await serve(null);
});
afterAll(() => {
  on.close();
  off.close();
  rmSync(deploy, { recursive: true, force: true });
});

function post(
  server: Server,
  path: string,
  fields: Record<string, string>,
  {
    cookie = '',
    origin = `http://localhost:${portOf(server)}`,
    proto,
  }: { cookie?: string; origin?: string | null; proto?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', cookie };
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
  const setCookie = res.headers.get('set-cookie') ?? '';
  assert.match(setCookie, /; Path=\/__release\/console; Max-Age=28800; HttpOnly; SameSite=Strict$/);
  return setCookie.split(';')[0] ?? '';
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

  /** The console as the signed-in person sees it, with its flash cookie, if any. */
  const dashboard = async (cookie: string) => (await fetch(base(on), { headers: { cookie } })).text();
  const formOf = (page: string) => ({
    csrf: page.match(/name="csrf" value="([^"]+)"/)?.[1] ?? '',
    revision:
      page.match(/name="remote" value="mf-basket"><input type="hidden" name="revision" value="(\d+)"/)?.[1] ?? '',
  });
  /** Follows a command's redirect as a browser does: the response shows once, on the page after it. */
  async function follow(res: Response, cookie: string) {
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), CONSOLE_PATH);
    const flash = (res.headers.get('set-cookie') ?? '').split(';')[0];
    const page = await dashboard(`${cookie}; ${flash}`);
    return page;
  }

  it('lists versions and history; Rollback and Mark bad run the CLI transitions, recorded by name, then redirect', async () => {
    const cookie = await signIn();
    const page = await dashboard(cookie);
    assert.match(page, /Signed in as Ann Ops/);
    assert.match(page, /<dt>Live<\/dt><dd>1\.0\.2 /);
    assert.match(page, /<dt>Previous<\/dt><dd>1\.0\.1, 1\.0\.0<\/dd>/);
    assert.match(page, />Rollback to 1\.0\.1</);
    const form = formOf(page);

    const rolled = await post(
      on,
      '/run',
      { ...form, remote: 'mf-basket', command: 'rollback', reason: 'checkout broken' },
      { cookie },
    );
    // Post/redirect/get: today's main responded to the POST with the page, and a reload sent it again.
    assert.match(await follow(rolled, cookie), /rolled back mf-basket to 1\.0\.1 \(withdrew 1\.0\.2\)/);
    assert.doesNotMatch(await dashboard(cookie), /rolled back mf-basket/, 'shown once');
    assert.equal(registry().live, '1.0.1');

    const fresh = formOf(await dashboard(cookie));
    const marked = await post(on, '/run', { ...fresh, remote: 'mf-basket', command: 'mark-bad 1.0.0' }, { cookie });
    const markedPage = await follow(marked, cookie);
    assert.match(markedPage, /marked mf-basket 1\.0\.0 bad/);
    assert.match(markedPage, /<dt>Previous<\/dt><dd>1\.0\.2 \(withdrawn\), 1\.0\.0 \(withdrawn\)<\/dd>/);
    assert.match(markedPage, /Ann Ops \(release console\)<\/td><td>checkout broken/);
    const latest = formOf(markedPage);
    const refused = await post(on, '/run', { ...latest, remote: 'mf-basket', command: 'rollback' }, { cookie });
    assert.match(await follow(refused, cookie), /Refused: mf-basket has no earlier version to roll back to/);
    assert.equal(registry().live, '1.0.1');
    const unknown = await post(on, '/run', { ...latest, remote: 'mf-basket', command: 'publish 9.9.9' }, { cookie });
    assert.match(await follow(unknown, cookie), /Refused: unknown command &quot;publish 9\.9\.9&quot;/);
  });

  it('refuses a form drawn before the remote changed (a canary started meanwhile), changing nothing', async () => {
    const cookie = await signIn();
    await release(
      {
        verb: 'publish',
        folder: 'mf-basket',
        container: 'mf_basket',
        version: '1.0.2',
        canary: '10',
        force: 'test fixture',
      },
      { storage, by: 'setup', publishGates: noGates },
    );
    const shown = await dashboard(cookie);
    assert.match(shown, />Promote 1\.0\.2</);
    const stale = formOf(shown);
    // Meanwhile the canary is aborted and another started.
    await release({ verb: 'abort', folder: 'mf-basket', container: 'mf_basket' }, { storage, by: 'someone else' });
    await release(
      {
        verb: 'publish',
        folder: 'mf-basket',
        container: 'mf_basket',
        version: '1.0.0',
        canary: '10',
        force: 'test fixture',
      },
      { storage, by: 'someone else', publishGates: noGates },
    );
    const before = JSON.stringify(registry());
    // Today's main promoted whatever canary ran when the form arrived.
    const promote = await post(on, '/run', { ...stale, remote: 'mf-basket', command: 'promote' }, { cookie });
    assert.match(
      await follow(promote, cookie),
      /Refused: mf-basket changed since this page was shown \(now: 1\.0\.1, canary 1\.0\.0 at 10 %\): look again, then decide/,
    );
    assert.equal(JSON.stringify(registry()), before);
    const withoutRevision = await post(
      on,
      '/run',
      { csrf: stale.csrf, remote: 'mf-basket', command: 'abort' },
      { cookie },
    );
    assert.match(
      await follow(withoutRevision, cookie),
      /Refused: this form does not say which state it was drawn from/,
    );
    const share = await post(
      on,
      '/run',
      { ...formOf(await dashboard(cookie)), remote: 'mf-basket', command: 'share', share: '30' },
      { cookie },
    );
    assert.match(await follow(share, cookie), /mf-basket canary 1\.0\.0 now at 30 % of browsers \(was 10 %\)/);
    assert.equal(registry().canary.share, 30);
  });

  it(`allows ${SIGN_IN_ATTEMPTS} sign-in attempts per client in 5 minutes, then responds 429`, async () => {
    const statuses = [];
    for (let i = 0; i < SIGN_IN_ATTEMPTS + 2; i++) {
      statuses.push((await post(on, '/sign-in', { name: 'Eve', token: `guess-${i}-guess-guess-guess` })).status);
    }
    // Today's main allowed 200 wrong tries in 0.4 s.
    assert.ok(statuses.includes(429), statuses.join());
    const limited = await post(on, '/sign-in', { name: 'Ann Ops', token: TOKEN });
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.match(await limited.text(), /too many sign-in attempts: try again in \d+ min/);
  });
});
