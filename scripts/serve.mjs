#!/usr/bin/env node
// The storefront server (Hono on Node): serves the deploy folder the way production does —
// versioned assets cached forever, the registry and pages never cached, gzip/brotli, every route
// of the table answered with the page, and a Content-Security-Policy that allows only what the
// site needs (with a per-response nonce) — plus the site's own endpoints: health, CSP reports and
// the release service's beacons and console.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { createCspReportSink } from './csp-reports.mjs';
import { deployDir } from './lib.mjs';
import { BEACON_PATH } from './release/beacon.mjs';
import { isConsolePath } from './release/console.mjs';
import { createReleaseEndpoints } from './release/endpoints.mjs';
import { startMetricsServer } from './release/metrics.mjs';
import { homeHeroPreload, withAnnouncement, withShellAfterFirstPaint } from './server/first-paint.mjs';
import {
  contentSecurityPolicy,
  DEFAULT_PAYMENT_URL,
  inlineRegistryTag,
  providerMetaTags,
  RELEASE_TOKEN_SLOT,
  releaseTokenTag,
} from './server/page-head.mjs';
import { createProviderReader } from './server/provider.mjs';
import { createRegionRenderer, withRegion } from './server/region-render.mjs';
import { createSeo } from './server/seo.mjs';
import { loadShopCode } from './server/shop-code.mjs';
import { cacheControl, createEncoder, servablePath, TYPES } from './server/static-files.mjs';

export { contentSecurityPolicy, inlineRegistryTag, providerMetaTags } from './server/page-head.mjs';
export { servablePath } from './server/static-files.mjs';

/** Headers every answer carries, errors included. */
const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), interest-cohort=()',
};

/** The answer of the node-style handlers (`reply(res, status, text)`): plain text, never cached. */
function reply(res, status, text) {
  const headers = { ...BASE_HEADERS, 'cache-control': 'no-store' };
  if (text) headers['content-type'] = 'text/plain; charset=utf-8';
  res.writeHead(status, headers).end(text || undefined);
}

/** The same answer as a Response, for the server's own routes. */
const plain = (status, text) =>
  new Response(text, {
    status,
    headers: { ...BASE_HEADERS, 'cache-control': 'no-store', 'content-type': TYPES['.txt'] },
  });

/**
 * Mounts a node-style handler (`receive(req, res)`, as made by `createXHandler({ root, reply })`):
 * it reads the request and answers on Node's own objects.
 */
const nodeHandler = (receive) => (c) => {
  receive(c.env.incoming, c.env.outgoing);
  return RESPONSE_ALREADY_SENT;
};

/** The shell's own stylesheet link in index.html (its one render-blocking request). */
const SHELL_STYLESHEET = /<link href="(\/shell\/assets\/[\w.-]+\.css)" rel="stylesheet">/g;

/**
 * The shell's stylesheets go into the page itself: a phone on a slow network paints the page
 * without a request first (issue 18; bench/README.md). Read once per file (names are hashed).
 */
