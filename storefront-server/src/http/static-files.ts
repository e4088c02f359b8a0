// Files of the deploy folder as the storefront server sends them: type and cache lifetime (the
// deploy store's, which a bucket's objects carry too: @shop/release), and gzip/brotli (static
// files compressed once and kept; pages, one nonce each, every time).
import { statSync } from 'node:fs';
import { posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);

/**
 * The path to serve, checked after decoding and normalising (so `/%2F.build/…` and
 * `/mf-catalog/..%2F.build/…` are the `/.build/…` they mean), or null when it cannot be decoded
 * or names a hidden file or folder (`.build/` holds the bundler's scratch output).
 */
export function servablePath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const path = posix.normalize(`/${decoded}`);
  return path.split('/').some((segment) => segment.startsWith('.')) ? null : path;
}

/**
 * A browser loading a page (a navigation: `Sec-Fetch-Dest: document`, or an Accept asking for HTML),
 * not a script, stylesheet or picture a page asked for.
 */
export function isPageLoad(header: (name: string) => string | undefined): boolean {
  const dest = header('sec-fetch-dest');
  return dest ? dest === 'document' : (header('accept') ?? '').includes('text/html');
}

type Encoding = 'br' | 'gzip';

/** The encoding the client accepts best, brotli first; null for none or a body not worth it. */
function encodingFor(kind: string, body: Buffer, accept: string): Encoding | null {
  if (!COMPRESSIBLE.has(kind) || body.length < 512) return null;
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
}

/**
 * Static files are compressed once, hard; a page for every request (its nonce is its own), at
 * brotli 3 / gzip 6, fast levels that still pack a page well: compressing is most of a page's
 * cost under load (bench/README.md "Server under load").
 */
const compress = (encoding: Encoding, body: Buffer, kept: boolean) =>
  encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: kept ? 9 : 3 } })
    : gzipSync(body, { level: kept ? 9 : 6 });

/** What is sent: a file of the deploy folder (`file`), or a page or text the server made (`file` null). */
export interface Outgoing {
  body: Buffer;
  file: string | null;
  kind: string;
}

/** Compresses static files once per version on disk (keyed by modification time). */
export function createEncoder() {
  const compressed = new Map<string, Buffer>();
  /** A file's bytes as sent; `file` null for a page (never kept). */
  return function encode({ file, kind, body, accept }: Outgoing & { accept: string }): {
    body: Buffer;
    encoding: Encoding | null;
  } {
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
