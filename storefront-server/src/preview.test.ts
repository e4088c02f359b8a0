// Preview links on the storefront server, over a deploy folder of its own with planted builds: a
// valid link sets the cookie, a forged, expired or unknown one is refused with nothing set; the
// browser with the cookie gets the preview version's registry, server render and badge, no
// release token and `private, no-store`; every other browser, and the registry on disk, keep the
// live version, even when asked in the same second (the page cache keeps them apart).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { previewSecret, signPreview } from '@shop/release';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startStorefrontServer } from './server';

const SHELL_BUILD = `
export const providerCalls = {};
export const restRouteUrl = (route) => '/?rest_route=' + route;
export const shopConfig = { apiBearer: 'b' };
export const ownerOf = (pathname) => (pathname === '/' ? 'mf_catalog' : 'shell:not-found');
export const addressOf = (url) => ({ url: new URL(url, 'http://x').pathname, rendered: true });
export const notFoundHead = () => ({ status: 404, title: 'Page Not Found', noindex: true });
export const head = async () => ({ status: 200, title: 'Prize Draw UK', description: 'd', canonical: '/' });
export const render = async (url) => ({ html: '<h1>Page not found</h1>', state: { url, now: 0, responses: {} } });
`;
/** A catalog build that says which version rendered the page. */
const catalogBuild = (label: string) => `
export const addressOf = (url) => ({ url: new URL(url, 'http://x').pathname, rendered: true });
export const head = async () => ({});
export const render = async (url) => ({ html: '<p>${label}</p>', state: { url, now: 0, responses: {} } });
`;
const TEMPLATE =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>t</title></head><body><main id="main-region" class="shell-main"></main><script src="/a.js"></script></body></html>';
const LIVE = '1.0.0';
const PREVIEW = '1.1.0-preview.1';
const HOUR = 3_600_000;

