// The storefront server over a deploy folder of its own, with planted server builds (the shell's
// and a catalog version's, as build-preset/src/preset.mjs lays them out): what each kind of response
// carries, the status and head the builds give a page, and the doors a stranger may knock on
// (docs/security.md "Storefront server").
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startStorefrontServer } from './server';

// What the planted catalog build counts its renders in.
declare global {
  var catalogRenders: number | undefined;
}
/** A page's first match of `pattern`, or '' (a page without it fails the assertion that follows). */
const firstMatch = (pattern: RegExp, text: string) => pattern.exec(text)?.[1] ?? '';

const SITE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="#12123a"/></svg>';
const siteHash = createHash('sha256').update(SITE_SVG).digest('hex').slice(0, 16);

/** The shell's build: the route table (/, /competition/info/:id and /cart are routes), its heads, its pages. */
const SHELL_BUILD = `
const SITE_SVG = ${JSON.stringify(SITE_SVG)};
export const providerCalls = {};
export const restRouteUrl = (route) => '/?rest_route=' + route;
export const shopConfig = { apiBearer: 'b' };
export function ownerOf(pathname) {
  if (pathname === '/' || /^\\/competition\\/info\\/[^/]+$/.test(pathname)) return 'mf_catalog';
  if (pathname === '/cart') return 'mf_basket';
  return 'shell:not-found';
}
export function addressOf(url) {
  const { pathname, search } = new URL(url, 'http://x');
  return ownerOf(pathname) === 'shell:not-found' ? { url: pathname, rendered: true } : { url: pathname + search, rendered: false };
}
const image = { path: '/share/shell/site.${siteHash}.jpg', alt: 'The shop' };
export function notFoundHead() {
  return { status: 404, title: 'Page Not Found | Prize Draw UK', description: 'No page here.', noindex: true, image };
}
export async function head(url) {
  const { pathname } = new URL(url, 'http://x');
  if (ownerOf(pathname) === 'shell:not-found') return notFoundHead();
  const title = pathname === '/cart' ? 'Basket' : 'Prize Draw UK';
  return { status: 200, title: title + ' | Prize Draw UK', description: 'd', canonical: pathname, image, noindex: pathname === '/cart' };
}
export async function render(url) {
  return { html: '<h1>Page not found</h1>', state: { url, now: 0, responses: {} } };
}
export async function shareImage(name) { return name === 'site' ? SITE_SVG : null; }
export const robots = (origin) => 'User-agent: *\\nDisallow: /cart\\n\\nSitemap: ' + origin + '/sitemap.xml\\n';
export async function sitemap() { return [{ path: '/', lastmod: '2026-11-20T10:00:00.000Z' }]; }
`;

/** A catalog version's build: home and competitions, competition 404 not existing; it counts its renders. */
const CATALOG_BUILD = `
export function addressOf(url) {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const page = searchParams.get('page');
  return { url: pathname + (page ? '?page=' + page : ''), rendered: true };
}
export async function head(url) {
  if (url === '/competition/info/404') return { status: 404 };
  return url.startsWith('/competition/') ? { title: 'A competition | Prize Draw UK', ogType: 'product' } : {};
}
export async function render(url) {
  globalThis.catalogRenders = (globalThis.catalogRenders ?? 0) + 1;
  return { html: '<p>catalog ' + url + '</p>', state: { url, now: 0, responses: {} } };
}
`;

const TEMPLATE =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>t</title><meta name="description" content="template"></head>' +
  '<body><main id="main-region" class="shell-main"></main><script src="/a.js"></script></body></html>';

