// The storefront server's routes (Hono): the deploy folder served the way production does —
// versioned assets cached forever, the registry and pages never cached, gzip/brotli, every address
// returned with the page, head and status the released builds give it (pages/pages.ts), share
// images, and a Content-Security-Policy that allows only what the site needs (with a per-response
// nonce) — plus the site's own endpoints: health, CSP reports, preview links and the release
// service's beacons and console (@shop/release/service). What a stranger can send it:
// docs/security.md "Storefront server".
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { cacheControl, mediaTypeOf, PREVIEW_EXIT_PATH, PREVIEW_PATH, TYPES } from '@shop/release';
import { BEACON_PATH, createReleaseEndpoints, isConsolePath, type ReleaseEndpoints } from '@shop/release/service';
import { type Context, Hono } from 'hono';
import { createCspReportSink } from './http/csp-reports';
import { BASE_HEADERS, type NodeBindings, nodeHandler, plain, respond } from './http/responses';
import { createEncoder, isPageLoad, type Outgoing, servablePath } from './http/static-files';
import { contentSecurityPolicy, DEFAULT_PAYMENT_URL, providerMetaTags } from './pages/page-head';
import { createPages } from './pages/pages';
import type { RegionRenderer } from './pages/region-render';
import { createPreviews, withPreview } from './preview';
import { createShareImages, SHARE_PATH, shareHash } from './share-images';

/** Paths the server keeps for its own endpoints: never a page, whatever follows. */
const OWN_PATH = /^\/__/;

export interface StorefrontOptions {
  /** The deploy folder. */
  root: string;
  /** The provider the pages talk to. */
  apiUrl: string;
  paymentUrl?: string;
  /** The address people reach the site at. */
  publicOrigin: string;
  firebaseEmulator?: string | undefined;
  /** The teams' dev servers an override may load a remote from (a root `npm run dev` only). */
  devOrigins: string[];
  cspReportFile?: string | undefined;
}

export interface StorefrontApp {
  app: Hono<NodeBindings>;
  cspReports: unknown[];
  release: ReleaseEndpoints;
  regions: RegionRenderer;
  /** Stops what runs on a timer (the release service's, the warm-up's). */
  close(): void;
}

/** A response about to be compressed and sent: its bytes, headers and kind (pages/static files). */
type Sendable = Outgoing & { headers: Record<string, string> };

