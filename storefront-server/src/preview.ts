// Preview links on the storefront server (docs/release.md "Preview links"). `GET /__preview?token=`
// checks the link `pnpm release preview` printed (@shop/release preview links) and sets a cookie
// carrying the same signed token; every page and `/registry.json` asked with a valid one get a
// registry in which that remote's live version is the preview's (its client and its server build
// alike: pages/pages.ts), a badge with "Exit preview", no release token (so nothing it loads is
// counted in release health: a beacon needs one) and `private, no-store`.
// Every other browser, and the release state, are untouched. `GET /__preview/exit` ends it.
import {
  type DeployStorage,
  type FirstCode,
  folderOf,
  PREVIEW_EXIT_PATH,
  type PreviewRecord,
  type PublicRegistry,
  previewCookie,
  previewCookieValue,
  readPreview,
  verifyPreview,
} from '@shop/release';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import { escapeAttribute } from './pages/page-head';

/** A browser's preview: the remote and version its link names, and the first files of that version. */
export interface Preview {
  container: string;
  version: string;
  expiresAt: number;
  folder: string;
  firstCode: FirstCode | undefined;
  /** What the server's page cache keys a preview's pages on. */
  key: string;
}

/** How long a server trusts what it read of a preview's record (a withdrawn one stops within this). */
const RECORD_MS = 10_000;

/**
 * The registry a preview's pages use: the previewed remote's live version is the preview's (its
 * canary left out: this browser sees exactly that version), with its first files, and `preview`
 * saying so. Everything else is the live registry's.
 */
export function withPreview(registry: PublicRegistry | null, preview: Preview): PublicRegistry {
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
export function previewBadge(preview: Preview): string {
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
function refusalPage(status: number, title: string, text: string): Response {
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

export interface Previews {
  /** The preview a request's cookie names, or null (none, forged, expired, or no longer recorded: the live site). */
  fromCookie(cookieHeader: string | undefined): Promise<Preview | null>;
  start(c: Context): Promise<Response>;
  exit(c: Context): Response;
}

/**
 * `storage`: the release storage (folder or bucket); `secret`: the preview links' secret
 * (@shop/release previewSecret), or how to read it when a preview is asked for; `httpsSite`: the
 * site is reached over https, so the cookie is Secure.
 */
export function createPreviews({
  storage,
  secret,
  httpsSite = false,
  now = Date.now,
}: {
  storage: DeployStorage;
  secret: string | (() => string);
  httpsSite?: boolean;
  now?: () => number;
}): Previews {
  const records = new LRUCache<string, { record: PreviewRecord | null }>({ max: 100, ttl: RECORD_MS });

  /** A preview's record (`pnpm release preview` wrote it), or null when there is none (or it does not parse). */
  async function recordOf(folder: string, version: string): Promise<PreviewRecord | null> {
    const key = `${folder}/${version}`;
    const kept = records.get(key);
    if (kept) return kept.record;
    const record = await readPreview(storage, folder, version);
    records.set(key, { record });
    return record;
  }

  /** What a token opens: { preview } for a valid one, else { refused: 'forged' | 'expired' | 'missing' }. */
  async function open(token: unknown): Promise<{ preview: Preview; refused?: undefined } | { refused: string }> {
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
  async function fromCookie(cookieHeader: string | undefined): Promise<Preview | null> {
    const token = previewCookieValue(cookieHeader);
    if (!token) return null;
    const opened = await open(token);
    return 'preview' in opened ? opened.preview : null;
  }

  const secure = (url: string) => httpsSite || new URL(url).protocol === 'https:';
  const redirectHome = (cookie: string) =>
    new Response(null, {
      status: 303,
      headers: { location: '/', 'set-cookie': cookie, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    });

  /** GET /__preview?token=…: a valid link sets the cookie and goes to the home page; any other is refused, nothing set. */
  async function start(c: Context): Promise<Response> {
    const [token, ...more] = new URL(c.req.url).searchParams.getAll('token');
    const found = token !== undefined && more.length === 0 ? await open(token) : { refused: 'forged' };
    if (found.refused === 'expired') {
      return refusalPage(410, 'This preview link has expired', `Preview links work for a limited time. ${ASK_AGAIN}`);
    }
    if (found.refused === 'missing') {
      return refusalPage(404, 'This preview is not available', `Its build is not on this site. ${ASK_AGAIN}`);
    }
    if (found.refused !== undefined) {
      return refusalPage(
        403,
        'This preview link is not valid',
        `It was not made by this site's release tool, or it was changed on the way. ${ASK_AGAIN}`,
      );
    }
    const { preview } = found;
    const maxAgeSeconds = (preview.expiresAt - now()) / 1000;
    return redirectHome(previewCookie(token ?? null, { secure: secure(c.req.url), maxAgeSeconds }));
  }

  /** GET /__preview/exit: the cookie is cleared; the browser is back on the live site. */
  function exit(c: Context): Response {
    return redirectHome(previewCookie(null, { secure: secure(c.req.url) }));
  }

  return { fromCookie, start, exit };
}
