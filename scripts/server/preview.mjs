// Preview links on the storefront server (docs/release.md "Preview links"). `GET /__preview?token=`
// checks the link `pnpm release preview` printed (scripts/release/preview-link.mjs) and sets a
// cookie carrying the same signed token; every page and `/registry.json` asked with a valid one
// get a registry in which that remote's live version is the preview's (its client and its server
// build alike: scripts/server/pages.mjs), a badge with "Exit preview", no release token (so nothing
// it loads is counted in release health: scripts/release/beacon.mjs) and `private, no-store`.
// Every other browser, and the release state, are untouched. `GET /__preview/exit` ends it.
import { LRUCache } from 'lru-cache';
import { folderOf } from '../lib.mjs';
import { previewKey } from '../release/preview.mjs';
import { PREVIEW_EXIT_PATH, previewCookie, previewCookieValue, verifyPreview } from '../release/preview-link.mjs';
import { escapeAttribute } from './page-head.mjs';

/** How long a server trusts what it read of a preview's record (a withdrawn one stops within this). */
const RECORD_MS = 10_000;

/**
 * The registry a preview's pages use: the previewed remote's live version is the preview's (its
 * canary left out: this browser sees exactly that version), with its first files, and `preview`
 * saying so. Everything else is the live registry's.
 */
export function withPreview(registry, preview) {
  const remotes = { ...(registry?.remotes ?? {}) };
  const { canary: _canary, ...record } = remotes[preview.container] ?? { history: [] };
  remotes[preview.container] = {
    ...record,
    folder: preview.folder,
    live: preview.version,
    firstCode: preview.firstCode ?? {},
  };
  return { ...registry, remotes, preview: { remote: preview.container, version: preview.version } };
}

/** The badge a preview's pages carry at the top: what is previewed, and the way out (a plain link: a full page load). */
export function previewBadge(preview) {
  const what = escapeAttribute(`${preview.folder} ${preview.version}`);
  return (
    `<aside id="shop-preview" aria-label="Preview" style="background:#5b21b6;color:#fff;font:600 14px/1.5 system-ui,sans-serif;` +
    `padding:6px 12px;display:flex;flex-wrap:wrap;gap:2px 8px;justify-content:center;align-items:center">` +
    `<span>Preview: ${what}</span><span><span aria-hidden="true">· </span>` +
    `<a href="${PREVIEW_EXIT_PATH}" style="color:#fff;text-decoration:underline">Exit preview</a></span></aside>`
  );
}

const PAGE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1b1b3a}h1{font-size:1.5rem}';

/** A refusal as a page of its own: no script, nothing set. */
function refusalPage(status, title, text) {
  const body =
    `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title><style>${PAGE_STYLE}</style></head><body><main><h1>${title}</h1><p>${text}</p>` +
    `<p><a href="/">Go to the site</a></p></main></body></html>`;
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    },
  });
}

const ASK_AGAIN = 'Ask whoever sent it for a new one (<code>pnpm release preview</code>).';

/**
 * @param {object} o
 * @param {{ read(key: string): Promise<string | null> }} o.storage the release storage (folder or bucket)
 * @param {string | (() => string)} o.secret the preview links' secret (preview-link.mjs
 *   `previewSecret`), or how to read it when a preview is asked for
 * @param {boolean} o.httpsSite the site is reached over https: the cookie is Secure
 */
export function createPreviews({ storage, secret, httpsSite = false, now = Date.now }) {
  const records = new LRUCache({ max: 100, ttl: RECORD_MS });

  /** A preview's record (`pnpm release preview` wrote it), or null when there is none (or it does not parse). */
  async function recordOf(folder, version) {
    const key = previewKey(folder, version);
    const kept = records.get(key);
    if (kept) return kept.record;
    let record = null;
    try {
      const text = await storage.read(key);
      record = text === null ? null : JSON.parse(text);
    } catch {
      record = null;
    }
    records.set(key, { record });
    return record;
  }

  /** What a token opens: { preview } for a valid one, else { refused: 'forged' | 'expired' | 'missing' }. */
  async function open(token) {
    const checked = verifyPreview(typeof secret === 'function' ? secret() : secret, token, now());
    if (!checked.ok) return { refused: checked.reason };
    const folder = folderOf(checked.container);
    const record = await recordOf(folder, checked.version);
    if (!record) return { refused: 'missing' };
    return {
      preview: { ...checked, folder, firstCode: record.firstCode, key: `${checked.container}@${checked.version}` },
    };
  }

  /** The preview a request's cookie names, or null (none, forged, expired, or no longer recorded: the live site). */
  async function fromCookie(cookieHeader) {
    const token = previewCookieValue(cookieHeader);
    if (!token) return null;
    return (await open(token)).preview ?? null;
  }

  const secure = (url) => httpsSite || new URL(url).protocol === 'https:';
  const redirectHome = (cookie) =>
    new Response(null, {
      status: 303,
      headers: { location: '/', 'set-cookie': cookie, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    });

  /** GET /__preview?token=…: a valid link sets the cookie and goes to the home page; any other is refused, nothing set. */
  async function start(c) {
    const tokens = new URL(c.req.url).searchParams.getAll('token');
    const found = tokens.length === 1 ? await open(tokens[0]) : { refused: 'forged' };
    if (found.refused === 'expired') {
      return refusalPage(410, 'This preview link has expired', `Preview links work for a limited time. ${ASK_AGAIN}`);
    }
    if (found.refused === 'missing') {
      return refusalPage(404, 'This preview is not available', `Its build is not on this site. ${ASK_AGAIN}`);
    }
    if (found.refused) {
      return refusalPage(
        403,
        'This preview link is not valid',
        `It was not made by this site's release tool, or it was changed on the way. ${ASK_AGAIN}`,
      );
    }
    const { preview } = found;
    const maxAgeSeconds = (preview.expiresAt - now()) / 1000;
    return redirectHome(previewCookie(tokens[0], { secure: secure(c.req.url), maxAgeSeconds }));
  }

  /** GET /__preview/exit: the cookie is cleared; the browser is back on the live site. */
  function exit(c) {
    return redirectHome(previewCookie(null, { secure: secure(c.req.url) }));
  }

  return { fromCookie, start, exit };
}