export async function createStorefrontApp({
  root,
  apiUrl,
  paymentUrl = DEFAULT_PAYMENT_URL,
  publicOrigin,
  firebaseEmulator,
  devOrigins,
  cspReportFile,
}: StorefrontOptions): Promise<StorefrontApp> {
  const encode = createEncoder();
  const csp = createCspReportSink({ reportFile: cspReportFile, respond });
  // The release service: page tokens, each page load's outcome per remote version, the canary
  // analysis and the console (@shop/release/service).
  const release = await createReleaseEndpoints({ root, respond });
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
  // A publish or a rollback is warmed within a second, whether or not a page asked yet.
  const stopWarming = pages.keepWarm();
  // Preview links: one browser sees a remote's preview version, nobody else (docs/release.md "Preview links").
  const previews = createPreviews({
    storage: release.storage,
    secret: release.previewSecret,
    httpsSite: new URL(publicOrigin).protocol === 'https:',
  });
  const shareImages = createShareImages({ apiUrl });

  function staticFile(pathname: string, file: string): Sendable {
    const headers = {
      'cache-control': cacheControl(pathname),
      'content-type': mediaTypeOf(extname(file)) ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
    };
    return { body: readFileSync(file), headers, file, kind: extname(file) };
  }

  /** A response compressed as the client accepts, with the headers every response carries. */
  function send(c: Context, status: number, response: Sendable): Response {
    const out = encode({ ...response, accept: c.req.header('accept-encoding') ?? '' });
    const headers: Record<string, string> = { ...BASE_HEADERS, vary: 'Accept-Encoding', ...response.headers };
    if (out.encoding) headers['content-encoding'] = out.encoding;
    headers['content-length'] = String(out.body.length);
    // A Buffer is the bytes a Response takes (node's fetch); the DOM's types, where a consumer
    // compiles with them, do not say so.
    return new Response(c.req.method === 'HEAD' ? null : (out.body as Uint8Array<ArrayBuffer>), { status, headers });
  }

  async function servePage(c: Context, url: URL, pathname: string): Promise<Response> {
    const cookie = c.req.header('cookie');
    const preview = await previews.fromCookie(cookie);
    const found = await pages.page(pathname, url.search, cookie, preview);
    if (!found) return plain(503, 'storefront not built');
    if ('redirect' in found) {
      // The page's own address: another query (a made-up parameter) makes no render of its own.
      return new Response(null, {
        status: 301,
        headers: { ...BASE_HEADERS, location: found.redirect, 'cache-control': 'public, max-age=300' },
      });
    }
    const { nonce, body } = pages.withNonce(found.parts);
    const headers: Record<string, string> = {
      'content-security-policy': contentSecurityPolicy(nonce, apiUrl, devOrigins, paymentUrl),
      // A preview's page is this browser's alone: no shared cache may keep it.
      'cache-control': preview ? 'private, no-store' : 'no-store',
      'content-type': TYPES['.html'],
    };
    if (found.status === 404) headers['x-robots-tag'] = 'noindex';
    return send(c, found.status, { body, headers, file: null, kind: '.html' });
  }

  async function serve(c: Context): Promise<Response> {
    const url = new URL(c.req.url);
    const pathname = servablePath(url.pathname);
    // Source maps stay with the team (docs/security.md): a build that still has one never sends it.
    if (pathname === null || pathname.endsWith('.map') || OWN_PATH.test(pathname)) return plain(404, 'not found');
    const file = join(root, pathname);
    const isFile = existsSync(file) && statSync(file).isFile();
    if (isFile && pathname !== '/index.html') return send(c, 200, staticFile(pathname, file));
    const shellFile = await liveShellFile(pathname);
    if (shellFile) return send(c, 200, staticFile(pathname, shellFile));
    // A missing file is a plain 404 for a script or a picture; a browser's page load of an address
    // with a dot in it (/competitions/cash.html, /competition/info/6.5) gets the site's page, which
    // says what it has there, as any other address does.
    if (extname(pathname) && pathname !== '/index.html' && !isPageLoad((name) => c.req.header(name)))
      return plain(404, 'not found');
    return servePage(c, url, pathname);
  }

  /**
   * The live shell's own root files (its icons: /favicon.ico, /icon.svg, …) from its version folder
   * (docs/release.md: a shell build lands in shell/<version>/), so a rollback of the shell rolls
   * them back too. Only a plain top-level name, never the page, its manifests or hidden files.
   */
  async function liveShellFile(pathname: string): Promise<string | null> {
    const name = pathname.slice(1);
    if (!/^[\w-]+\.(?:ico|svg|png|webmanifest)$/.test(name)) return null;
    const live = (await release.registry.current()).registry?.shell?.live;
    if (typeof live !== 'string' || !/^[\w.+-]+$/.test(live)) return null;
    const file = join(root, 'shell', live, name);
    return existsSync(file) && statSync(file).isFile() ? file : null;
  }

  /** A share image: the JPEG of the SVG its build draws now, if the address names that picture. */
  async function shareImage(c: Context): Promise<Response> {
    const [, container, name, hash] = SHARE_PATH.exec(new URL(c.req.url).pathname) ?? [];
    if (!container || !name) return plain(404, 'not found');
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
  function generated(c: Context, type: string, text: string): Response {
    const headers = { 'content-type': type, 'cache-control': 'public, max-age=300' };
    return send(c, 200, {
      body: Buffer.from(text),
      headers,
      file: null,
      kind: type === TYPES['.xml'] ? '.xml' : '.txt',
    });
  }

  const app = new Hono<NodeBindings>();
  // Routes match in this order: the site's own endpoints (one line each, node-style handlers
  // through nodeHandler) go above the files.
  app.post('/__csp-report', nodeHandler(csp.receive));
  app.post(BEACON_PATH, nodeHandler(release.beacons.receive));
  app.use('*', async (c, next) =>
    isConsolePath(new URL(c.req.url).pathname)
      ? nodeHandler((req, res) => release.releaseConsole.handle(req, res, new URL(c.req.url)))(c)
      : next(),
  );
  // The public copy of the release state: no names, emails, reasons or plans (@shop/release publicRegistry).
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
  const close = () => {
    stopWarming();
    release.close();
  };
  return { app, cspReports: csp.reports, release, regions: pages.regions, close };
}