function inlineShellStyles(html, root, sheets) {
  return html.replace(SHELL_STYLESHEET, (link, href) => {
    if (!sheets.has(href)) {
      const file = join(root, href);
      sheets.set(href, existsSync(file) ? readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style') : null);
    }
    const css = sheets.get(href);
    return css === null ? link : `<style data-href="${href}">${css}</style>`;
  });
}

/** The template's own title and meta description/title, replaced by the route's. */
const TEMPLATE_META = /<title>[\s\S]*?<\/title>|<meta name="?(?:description|title)"?[^>]*>/gi;

export async function createStorefrontApp({
  root,
  apiUrl,
  paymentUrl = DEFAULT_PAYMENT_URL,
  publicOrigin,
  firebaseEmulator,
  devOrigins,
  cspReportFile,
}) {
  const encode = createEncoder();
  const code = await loadShopCode();
  const read = createProviderReader({ apiUrl, shared: code.shared });
  const seo = createSeo({ code, read });
  const csp = createCspReportSink({ reportFile: cspReportFile, reply });
  // The release service: page tokens, each page load's outcome per remote version, the canary
  // analysis and the console (scripts/release/endpoints.mjs).
  const release = await createReleaseEndpoints({ root, reply });
  const providerTags = providerMetaTags(apiUrl, firebaseEmulator, devOrigins, paymentUrl);
  const regions = createRegionRenderer({ root, apiUrl });
  regions.warm((await release.registry.current()).registry);
  const shellSheets = new Map();

  /**
   * Pages put together in the last second, without their nonce: each request only adds its own
   * nonce (and is compressed), so a busy server assembles a URL's page once a second. The key
   * holds the registry's and the template's modification times, so a release shows at once.
   */
  const assembled = new Map();
  const NONCE_SLOT = `nonce-slot-${randomBytes(8).toString('hex')}`;
  const ASSEMBLED_MS = 1000;
  const mtimeOf = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

  /** The page for every route of the table (and unknown ones, for the not-found page). */
  async function page(pathname, origin, search = '', cookie = '') {
    const template = join(root, 'index.html');
    if (!existsSync(template)) return null;
    // `shop-render=client` asks for the page without the server's render (tests, comparisons).
    const clientOnly = /(?:^|;\s*)shop-render=client(?:;|$)/.test(cookie);
    const live = await release.registry.current();
    const key = `${clientOnly} ${origin} ${mtimeOf(template)} ${live.key} ${pathname}${search}`;
    let kept = assembled.get(key);
    if (!kept || Date.now() - kept.at >= ASSEMBLED_MS) {
      if (assembled.size > 500) assembled.clear();
      const entry = { at: Date.now(), parts: assemble(template, pathname, origin, search, clientOnly, live.registry) };
      // A page that could not be put together is tried afresh by the next request.
      entry.parts.catch(() => assembled.get(key) === entry && assembled.delete(key));
      assembled.set(key, entry);
      kept = entry;
    }
    const parts = await kept.parts;
    const nonce = randomBytes(16).toString('base64');
    const nonceBytes = Buffer.from(nonce);
    const headers = {
      'content-security-policy': contentSecurityPolicy(nonce, apiUrl, devOrigins, paymentUrl),
      'cache-control': 'no-store',
      'content-type': TYPES['.html'],
    };
    // The page's own release token (scripts/release/page-token.mjs) in the page's first bytes.
    const first = Buffer.from(parts[0].toString().replace(RELEASE_TOKEN_SLOT, release.tokens.issue()));
    const body = Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [first] : [nonceBytes, part])));
    return { body, headers, file: null, kind: '.html' };
  }

  /** The page's bytes around each place its nonce goes. */
  async function assemble(template, pathname, origin, search, clientOnly, registry) {
    const [preload, tags, region, page] = await Promise.all([
      pathname === '/' ? homeHeroPreload(read) : '',
      seo.headTags(pathname, origin, apiUrl),
      clientOnly ? null : regions.regionFor(pathname + search, registry),
      withAnnouncement(inlineShellStyles(readFileSync(template, 'utf8'), root, shellSheets), read),
    ]);
    const head = tags + preload + providerTags + releaseTokenTag() + inlineRegistryTag(registry);
    const html = withRegion(
      (region ? withShellAfterFirstPaint(page) : page)
        .replace(/<script\b/g, `<script nonce="${NONCE_SLOT}"`)
        .replace(TEMPLATE_META, '')
        .replace(/<head>/i, (tag) => tag + head),
      region,
      NONCE_SLOT,
    );
    return html.split(NONCE_SLOT).map((part) => Buffer.from(part));
  }

  function staticFile(pathname, file) {
    const headers = {
      'cache-control': cacheControl(pathname),
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    };
    return { body: readFileSync(file), headers, file, kind: extname(file) };
  }

  const originOf = (c) => publicOrigin ?? new URL(c.req.url).origin;

  async function serve(c) {
    const pathname = servablePath(new URL(c.req.url).pathname);
    if (pathname === null) return plain(404, 'not found');
    const file = join(root, pathname);
    const isFile = existsSync(file) && statSync(file).isFile();
    const wantsPage = (!isFile && !extname(pathname)) || pathname === '/index.html';
    if (!isFile && !wantsPage) return plain(404, 'not found');
    const answer = wantsPage
      ? await page(pathname, originOf(c), new URL(c.req.url).search, c.req.header('cookie'))
      : staticFile(pathname, file);
    if (!answer) return plain(503, 'storefront not built');
    const out = encode({ ...answer, accept: c.req.header('accept-encoding') ?? '' });
    const headers = { ...BASE_HEADERS, vary: 'Accept-Encoding', ...answer.headers };
    if (out.encoding) headers['content-encoding'] = out.encoding;
    headers['content-length'] = String(out.body.length);
    return new Response(c.req.method === 'HEAD' ? null : out.body, { status: 200, headers });
  }

  /** A text the server writes: compressed like a page, cached for a few minutes. */
  function generated(c, type, text) {
    const out = encode({
      file: null,
      kind: type === TYPES['.xml'] ? '.xml' : '.txt',
      body: Buffer.from(text),
      accept: c.req.header('accept-encoding') ?? '',
    });
    const headers = {
      ...BASE_HEADERS,
      vary: 'Accept-Encoding',
      'content-type': type,
      'cache-control': 'public, max-age=300',
    };
    if (out.encoding) headers['content-encoding'] = out.encoding;
    return new Response(c.req.method === 'HEAD' ? null : out.body, { status: 200, headers });
  }

  const app = new Hono();
  // Routes match in this order: the site's own endpoints (one line each, node-style handlers
  // through nodeHandler) go above the files.
  app.post('/__csp-report', nodeHandler(csp.receive));
  app.post(BEACON_PATH, nodeHandler(release.beacons.receive));
  app.use('*', (c, next) =>
    isConsolePath(new URL(c.req.url).pathname)
      ? nodeHandler((req, res) => release.releaseConsole.handle(req, res, new URL(c.req.url)))(c)
      : next(),
  );
  // The public copy of the release state: no names, emails, reasons or plans (public-registry.mjs).
  app.get('/registry.json', async (c) => {
    const { registry } = await release.registry.current();
    if (!registry) return plain(404, 'not found');
    const headers = { ...BASE_HEADERS, 'cache-control': 'no-store', 'content-type': TYPES['.json'] };
    return new Response(c.req.method === 'HEAD' ? null : JSON.stringify(registry), { status: 200, headers });
  });
  app.all('/__health', () => plain(200, 'ok'));
  // Generated unless the deploy folder has its own.
  app.get('/sitemap.xml', async (c, next) =>
    existsSync(join(root, 'sitemap.xml')) ? next() : generated(c, TYPES['.xml'], await seo.sitemap(originOf(c))),
  );
  app.get('/robots.txt', (c, next) =>
    existsSync(join(root, 'robots.txt')) ? next() : generated(c, TYPES['.txt'], seo.robots(originOf(c))),
  );
  app.on(['GET', 'HEAD'], '*', serve);
  app.all('*', () => plain(405, 'method not allowed'));
  app.onError((error) => {
    console.error('[serve]', error);
    return plain(500, 'server error');
  });
  return { app, cspReports: csp.reports, release };
}

