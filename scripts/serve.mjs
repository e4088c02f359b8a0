#!/usr/bin/env node
// The storefront server (Hono on Node): serves the deploy folder the way production does —
// versioned assets cached forever, the registry and pages never cached, gzip/brotli, every address
// answered with the page, head and status the released builds give it (scripts/server/pages.mjs),
// share images, and a Content-Security-Policy that allows only what the site needs (with a
// per-response nonce) — plus the site's own endpoints: health, CSP reports and the release
// service's beacons and console. What a stranger can send it: docs/security.md "Storefront server".
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
import { PREVIEW_EXIT_PATH, PREVIEW_PATH } from './release/preview-link.mjs';
import { limitConnections, serverOptions } from './server/connections.mjs';
import { contentSecurityPolicy, DEFAULT_PAYMENT_URL, devRemoteOrigins, providerMetaTags } from './server/page-head.mjs';
import { createPages } from './server/pages.mjs';
import { createPreviews, withPreview } from './server/preview.mjs';
import { createShareImages, SHARE_PATH, shareHash } from './server/share-images.mjs';
import { cacheControl, createEncoder, servablePath, TYPES } from './server/static-files.mjs';

export { contentSecurityPolicy, inlineRegistryTag, providerMetaTags } from './server/page-head.mjs';
export { servablePath } from './server/static-files.mjs';

/** Headers every answer carries, errors included. */
const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Features Chromium knows: an unknown one (bluetooth, interest-cohort) is a console warning on every page.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), browsing-topics=()',
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

/**
 * The address people reach the site at, for canonical URLs, the sitemap, robots.txt and share
 * images: STOREFRONT_URL, else this server's own local address. Never the request's Host header,
 * which anyone may send (issue 30); docs/security.md "Storefront server".
 */
export function publicOriginOf(configured, port) {
  if (configured) return new URL(configured).origin;
  return `http://localhost:${port}`;
}