describe('preview links on the storefront server', () => {
  const deploy = mkdtempSync(join(tmpdir(), 'serve-preview-'));
  let server: Server;
  let site: string;
  let secret: string;
  let registryOnDisk: string;
  const link = (claims = {}) =>
    `${site}/__preview?token=${signPreview(secret, { container: 'mf_catalog', version: PREVIEW, expiresAt: Date.now() + HOUR, ...claims })}`;
  const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';
  /** The registry the page carries, the server's render in it, and whether it has a release token and a badge. */
  const read = async (response: Response) => {
    const html = await response.text();
    return {
      registry: JSON.parse(/id="shop-registry">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null'),
      render: /data-server-rendered="true"><p>([^<]*)<\/p>/.exec(html)?.[1] ?? null,
      token: /<meta name="shop-release-token" content="[^"]+"/.test(html),
      badge:
        /<body><aside id="shop-preview" aria-label="Preview"[^>]*><span>Preview: ([^<]*)<\/span>.*?<a href="\/__preview\/exit"[^>]*>Exit preview<\/a>/.exec(
          html,
        )?.[1],
    };
  };

  beforeAll(async () => {
    writeFileSync(join(deploy, 'index.html'), TEMPLATE);
    registryOnDisk = JSON.stringify({
      remotes: {
        mf_catalog: {
          folder: 'mf-catalog',
          live: LIVE,
          firstCode: { app: { js: ['remoteEntry.js', 'live.js'], css: [] } },
          canary: { version: '1.0.1', share: 50, firstCode: { app: { js: ['remoteEntry.js'], css: [] } } },
          history: [{ action: 'publish', version: LIVE, at: 't1' }],
        },
      },
    });
    writeFileSync(join(deploy, 'registry.json'), registryOnDisk);
    for (const [version, label] of [
      [LIVE, 'live catalog'],
      [PREVIEW, 'preview catalog'],
    ] as const) {
      mkdirSync(join(deploy, 'mf-catalog', version, '.server'), { recursive: true });
      writeFileSync(join(deploy, 'mf-catalog', version, '.server', 'render.mjs'), catalogBuild(label));
    }
    mkdirSync(join(deploy, 'shell', '.server'), { recursive: true });
    writeFileSync(join(deploy, 'shell', '.server', 'render.mjs'), SHELL_BUILD);
    // What `pnpm release preview` records (@shop/release previews).
    mkdirSync(join(deploy, '.release', 'previews', 'mf-catalog'), { recursive: true });
    writeFileSync(
      join(deploy, '.release', 'previews', 'mf-catalog', `${PREVIEW}.json`),
      JSON.stringify({ version: PREVIEW, firstCode: { app: { js: ['remoteEntry.js', 'preview.js'], css: [] } } }),
    );
    const started = await startStorefrontServer({
      port: 0,
      root: deploy,
      apiUrl: 'http://localhost:9999',
      publicOrigin: 'https://shop.example',
    });
    server = started.server;
    site = `http://localhost:${started.port}`;
    // The server made the folder's secret at its start; the release tool reads the same one.
    secret = previewSecret({ env: {}, root: deploy });
  });
  afterAll(() => {
    server.close();
    server.closeAllConnections();
    rmSync(deploy, { recursive: true, force: true });
  });

  it('a valid link sets the preview cookie (HttpOnly, SameSite=Lax, Secure on an https site) and goes home', async () => {
    const response = await fetch(link({ expiresAt: Date.now() + 2 * HOUR }), { redirect: 'manual' });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/');
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const setCookie = response.headers.get('set-cookie') ?? '';
    const cookie = /^shop-preview=p1\.[\w-]+\.[\w-]+; Path=\/; Max-Age=(\d+); HttpOnly; SameSite=Lax; Secure$/.exec(
      setCookie,
    );
    assert.ok(cookie, setCookie);
    // Until the link expires (whole seconds in the token, less the time the request took).
    assert.ok(Number(cookie[1]) > 7190 && Number(cookie[1]) <= 7200, cookie[1]);
  });

  it('a forged, tampered, expired or unknown link is refused with a page saying so, and sets nothing', async () => {
    const valid = new URL(link()).searchParams.get('token') ?? '';
    const [prefix, body = '', signature] = valid.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const otherVersion = Buffer.from(JSON.stringify({ ...claims, v: LIVE })).toString('base64url');
    const cases: [string, number, string][] = [
      [`${site}/__preview?token=${prefix}.${otherVersion}.${signature}`, 403, 'This preview link is not valid'],
      [
        `${site}/__preview?token=${signPreview('not-the-servers-secret-000000', { container: 'mf_catalog', version: PREVIEW, expiresAt: Date.now() + HOUR })}`,
        403,
        'This preview link is not valid',
      ],
      [`${site}/__preview`, 403, 'This preview link is not valid'],
      [`${link()}&token=${valid}`, 403, 'This preview link is not valid'],
      [link({ expiresAt: Date.now() - 1000 }), 410, 'This preview link has expired'],
      [link({ version: '9.9.9' }), 404, 'This preview is not available'],
    ];
    for (const [url, status, title] of cases) {
      const response = await fetch(url, { redirect: 'manual' });
      assert.equal(response.status, status, url);
      assert.equal(response.headers.get('set-cookie'), null, url);
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/);
      assert.match(await response.text(), new RegExp(`<h1>${title}</h1>`));
    }
  });

  it('with the cookie: the preview version (registry, server render, badge), no release token, private; others keep the live site', async () => {
    const cookie = cookieOf(await fetch(link(), { redirect: 'manual' }));
    // Each version's server build warms up before it renders a shopper's page (pages/builds.ts),
    // and a page put together is reused for a second (pages/pages.ts): asked until both are rendered.
    const renderedFor = async (headers: Record<string, string>) => {
      for (let tries = 0; tries < 60; tries++) {
        if ((await read(await fetch(`${site}/`, { headers }))).render) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    await Promise.all([renderedFor({ cookie }), renderedFor({})]);
    const [previewed, live] = await Promise.all([fetch(`${site}/`, { headers: { cookie } }), fetch(`${site}/`)]);
    assert.equal(previewed.headers.get('cache-control'), 'private, no-store');
    assert.equal(live.headers.get('cache-control'), 'no-store');
    const seen = await read(previewed);
    assert.equal(seen.registry.remotes.mf_catalog.live, PREVIEW);
    assert.equal(seen.registry.remotes.mf_catalog.canary, undefined);
    assert.deepEqual(seen.registry.remotes.mf_catalog.firstCode.app.js, ['remoteEntry.js', 'preview.js']);
    assert.deepEqual(seen.registry.preview, { remote: 'mf_catalog', version: PREVIEW });
    assert.equal(seen.render, 'preview catalog');
    assert.equal(seen.badge, `mf-catalog ${PREVIEW}`);
    assert.equal(seen.token, false);
    const theirs = await read(live);
    assert.equal(theirs.registry.remotes.mf_catalog.live, LIVE);
    assert.equal(theirs.registry.remotes.mf_catalog.canary.version, '1.0.1');
    assert.equal(theirs.registry.preview, undefined);
    assert.equal(theirs.render, 'live catalog');
    assert.equal(theirs.badge, undefined);
    assert.equal(theirs.token, true);
    // The live page right after the preview's, from the page cache, is still the live one.
    assert.equal((await read(await fetch(`${site}/`))).badge, undefined);
    // A page the previewed remote does not own (the shell's not-found) too, in either order.
    const notFound = async (headers: Record<string, string>) =>
      (await fetch(`${site}/no/such/page`, { headers })).text();
    assert.match(await notFound({ cookie }), /<aside id="shop-preview"/);
    assert.doesNotMatch(await notFound({}), /shop-preview/);
    assert.match(await notFound({ cookie }), /<aside id="shop-preview"/);

    const registry = await fetch(`${site}/registry.json`, { headers: { cookie } });
    assert.equal(registry.headers.get('cache-control'), 'private, no-store');
    assert.equal(((await registry.json()) as any).remotes.mf_catalog.live, PREVIEW);
    assert.equal(((await (await fetch(`${site}/registry.json`)).json()) as any).remotes.mf_catalog.live, LIVE);
    assert.equal(readFileSync(join(deploy, 'registry.json'), 'utf8'), registryOnDisk);
  });

  it('an expired or forged cookie is ignored: the live site', async () => {
    const expired = new URL(link({ expiresAt: Date.now() - 1000 })).searchParams.get('token');
    for (const cookie of [`shop-preview=${expired}`, 'shop-preview=p1.e30.AAAA', `shop-preview=${expired}x`]) {
      const response = await fetch(`${site}/`, { headers: { cookie } });
      assert.equal(response.headers.get('cache-control'), 'no-store');
      const seen = await read(response);
      assert.equal(seen.registry.remotes.mf_catalog.live, LIVE);
      assert.equal(seen.badge, undefined);
    }
  });

  it('a folder secret made after the server started is the one it checks with (a fresh deploy folder)', async () => {
    rmSync(join(deploy, '.release', 'preview-secret'));
    const old = secret;
    secret = previewSecret({ env: {}, root: deploy });
    assert.notEqual(secret, old);
    assert.equal((await fetch(link(), { redirect: 'manual' })).status, 303);
    const stale = signPreview(old, { container: 'mf_catalog', version: PREVIEW, expiresAt: Date.now() + HOUR });
    assert.equal((await fetch(`${site}/__preview?token=${stale}`, { redirect: 'manual' })).status, 403);
  });

  it('/__preview/exit clears the cookie and goes home', async () => {
    const response = await fetch(`${site}/__preview/exit`, { redirect: 'manual' });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/');
    assert.equal(
      response.headers.get('set-cookie'),
      'shop-preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
  });
});
