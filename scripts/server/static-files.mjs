// Files of the deploy folder as the storefront server sends them: type, cache lifetime, and
// gzip/brotli (static files compressed once and kept; pages, one nonce each, every time).
import { statSync } from 'node:fs';
import { posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const TYPES = {
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
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);

export function cacheControl(urlPath) {
  if (urlPath === '/registry.json' || urlPath === '/index.html' || urlPath.endsWith('/LATEST_BUILD')) return 'no-store';
  // <remote>/<version>/… folders and content-hashed shell assets never change.
  if (/^\/mf-[a-z]+\/[^/]+\//.test(urlPath) || urlPath.startsWith('/shell/assets/')) {
    return 'public, max-age=31536000, immutable';
  }
  if (urlPath === '/mf-manifest.json') return 'no-cache';
  return 'public, max-age=3600';
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

/** The encoding the client accepts best, brotli first; null for none or a body not worth it. */
function encodingFor(kind, body, accept) {
  if (!COMPRESSIBLE.has(kind) || body.length < 512) return null;
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
}

/**
 * Static files are compressed once, hard; a page for every request (its nonce is its own), at
 * brotli 3 / gzip 6, fast levels that still pack a page well: compressing is most of a page's
 * cost under load (bench/README.md "Server under load").
 */
const compress = (encoding, body, kept) =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: kept ? 9 : 3 } })
    : gzipSync(body, { level: kept ? 9 : 6 });

/** Compresses static files once per version on disk (keyed by modification time). */
export function createEncoder() {
  const compressed = new Map();
  /** A file's bytes as sent; `file` null for a page (never kept). */
  return function encode({ file, kind, body, accept }) {
    const encoding = encodingFor(kind, body, accept);
    if (!encoding) return { body, encoding: null };
    if (!file) return { body: compress(encoding, body, false), encoding };
    const key = `${encoding}:${file}:${statSync(file).mtimeMs}`;
    let out = compressed.get(key);
    if (!out) {
      out = compress(encoding, body, true);
      compressed.set(key, out);
    }
    return { body: out, encoding };
  };
}
