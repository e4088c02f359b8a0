#!/usr/bin/env node
// Serves the deploy folder the way production does: versioned assets cached forever, the
// registry and index.html never cached, gzip/brotli, SPA fallback for the route table, and a
// Content-Security-Policy that allows only what the site needs (with a per-response nonce).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createCspReportSink } from './csp-reports.mjs';
import { deployDir } from './lib.mjs';
import { BEACON_PATH, createBeaconHandler } from './release/beacon.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
/** The local payment service (api/src/payments/; PAYMENT_PORT moves it, SHOP_PAYMENT_URL names it here). */
const DEFAULT_PAYMENT_URL = 'http://localhost:8788';
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

export function contentSecurityPolicy(nonce, apiUrl, extraScriptOrigins = [], paymentUrl = DEFAULT_PAYMENT_URL) {
  const api = new URL(apiUrl);
  const ws = `${api.protocol === 'https:' ? 'wss' : 'ws'}://${api.host}`;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${extraScriptOrigins.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${api.origin}`,
    `connect-src 'self' ${api.origin} ${ws} ${extraScriptOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    // The payment service's card fields and 3-D Secure pages (api/README.md "Payments"); nothing else is framed.
    `frame-src ${new URL(paymentUrl).origin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'report-uri /__csp-report',
  ].join('; ');
}

function cacheControl(urlPath) {
  if (urlPath === '/registry.json' || urlPath === '/index.html' || urlPath.endsWith('/LATEST_BUILD')) return 'no-store';
  // <remote>/<version>/… folders and content-hashed shell assets never change.
  if (/^\/mf-[a-z]+\/[^/]+\//.test(urlPath) || urlPath.startsWith('/shell/assets/')) {
    return 'public, max-age=31536000, immutable';
  }
  if (urlPath === '/mf-manifest.json') return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The registry as a JSON island for the top of the page (read by the shell's first module,
 * shell/src/registry/early-registry.ts): the shell knows which versions to load, and preloads the
 * route owner's first code, without waiting for a request of its own. Read from disk for every
 * page, so a publish or rollback is seen by the next page load, as with the no-store fetch it
 * replaces. Nothing when the file is missing or is not JSON: the shell then fetches it and says
 * what is wrong.
 */
export function inlineRegistryTag(root) {
  let registry;
  try {
    registry = JSON.parse(readFileSync(join(root, 'registry.json'), 'utf8'));
  } catch {
    return '';
  }
  // `<` escaped: no text in the registry can close the element.
  const json = JSON.stringify(registry).replace(/</g, '\\u003c');
  return `<script type="application/json" id="shop-registry">${json}</script>`;
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The provider the pages should talk to, as <meta> tags at the top of <head> (read by
 * shared/src/config.ts before anything renders). The API URL is the one the CSP allows, so page
 * and policy always agree; the Firebase emulator host only when the server was given one. This
 * lets one build be served against several providers (the e2e lanes); a build served elsewhere
 * keeps its built-in values.
 */
export function providerMetaTags(apiUrl, firebaseEmulator, overrideOrigins = [], paymentUrl = DEFAULT_PAYMENT_URL) {
  const tags = [
    `<meta name="shop-api-url" content="${escapeAttribute(apiUrl)}" />`,
    `<meta name="shop-payment-url" content="${escapeAttribute(paymentUrl)}" />`,
  ];
  if (firebaseEmulator) {
    tags.push(`<meta name="shop-firebase-emulator" content="${escapeAttribute(firebaseEmulator)}" />`);
  }
  // The origins a developer override may load a remote from (shell/src/registry/override.ts):
  // only when a team runs `pnpm dev`; none on a plain `npm start`.
  if (overrideOrigins.length > 0) {
    tags.push(`<meta name="shop-override-origins" content="${escapeAttribute(overrideOrigins.join(' '))}" />`);
  }
  return tags.join('');
}

/** Headers every answer carries, errors included. */
const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), interest-cohort=()',
};

function reply(res, status, text) {
  const headers = { ...BASE_HEADERS, 'cache-control': 'no-store' };
  if (text) headers['content-type'] = 'text/plain; charset=utf-8';
  res.writeHead(status, headers).end(text || undefined);
}

/**
 * The path to serve, checked after decoding and normalising (so `/%2F.build/…` and
 * `/mf-catalog/..%2F.build/…` are the `/.build/…` they mean), or null when it cannot be decoded
 * or names a hidden file or folder (`.build/` holds the bundler's scratch output).
 */
export function servablePath(rawPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const path = posix.normalize(`/${decoded}`);
  return path.split('/').some((segment) => segment.startsWith('.')) ? null : path;
}

export function startStaticServer({
  port = Number(process.env.PORT ?? 8080),
  root = deployDir(),
  apiUrl = process.env.SHOP_API_URL ?? 'http://localhost:8787',
  paymentUrl = process.env.SHOP_PAYMENT_URL ?? DEFAULT_PAYMENT_URL,
  firebaseEmulator = process.env.SHOP_FIREBASE_EMULATOR,
  // Set only by a team's `pnpm dev` (scripts/start.mjs --dev): their dev servers' origins.
  devOrigins = (process.env.DEV_REMOTE_ORIGINS ?? '').split(',').filter(Boolean),
  cspReportFile = process.env.CSP_REPORT_FILE,
} = {}) {
  const compressed = new Map();
  const csp = createCspReportSink({ reportFile: cspReportFile, reply });
  // The release service: each page load's outcome per remote version, and the automatic abort.
  const beacons = createBeaconHandler({ root, reply });
  const providerTags = providerMetaTags(apiUrl, firebaseEmulator, devOrigins, paymentUrl);

  /** Static files are compressed once and kept; pages (one nonce each) every time. */
  function encode(file, body, accept, cacheable) {
    if (!COMPRESSIBLE.has(extname(file)) || body.length < 512) return { body, encoding: null };
    const kind = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    if (!kind) return { body, encoding: null };
    const key = `${kind}:${file}:${statSync(file).mtimeMs}`;
    let out = cacheable ? compressed.get(key) : undefined;
    if (!out) {
      out =
        kind === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(body, { level: 9 });
      if (cacheable) compressed.set(key, out);
    }
    return { body: out, encoding: kind };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/__csp-report') return csp.receive(req, res);
    if (req.method === 'POST' && url.pathname === BEACON_PATH) return beacons.receive(req, res);
    if (url.pathname === '/__health') return reply(res, 200, 'ok');
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply(res, 405, 'method not allowed');

    const pathname = servablePath(url.pathname);
    if (pathname === null) return reply(res, 404, 'not found');
    const file = join(root, pathname);
    const isFile = existsSync(file) && statSync(file).isFile();
    const wantsPage = !isFile && !extname(pathname);
    if (!isFile && !wantsPage) return reply(res, 404, 'not found');

    const accept = String(req.headers['accept-encoding'] ?? '');
    const headers = { ...BASE_HEADERS, vary: 'Accept-Encoding' };
    let target = file;
    let body;
    if (wantsPage || pathname === '/index.html') {
      // SPA fallback: every route of the table (and unknown ones, for the not-found page).
      target = join(root, 'index.html');
      if (!existsSync(target)) return reply(res, 503, 'storefront not built');
      const nonce = randomBytes(16).toString('base64');
      const page = readFileSync(target, 'utf8')
        .replace(/<script\b/g, `<script nonce="${nonce}"`)
        .replace(/<head>/i, (head) => head + providerTags + inlineRegistryTag(root));
      body = Buffer.from(page);
      headers['content-security-policy'] = contentSecurityPolicy(nonce, apiUrl, devOrigins, paymentUrl);
      headers['cache-control'] = 'no-store';
      headers['content-type'] = TYPES['.html'];
    } else {
      body = readFileSync(file);
      headers['cache-control'] = cacheControl(pathname);
      headers['content-type'] = TYPES[extname(file)] ?? 'application/octet-stream';
      headers['access-control-allow-origin'] = '*';
    }
    const out = encode(target, body, accept, target === file && pathname !== '/index.html');
    if (out.encoding) headers['content-encoding'] = out.encoding;
    headers['content-length'] = String(out.body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : out.body);
  });

  // Node closes an idle keep-alive connection after 5 s, which races a client that sends its
  // next request on it at that moment (ECONNRESET). Browsers and test clients that pause longer
  // than that simply open a new connection; this bound (the provider's too) is beyond any pause
  // between their requests.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve) => {
    server.listen(port, () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : port, cspReports: csp.reports });
    });
  });
}

if (process.argv[1]?.endsWith('serve.mjs')) {
  const { port } = await startStaticServer();
  console.log(`[serve] storefront on http://localhost:${port} (deploy folder ${deployDir()})`);
}