/** Paths the server keeps for its own endpoints: never a page, whatever follows. */
const OWN_PATH = /^\/__/;

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
  const csp = createCspReportSink({ reportFile: cspReportFile, reply });
  // The release service: page tokens, each page load's outcome per remote version, the canary
  // analysis and the console (scripts/release/endpoints.mjs).
  const release = await createReleaseEndpoints({ root, reply });
  const pages = createPages({
    root,
    apiUrl,
    origin: publicOrigin,
    firebaseEmulator,
    registry: release.registry,
    pageToken: () => release.tokens.issue(),
    headExtras: providerMetaTags(apiUrl, firebaseEmulator, devOrigins, paymentUrl),
  });
  pages.warm().catch((error) => console.error('[serve] warm-up:', error));
  // Preview links: one browser sees a remote's preview version, nobody else (docs/release.md "Preview links").
  const previews = createPreviews({
    storage: release.storage,
    secret: release.previewSecret,
    httpsSite: new URL(publicOrigin).protocol === 'https:',
  });
  const shareImages = createShareImages({ apiUrl });

  function staticFile(pathname, file) {
    const headers = {
      'cache-control': cacheControl(pathname),
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    };
    return { body: readFileSync(file), headers, file, kind: extname(file) };
  }

  /** An answer compressed as the client accepts, with the headers every answer carries. */
  function send(c, status, answer) {
    const out = encode({ ...answer, accept: c.req.header('accept-encoding') ?? '' });
    const headers = { ...BASE_HEADERS, vary: 'Accept-Encoding', ...answer.headers };
    if (out.encoding) headers['content-encoding'] = out.encoding;
    headers['content-length'] = String(out.body.length);
    return new Response(c.req.method === 'HEAD' ? null : out.body, { status, headers });
  }

  async function servePage(c, url, pathname) {
    const cookie = c.req.header('cookie');
    const preview = await previews.fromCookie(cookie);
    const found = await pages.page(pathname, url.search, cookie, preview);
    if (!found) return plain(503, 'storefront not built');
    if (found.redirect) {
      // The page's own address: another query (a made-up parameter) makes no render of its own.
      return new Response(null, {
        status: 301,
        headers: { ...BASE_HEADERS, location: found.redirect, 'cache-control': 'public, max-age=300' },
      });
    }
    const { nonce, body } = pages.withNonce(found.parts);
    const headers = {
      'content-security-policy': contentSecurityPolicy(nonce, apiUrl, devOrigins, paymentUrl),
      // A preview's page is this browser's alone: no shared cache may keep it.
      'cache-control': preview ? 'private, no-store' : 'no-store',
      'content-type': TYPES['.html'],
    };
    if (found.status === 404) headers['x-robots-tag'] = 'noindex';
    return send(c, found.status, { body, headers, file: null, kind: '.html' });
  }

  async function serve(c) {
    const url = new URL(c.req.url);
    const pathname = servablePath(url.pathname);
    // Source maps stay with the team (issue 30): a build that still has one never sends it.
    if (pathname === null || pathname.endsWith('.map') || OWN_PATH.test(pathname)) return plain(404, 'not found');
    const file = join(root, pathname);
    const isFile = existsSync(file) && statSync(file).isFile();
    if (isFile && pathname !== '/index.html') return send(c, 200, staticFile(pathname, file));
    const shellFile = await liveShellFile(pathname);
    if (shellFile) return send(c, 200, staticFile(pathname, shellFile));
    if (extname(pathname) && pathname !== '/index.html') return plain(404, 'not found');
    return servePage(c, url, pathname);
  }

  /**
   * The live shell's own root files (its icons: /favicon.ico, /icon.svg, …) from its version folder
   * (docs/release.md: a shell build lands in shell/<version>/), so a rollback of the shell rolls
   * them back too. Only a plain top-level name, never the page, its manifests or hidden files.
   */
  async function liveShellFile(pathname) {
    const name = pathname.slice(1);
    if (!/^[\w-]+\.(?:ico|svg|png|webmanifest)$/.test(name)) return null;
    const live = (await release.registry.current()).registry?.shell?.live;
    if (typeof live !== 'string' || !/^[\w.+-]+$/.test(live)) return null;
    const file = join(root, 'shell', live, name);
    return existsSync(file) && statSync(file).isFile() ? file : null;
  }

  /** A share image: the JPEG of the SVG its build draws now, if the address names that picture. */
  async function shareImage(c) {
    const [, container, name, hash] = SHARE_PATH.exec(new URL(c.req.url).pathname) ?? [];
    if (!container) return plain(404, 'not found');
    const svg = await pages.shareSvg(container, name);
    if (!svg) return plain(404, 'not found');
    const now = shareHash(svg);
    if (now !== hash) {
      // The picture changed since the page was read (a sale ended): its address now.
      return new Response(null, {
        status: 301,
        headers: { ...BASE_HEADERS, location: `/share/${container}/${name}.${now}.jpg`, 'cache-control': 'no-store' },
      });
    }
    const body = await shareImages.jpeg(svg);
    const headers = { 'cache-control': 'public, max-age=31536000, immutable', 'content-type': TYPES['.jpg'] };
    return send(c, 200, { body, headers, file: null, kind: '.jpg' });
  }

  /** A text the server writes: compressed like a page, cached for a few minutes. */
  function generated(c, type, text) {
    const headers = { 'content-type': type, 'cache-control': 'public, max-age=300' };
    return send(c, 200, {
      body: Buffer.from(text),
      headers,
      file: null,
      kind: type === TYPES['.xml'] ? '.xml' : '.txt',
    });
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
  // A browser in a preview gets its preview's copy, as in its pages.
  app.get('/registry.json', async (c) => {
    const { registry } = await release.registry.current();
    if (!registry) return plain(404, 'not found');
    const preview = await previews.fromCookie(c.req.header('cookie'));
    const body = JSON.stringify(preview ? withPreview(registry, preview) : registry);
    const cache = preview ? 'private, no-store' : 'no-store';
    const headers = { ...BASE_HEADERS, 'cache-control': cache, 'content-type': TYPES['.json'] };
    return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
  });
  app.get(PREVIEW_PATH, (c) => previews.start(c));
  app.get(PREVIEW_EXIT_PATH, (c) => previews.exit(c));
  app.all('/__health', () => plain(200, 'ok'));
  app.on(['GET', 'HEAD'], '/share/*', shareImage);
  // Generated unless the deploy folder has its own.
  app.on(['GET', 'HEAD'], '/sitemap.xml', async (c, next) =>
    existsSync(join(root, 'sitemap.xml')) ? next() : generated(c, TYPES['.xml'], await pages.sitemap()),
  );
  app.on(['GET', 'HEAD'], '/robots.txt', async (c, next) =>
    existsSync(join(root, 'robots.txt')) ? next() : generated(c, TYPES['.txt'], await pages.robots()),
  );
  app.on(['GET', 'HEAD'], '*', serve);
  app.all('*', (c) => plain(OWN_PATH.test(new URL(c.req.url).pathname) ? 404 : 405, 'method not allowed'));
  app.onError((error) => {
    console.error('[serve]', error);
    return plain(500, 'server error');
  });
  return { app, cspReports: csp.reports, release, regions: pages.regions };
}