export async function startStaticServer({
  port = Number(process.env.PORT ?? 8080),
  root = deployDir(),
  apiUrl = process.env.SHOP_API_URL ?? 'http://localhost:8787',
  paymentUrl = process.env.SHOP_PAYMENT_URL ?? DEFAULT_PAYMENT_URL,
  // The address people reach the site at (canonical URLs, the sitemap); else the request's own.
  publicOrigin = process.env.STOREFRONT_URL,
  firebaseEmulator = process.env.SHOP_FIREBASE_EMULATOR,
  // Set only by a team's `pnpm dev` (scripts/start.mjs --dev): their dev servers' origins.
  devOrigins = (process.env.DEV_REMOTE_ORIGINS ?? '').split(',').filter(Boolean),
  cspReportFile = process.env.CSP_REPORT_FILE,
  // The release metrics' own port (scripts/release/metrics.mjs): off unless given.
  metricsPort = process.env.RELEASE_METRICS_PORT,
  metricsHost = process.env.RELEASE_METRICS_HOST ?? '127.0.0.1',
} = {}) {
  const options = { root, apiUrl, paymentUrl, publicOrigin, firebaseEmulator, devOrigins, cspReportFile };
  const { app, cspReports, release } = await createStorefrontApp(options);
  const metrics = metricsPort
    ? await startMetricsServer(release.metrics, { port: Number(metricsPort), host: metricsHost })
    : null;
  const server = createAdaptorServer({ fetch: app.fetch });
  server.on('close', () => {
    release.close();
    metrics?.close();
  });
  // Node closes an idle keep-alive connection after 5 s, which races a client that sends its
  // next request on it at that moment (ECONNRESET). Browsers and test clients that pause longer
  // than that simply open a new connection; this bound (the provider's too) is beyond any pause
  // between their requests.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) => {
    server.listen(port, () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : port, cspReports, release });
    });
  });
}

if (process.argv[1]?.endsWith('serve.mjs')) {
  const { port } = await startStaticServer();
  console.log(`[serve] storefront on http://localhost:${port} (deploy folder ${deployDir()})`);
}
