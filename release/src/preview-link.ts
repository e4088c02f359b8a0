// Preview links (docs/release.md "Preview links"): `pnpm release preview` signs a link naming one
// remote's version and when it stops working; the storefront server checks it, and the cookie it
// sets carries the same signed token, checked again on every page. HMAC-SHA256 with a secret only
// the release tool and the storefront servers hold (RELEASE_PREVIEW_SECRET, else one kept in the
// deploy folder, as the page tokens' is: health/page-token.ts), compared in constant time: a link
// cannot be made up, nor its remote, version or expiry changed, and it does nothing after its expiry.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { folderSecret } from './deploy-store';
import { refuse } from './refusal';
import { containerOf, REMOTE_FOLDERS } from './targets';

/** The cookie a preview link sets: the signed token itself, so the server keeps nothing per browser. */
export const PREVIEW_COOKIE = 'shop-preview';
export const PREVIEW_PATH = '/__preview';
export const PREVIEW_EXIT_PATH = '/__preview/exit';
/** How long a link works unless `--expires` says otherwise, and the longest it may. */
export const DEFAULT_EXPIRY_SECONDS = 24 * 3600;
export const MAX_EXPIRY_SECONDS = 30 * 24 * 3600;
/** Longer than any token this module makes: a longer one is not read at all. */
const MAX_TOKEN_LENGTH = 400;
const TOKEN_SHAPE = /^p1\.([\w-]{1,300})\.([\w-]{43})$/;
const VERSION_SHAPE = /^[0-9A-Za-z][\w.+-]{0,99}$/;
const CONTAINERS = new Set(REMOTE_FOLDERS.map(containerOf));

/**
 * The signing secret: RELEASE_PREVIEW_SECRET, else `.release/preview-secret` in the deploy folder
 * `root` (made once by whichever of the tool or a server needs it first; never served). The release
 * tool over a bucket has no folder the servers share: it needs RELEASE_PREVIEW_SECRET (`root` null).
 */
export function previewSecret({ env = process.env, root }: { env?: NodeJS.ProcessEnv; root: string | null }): string {
  const given = env.RELEASE_PREVIEW_SECRET?.trim();
  if (given) {
    if (given.length < 16) refuse('RELEASE_PREVIEW_SECRET must be at least 16 characters');
    return given;
  }
  if (!root) refuse('preview links over a bucket need RELEASE_PREVIEW_SECRET, the same as the storefront servers');
  return folderSecret(root, 'preview-secret');
}

const EXPIRY_UNITS: Record<string, number> = { m: 60, h: 3600, d: 86_400 };

/** `--expires`: 30m, 2h, 7d (default 24 h, at most 30 days) → seconds. */
export function parseExpiry(text: string | undefined): number {
  if (text === undefined) return DEFAULT_EXPIRY_SECONDS;
  const match = /^(\d{1,6})(m|h|d)$/.exec(String(text).trim());
  const seconds = match ? Number(match[1]) * (EXPIRY_UNITS[match[2] ?? ''] ?? Number.NaN) : Number.NaN;
  if (!(seconds >= 60 && seconds <= MAX_EXPIRY_SECONDS))
    refuse(`--expires is a time such as 30m, 2h or 7d (at most 30d), not "${text}"`);
  return seconds;
}

const mac = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`preview:${body}`).digest('base64url');

export interface PreviewClaims {
  container: string;
  version: string;
  /** ms since the epoch */
  expiresAt: number;
}

/** A token for `container`'s `version`, working until `expiresAt` (ms since the epoch). */
export function signPreview(secret: string, { container, version, expiresAt }: PreviewClaims): string {
  if (!CONTAINERS.has(container)) refuse(`not a remote: ${container}`);
  if (!VERSION_SHAPE.test(version)) refuse(`"${version}" is not a version name a preview link can carry`);
  const body = `p1.${Buffer.from(JSON.stringify({ r: container, v: version, e: Math.floor(expiresAt / 1000) })).toString('base64url')}`;
  return `${body}.${mac(secret, body)}`;
}

export type PreviewCheck =
  | ({ ok: true } & PreviewClaims)
  | ({ ok: false; reason: 'expired' } & PreviewClaims)
  | { ok: false; reason: 'forged' };

/**
 * What a token names: { ok: true, container, version, expiresAt } while it is valid, else
 * { ok: false, reason: 'forged' } (not one this secret signed, or not a token at all) or
 * { ok: false, reason: 'expired', container, version, expiresAt }.
 */
export function verifyPreview(secret: string, token: unknown, now = Date.now()): PreviewCheck {
  const forged = { ok: false, reason: 'forged' } as const;
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return forged;
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return forged;
  const expected = Buffer.from(mac(secret, `p1.${match[1]}`));
  const given = Buffer.from(match[2] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return forged;
  let claims: { r?: unknown; v?: unknown; e?: unknown } | null;
  try {
    claims = JSON.parse(Buffer.from(match[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return forged;
  }
  const { r: container, v: version, e: expires } = claims ?? {};
  if (typeof container !== 'string' || !CONTAINERS.has(container)) return forged;
  if (typeof version !== 'string' || !VERSION_SHAPE.test(version)) return forged;
  if (typeof expires !== 'number' || !Number.isInteger(expires)) return forged;
  const found = { container, version, expiresAt: expires * 1000 };
  return now >= found.expiresAt ? { ok: false, reason: 'expired', ...found } : { ok: true, ...found };
}

/** The preview cookie's value on a request's Cookie header, or ''. */
export function previewCookieValue(cookieHeader: string | undefined): string {
  const prefix = `${PREVIEW_COOKIE}=`;
  const part = String(cookieHeader ?? '')
    .split(';')
    .map((text) => text.trim())
    .find((text) => text.startsWith(prefix));
  return part ? part.slice(prefix.length) : '';
}

/**
 * The Set-Cookie of a preview (until its link expires) or of its end (`token` null). HttpOnly: no
 * script reads it; SameSite=Lax: a link from a chat or a mail still carries it on the first
 * visit; Secure when the site is served over https.
 */
export function previewCookie(
  token: string | null,
  { secure, maxAgeSeconds = 0 }: { secure: boolean; maxAgeSeconds?: number },
): string {
  const value = token ? `${PREVIEW_COOKIE}=${token}` : `${PREVIEW_COOKIE}=`;
  const age = token ? Math.max(0, Math.floor(maxAgeSeconds)) : 0;
  return `${value}; Path=/; Max-Age=${age}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