export async function startStaticServer({
  port = Number(process.env.PORT ?? 8080),
  root = deployDir(),
  apiUrl = process.env.SHOP_API_URL ?? 'http://localhost:8787',
  paymentUrl = process.env.SHOP_PAYMENT_URL ?? DEFAULT_PAYMENT_URL,
  // The address people reach the site at (canonical URLs, the sitemap); else this server's own.
  publicOrigin = process.env.STOREFRONT_URL,
  firebaseEmulator = process.env.SHOP_FIREBASE_EMULATOR,
  // Set only by a team's `pnpm dev` (scripts/start.mjs --dev): their dev servers' origins.
  devOrigins = devRemoteOrigins(process.env.DEV_REMOTE_ORIGINS),
  cspReportFile = process.env.CSP_REPORT_FILE,
  // The release metrics' own port (scripts/release/metrics.mjs): off unless given.
  metricsPort = process.env.RELEASE_METRICS_PORT,
  metricsHost = process.env.RELEASE_METRICS_HOST ?? '127.0.0.1',
  // Tests shorten these: node:http's header and request times, the sockets one client may hold.
  limits = {},
} = {}) {
  let app = null;
  const server = createAdaptorServer({
    // A request between listening and the app being ready (a few milliseconds at start) is told to retry.
    fetch: (request, env) => (app ? app.fetch(request, env) : new Response('starting', { status: 503 })),
    serverOptions: { ...serverOptions, ...limits.serverOptions },
  });
  limitConnections(server, limits.sockets);
  // Listening first: without STOREFRONT_URL the site's address is this server's own port.
  await new Promise((resolve) => server.listen(port, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  if (!publicOrigin) {
    console.warn(
      `[serve] STOREFRONT_URL is not set: canonical URLs and the sitemap name http://localhost:${actualPort}`,
    );
  }
  const origin = publicOriginOf(publicOrigin, actualPort);
  const options = { root, apiUrl, paymentUrl, publicOrigin: origin, firebaseEmulator, devOrigins, cspReportFile };
  const created = await createStorefrontApp(options);
  const metrics = metricsPort
    ? await startMetricsServer(created.release.metrics, { port: Number(metricsPort), host: metricsHost })
    : null;
  server.on('close', () => {
    created.release.close();
    metrics?.close();
  });
  app = created.app;
  return { server, port: actualPort, cspReports: created.cspReports, release: created.release };
}

if (process.argv[1]?.endsWith('serve.mjs')) {
  const { port } = await startStaticServer();
  console.log(`[serve] storefront on http://localhost:${port} (deploy folder ${deployDir()})`);
}