describe('the storefront server', () => {
  const deploy = mkdtempSync(join(tmpdir(), 'serve-'));
  /** The registry the other tests read (one test plants a long history, then puts this back). */
  let REGISTRY = '';
  let server: Server;
  let site: string;
  let port: number;
  beforeAll(async () => {
    writeFileSync(join(deploy, 'index.html'), TEMPLATE);
    REGISTRY = JSON.stringify({
      remotes: {
        mf_catalog: {
          folder: 'mf-catalog',
          live: '1.0.0',
          history: [
            { action: 'publish', version: '1.0.1', at: 't1', by: 'Rita <r@example.com>', reason: 'new cards' },
            { action: 'rollback', version: '1.0.0', at: 't2', withdrew: '1.0.1', by: 'Rita', reason: 'broken' },
          ],
        },
      },
    });
    writeFileSync(join(deploy, 'registry.json'), REGISTRY);
    mkdirSync(join(deploy, 'mf-catalog', '1.0.0', '.server'), { recursive: true });
    writeFileSync(join(deploy, 'mf-catalog', '1.0.0', '.server', 'render.mjs'), CATALOG_BUILD);
    writeFileSync(
      join(deploy, 'mf-catalog', '1.0.0', 'remoteEntry.js'),
      `console.log(${JSON.stringify('x'.repeat(2000))});`,
    );
    // A map a build left behind: never sent.
    writeFileSync(join(deploy, 'mf-catalog', '1.0.0', 'remoteEntry.js.map'), '{"sources":["src/secret.ts"]}');
    mkdirSync(join(deploy, 'shell', '.server'), { recursive: true });
    writeFileSync(join(deploy, 'shell', '.server', 'render.mjs'), SHELL_BUILD);
    mkdirSync(join(deploy, '.build'));
    writeFileSync(join(deploy, '.build', 'secret.js'), 'no');
    const started = await startStorefrontServer({
      port: 0,
      root: deploy,
      apiUrl: 'http://localhost:9999',
      publicOrigin: 'https://shop.example',
      limits: { sockets: { perClient: 8 }, serverOptions: { headersTimeout: 500, requestTimeout: 1000 } },
    });
    server = started.server;
    port = started.port;
    site = `http://localhost:${port}`;
    // The builds load and warm up before they render a shopper's page.
    await Promise.all([fetch(`${site}/`), fetch(`${site}/no/such/page`)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(() => {
    server.close();
    server.closeAllConnections();
    rmSync(deploy, { recursive: true, force: true });
  });

  it('responds to a route with the page: its head from the builds, a fresh nonce on every script, the provider and registry, never cached', async () => {
    const [first, second] = await Promise.all([fetch(`${site}/competition/info/6`), fetch(`${site}/cart`)]);
    const html = await first.text();
    const cart = await second.text();
    const nonce = firstMatch(/nonce="([^"]+)"/, html);
    assert.notEqual(nonce, firstMatch(/nonce="([^"]+)"/, cart));
    // The owner's title over the shell's, in place of the template's; the shell's for the basket.
    assert.match(html, /<title>A competition \| Prize Draw UK<\/title>/);
    assert.match(html, /<meta property="og:type" content="product">/);
    assert.match(cart, /<title>Basket \| Prize Draw UK<\/title>.*<meta name="robots" content="noindex">/);
    assert.doesNotMatch(cart, /<title>t<\/title>|template/);
    assert.match(html, /<script nonce="[^"]+" src="\/a.js">/);
    assert.match(html, /<meta name="shop-api-url" content="http:\/\/localhost:9999" \/>/);
    assert.match(html, /<script type="application\/json" id="shop-registry">\{"remotes"/);
    // The page's copy keeps what the shell reads of each release step; who and why stay on disk.
    const inline = JSON.parse(firstMatch(/id="shop-registry">([^<]*)<\/script>/, html));
    assert.deepEqual(inline.remotes.mf_catalog.history, [
      { action: 'publish', version: '1.0.1', at: 't1' },
      { action: 'rollback', version: '1.0.0', at: 't2', withdrew: '1.0.1' },
    ]);
    assert.match(
      html,
      /<div id="app-mf_catalog"[^>]* data-version="1.0.0" data-server-rendered="true"><p>catalog \/competition\/info\/6<\/p>/,
    );
    assert.equal(first.headers.get('cache-control'), 'no-store');
    assert.match(
      first.headers.get('content-security-policy') ?? '',
      new RegExp(`script-src 'self' 'nonce-${nonce.replace(/[+/]/g, '\\$&')}'`),
    );
    assert.equal(first.headers.get('x-content-type-options'), 'nosniff');
    // Each page its own release token, in the page's head (@shop/release/service page tokens).
    const token = (page: string) => /<meta name="shop-release-token" content="([^"]+)" \/>/.exec(page)?.[1];
    assert.ok(token(html) && token(cart) && token(html) !== token(cart));
  });

  it('the page carries the last few release steps only, so it does not grow with the history', async () => {
    const steps = Array.from({ length: 300 }, (_, i) => ({
      action: 'publish',
      version: `1.0.${i}`,
      at: `2026-11-26T10:${String(i % 60).padStart(2, '0')}:00Z`,
      by: 'Rita Release <rita@example.co.uk>',
      reason: 'a reason of some length that used to ride in every page the shop sent',
    }));
    writeFileSync(
      join(deploy, 'registry.json'),
      JSON.stringify({ remotes: { mf_catalog: { folder: 'mf-catalog', live: '1.0.299', history: steps } } }),
    );
    const html = await (await fetch(`${site}/cart`)).text();
    const inline = JSON.parse(firstMatch(/id="shop-registry">([^<]*)<\/script>/, html));
    // Today's main carried all 300 (the issue measured /cart at 25.9 KB after a season of releases).
    assert.equal(inline.remotes.mf_catalog.history.length, 8);
    assert.equal(inline.remotes.mf_catalog.history.at(-1).version, '1.0.299');
    assert.ok(html.length < 3000, `${html.length} bytes`);
    writeFileSync(join(deploy, 'registry.json'), REGISTRY);
  });

  it('renders with the live shell version’s own build and serves its icons at the root (docs/release.md)', async () => {
    const version = join(deploy, 'shell', '2.0.0-abc');
    mkdirSync(join(version, '.server'), { recursive: true });
    writeFileSync(join(version, '.server', 'render.mjs'), SHELL_BUILD.replace("'Basket'", "'Basket of 2.0.0'"));
    writeFileSync(join(version, 'favicon.ico'), 'ico');
    writeFileSync(join(version, 'index.html'), 'not served from here');
    assert.equal((await fetch(`${site}/favicon.ico`)).status, 404, 'no shell released yet');
    writeFileSync(
      join(deploy, 'registry.json'),
      JSON.stringify({ ...JSON.parse(REGISTRY), shell: { live: '2.0.0-abc' } }),
    );
    const icon = await fetch(`${site}/favicon.ico`);
    assert.equal(icon.status, 200);
    assert.equal(await icon.text(), 'ico');
    assert.equal((await fetch(`${site}/mf-manifest.json`)).status, 404, 'only icons, never its manifests or page');
    assert.match(await (await fetch(`${site}/cart`)).text(), /<title>Basket of 2.0.0 \| Prize Draw UK<\/title>/);
    writeFileSync(join(deploy, 'registry.json'), REGISTRY);
    assert.match(await (await fetch(`${site}/cart`)).text(), /<title>Basket \| Prize Draw UK<\/title>/);
  });

  /**
   * A catalog version whose pages say `label` and whose first render (the warm-up) is slow, as a
   * real build's is: longer than a page waits for it.
   */
  function plantSlowFirstRender(version: string, label: string) {
    const folder = join(deploy, 'mf-catalog', version, '.server');
    mkdirSync(folder, { recursive: true });
    const build = CATALOG_BUILD.replace("'<p>catalog '", `'<p>catalog ${label} '`).replace(
      'export async function render(url) {',
      'let cold = true;\nexport async function render(url) {\n  if (cold) { cold = false; await new Promise((r) => setTimeout(r, 400)); }',
    );
    writeFileSync(join(folder, 'render.mjs'), build);
  }

  it('warms a newly published version before any shopper asks, so its first page is rendered by the server', async () => {
    plantSlowFirstRender('1.1.0-warm', '1.1.0');
    const published = JSON.parse(REGISTRY);
    published.remotes.mf_catalog.live = '1.1.0-warm';
    writeFileSync(join(deploy, 'registry.json'), JSON.stringify(published));
    // No page asked meanwhile: the server read the registry on its own and warmed the new build.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const first = await (await fetch(`${site}/competition/info/9`)).text();
    writeFileSync(join(deploy, 'registry.json'), REGISTRY);
    assert.match(first, /<p>catalog 1\.1\.0 \/competition\/info\/9<\/p>/, 'the first page after the publish');
  });

  it('warms a canary’s version while it runs, so the promotion’s first page is rendered by the server at once', async () => {
    plantSlowFirstRender('1.2.0-canary', '1.2.0');
    const withCanary = JSON.parse(REGISTRY);
    withCanary.remotes.mf_catalog.canary = { version: '1.2.0-canary', share: 10 };
    writeFileSync(join(deploy, 'registry.json'), JSON.stringify(withCanary));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Promoted: live, and the page asked for in the same moment, before the server's next read.
    const promoted = JSON.parse(REGISTRY);
    promoted.remotes.mf_catalog.live = '1.2.0-canary';
    writeFileSync(join(deploy, 'registry.json'), JSON.stringify(promoted));
    const first = await (await fetch(`${site}/competition/info/12`)).text();
    writeFileSync(join(deploy, 'registry.json'), REGISTRY);
    assert.match(first, /<p>catalog 1\.2\.0 \/competition\/info\/12<\/p>/, 'the first page after the promotion');
  });

  it('keeps the charset in the first 1,024 bytes, before everything the server adds', async () => {
    const html = await (await fetch(`${site}/competition/info/6`)).text();
    assert.ok(html.indexOf('<meta charset="utf-8">') < 1024 - 30);
    assert.ok(html.indexOf('<meta charset="utf-8">') < html.indexOf('<title>'));
  });

  it('responds 404 to an unknown address and a competition that does not exist, with the not-found page and noindex', async () => {
    for (const path of ['/no/such/page', '/competition/info/404']) {
      const response = await fetch(`${site}${path}`);
      const html = await response.text();
      assert.equal(response.status, 404, path);
      assert.equal(response.headers.get('x-robots-tag'), 'noindex');
      assert.match(html, /<title>Page Not Found \| Prize Draw UK<\/title>/, path);
      assert.match(html, /<meta name="robots" content="noindex">/, path);
    }
    assert.match(await (await fetch(`${site}/no/such/page`)).text(), /<h1>Page not found<\/h1>/);
    // An address with a dot in it is a page when a browser loads it as one, a plain 404 for a script.
    const pageLoads: Record<string, string>[] = [
      { 'sec-fetch-dest': 'document' },
      { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    ];
    for (const headers of pageLoads) {
      const page = await fetch(`${site}/competitions/cash.html`, { headers });
      assert.equal(page.status, 404);
      assert.match(await page.text(), /<title>Page Not Found \| Prize Draw UK<\/title>/);
    }
    const script = await fetch(`${site}/mf-catalog/1.0.0/gone.js`, {
      headers: { 'sec-fetch-dest': 'script', accept: '*/*' },
    });
    assert.equal(script.status, 404);
    assert.equal(script.headers.get('content-type'), 'text/plain; charset=utf-8');
    // The server's own paths are never a page: a mistyped endpoint is not a 200 (docs/security.md).
    for (const path of ['/__csp-reports', '/__csp-report', '/__anything']) {
      const response = await fetch(`${site}${path}`);
      assert.equal(response.status, 404, path);
      assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8', path);
    }
  });

  it('redirects a rendered page with a query it does not read to its own address, so made-up parameters make no renders', async () => {
    const before = globalThis.catalogRenders ?? 0;
    for (let u = 0; u < 50; u++) {
      const response = await fetch(`${site}/competition/info/7?u=${u}`, { redirect: 'manual' });
      assert.equal(response.status, 301);
      assert.equal(response.headers.get('location'), '/competition/info/7');
    }
    assert.equal((globalThis.catalogRenders ?? 0) - before, 0);
    // What the page reads stays: its page number.
    assert.equal((await fetch(`${site}/competition/info/7?page=2`, { redirect: 'manual' })).status, 200);
    // A page the server does not render keeps its query (a reset link's key).
    assert.equal((await fetch(`${site}/cart?key=abc`, { redirect: 'manual' })).status, 200);
  });

  it('names its configured address in canonical URLs, the sitemap and robots, never the Host header', async () => {
    const asked = (path: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(`GET ${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`),
        );
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk;
        });
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    for (const path of ['/competition/info/6', '/sitemap.xml', '/robots.txt']) {
      const text = await asked(path);
      assert.doesNotMatch(text, /evil\.example/, path);
      assert.match(text, /https:\/\/shop\.example\//, path);
    }
  });

  it('without STOREFRONT_URL names its own address, still never the Host header', async () => {
    const own = await startStorefrontServer({
      port: 0,
      root: deploy,
      apiUrl: 'http://localhost:9999',
      publicOrigin: '',
    });
    try {
      const text = await new Promise<string>((resolve, reject) => {
        const socket = connect(own.port, '127.0.0.1', () =>
          socket.write('GET /robots.txt HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'),
        );
        let response = '';
        socket.on('data', (chunk) => {
          response += chunk;
        });
        socket.on('end', () => resolve(response));
        socket.on('error', reject);
      });
      assert.doesNotMatch(text, /evil\.example/);
      assert.match(text, new RegExp(`Sitemap: http://localhost:${own.port}/sitemap.xml`));
    } finally {
      own.server.close();
      own.server.closeAllConnections();
    }
  });

  it('sends a versioned asset compressed and cached for ever, HEAD with no body, and never a source map', async () => {
    const url = `${site}/mf-catalog/1.0.0/remoteEntry.js`;
    const got = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(got.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(got.headers.get('content-encoding'), 'gzip');
    assert.equal(got.headers.get('access-control-allow-origin'), '*');
    const head = await fetch(url, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(await head.text(), '');
    const registry = await fetch(`${site}/registry.json`);
    assert.equal(registry.headers.get('cache-control'), 'no-store');
    // The public registry carries no names, emails or reasons (today's main served the file as it was).
    const publicText = await registry.text();
    assert.match(publicText, /"live":"1\.0\.\d+"/);
    assert.doesNotMatch(publicText, /Rita|example\.co|broken|new cards|a reason|"by"/);
    assert.match(await got.text(), /^console\.log\("x{2000}"\);$/);
    assert.equal((await fetch(`${url}.map`)).status, 404);
  });

  it('serves a share image at its content-hashed address as a 1200 × 630 JPEG under 300 KB, cached for ever', async () => {
    const response = await fetch(`${site}/share/shell/site.${siteHash}.jpg`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'image/jpeg');
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.ok(bytes.length < 300 * 1024);
    const { width, height, format } = await sharp(bytes).metadata();
    assert.deepEqual({ width, height, format }, { width: 1200, height: 630, format: 'jpeg' });
    const stale = await fetch(`${site}/share/shell/site.0000000000000000.jpg`, { redirect: 'manual' });
    assert.equal(stale.status, 301);
    assert.equal(stale.headers.get('location'), `/share/shell/site.${siteHash}.jpg`);
    assert.equal((await fetch(`${site}/share/shell/nothing.0000000000000000.jpg`)).status, 404);
  });

  it('refuses hidden files, unknown files and other methods, and responds to its health check', async () => {
    assert.equal((await fetch(`${site}/%2E%2Ebuild/secret.js`)).status, 404);
    assert.equal((await fetch(`${site}/mf-catalog/..%2F.build/secret.js`)).status, 404);
    assert.equal((await fetch(`${site}/missing.js`)).status, 404);
    const put = await fetch(`${site}/cart`, { method: 'PUT' });
    assert.equal(put.status, 405);
    assert.equal(put.headers.get('cache-control'), 'no-store');
    assert.equal(await (await fetch(`${site}/__health`)).text(), 'ok');
    assert.match(await (await fetch(`${site}/robots.txt`)).text(), /Sitemap: https:\/\/shop.example\/sitemap.xml/);
    // A deploy folder's own robots.txt wins over the generated one.
    writeFileSync(join(deploy, 'robots.txt'), 'User-agent: mine\n');
    assert.equal(await (await fetch(`${site}/robots.txt`)).text(), 'User-agent: mine\n');
  });

  it('closes a client’s sockets past its cap, and requests whose headers never finish', async () => {
    const open = (send = '') =>
      new Promise<Socket & { gone: Promise<boolean> }>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          if (send) socket.write(send);
        }) as Socket & { gone: Promise<boolean> };
        socket.gone = new Promise((done) => socket.on('close', () => done(true)));
        socket.on('error', () => {});
        // Read what comes (the 408), so the socket can end.
        socket.resume();
        resolve(socket);
      });
    const sockets = await Promise.all(Array.from({ length: 12 }, () => open('GET / HTTP/1.1\r\nHost: x\r\n')));
    const closedSoon = await Promise.all(
      sockets.map((s) => Promise.race([s.gone, new Promise<boolean>((r) => setTimeout(() => r(false), 200))])),
    );
    // At least the four past the cap of eight (this test's earlier keep-alive sockets count too).
    assert.ok(closedSoon.filter(Boolean).length >= 4, 'those past the cap closed at once');
    assert.ok(closedSoon.filter((closed: boolean) => !closed).length <= 8, 'never more than the cap open');
    // The eight half-sent requests are closed once their headers are overdue.
    const closedLater = await Promise.all(
      sockets.map((s) => Promise.race([s.gone, new Promise<boolean>((r) => setTimeout(() => r(false), 3000))])),
    );
    assert.ok(closedLater.every(Boolean), 'every half-sent request closed');
    assert.equal((await fetch(`${site}/__health`)).status, 200);
  });
});
