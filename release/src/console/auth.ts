// Who may use the release console (console.ts), and that a form post really comes from it. The
// credential is RELEASE_CONSOLE_TOKEN, which shoppers never have; without it the console does not
// exist (404). Signing in sets a session cookie (HttpOnly, SameSite=Strict, the console's path
// only) that names the person for the audit trail and is signed with the token; every form
// carries a CSRF token derived from that cookie, and every POST must come from this origin.
// Nothing is stored on the server: a new token signs everyone out.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { refuse } from '../refusal';

export const SESSION_COOKIE = 'release_console';
export const SESSION_HOURS = 8;
const MIN_TOKEN_LENGTH = 16;

/** A console message: a command's outcome, or why it was refused. */
export interface ConsoleMessage {
  text: string;
  refused?: boolean;
}

/** The configured token, or null (console off); a token too short to be a secret is refused. */
export function consoleToken(env: NodeJS.ProcessEnv = process.env): string | null {
  const token = env.RELEASE_CONSOLE_TOKEN?.trim();
  if (!token) return null;
  if (token.length < MIN_TOKEN_LENGTH) {
    refuse(`RELEASE_CONSOLE_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (a secret, not a password)`);
  }
  return token;
}

const sign = (token: string, text: string) => createHmac('sha256', token).update(text).digest('base64url');

function sameText(a: unknown, b: unknown): boolean {
  const left = Buffer.from(String(a));
  const right = Buffer.from(String(b));
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `given` is the token, compared as equal-length MACs in constant time. */
export const isToken = (token: string, given: unknown) =>
  sameText(sign(token, token), sign(token, String(given ?? '')));

/** The signed cookie value for `name` until `now` + SESSION_HOURS. */
export function sessionValue(token: string, name: string, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ name, exp: now + SESSION_HOURS * 3_600_000 })).toString('base64url');
  return `${body}.${sign(token, `session:${body}`)}`;
}

/** The session cookie's value on a request's Cookie header, or ''. */
function sessionCookieValue(cookieHeader: string | undefined): string {
  const prefix = `${SESSION_COOKIE}=`;
  const part = String(cookieHeader ?? '')
    .split(';')
    .map((text) => text.trim())
    .find((text) => text.startsWith(prefix));
  return part ? part.slice(prefix.length) : '';
}

/** The signed-in person's name from the request's cookie, or null. */
export function sessionName(token: string, cookieHeader: string | undefined, now = Date.now()): string | null {
  const [body, signature] = sessionCookieValue(cookieHeader).split('.');
  if (!body || !signature || !sameText(signature, sign(token, `session:${body}`))) return null;
  try {
    const { name, exp } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof name === 'string' && typeof exp === 'number' && exp > now ? name : null;
  } catch {
    return null;
  }
}

/** Whether the request came over HTTPS (directly, or through a proxy that says so). */
const overHttps = (req: IncomingMessage | undefined) =>
  Boolean((req?.socket as TLSSocket | undefined)?.encrypted) || req?.headers['x-forwarded-proto'] === 'https';

/**
 * The Set-Cookie header for a session (or, with an empty value, one that ends it); `Secure` when
 * the request came over HTTPS (directly, or through a proxy that says so).
 */
export function sessionCookie(value: string, path: string, req?: IncomingMessage): string {
  const age = value ? SESSION_HOURS * 3600 : 0;
  return `${SESSION_COOKIE}=${value}; Path=${path}; Max-Age=${age}; HttpOnly; SameSite=Strict${overHttps(req) ? '; Secure' : ''}`;
}

/** The CSRF token the signed-in person's forms carry: bound to their session cookie. */
export const csrfToken = (token: string, cookieHeader: string | undefined) =>
  sign(token, `csrf:${sessionCookieValue(cookieHeader)}`);

/** Whether a form's `given` CSRF token is the one for this request's session, in constant time. */
export const isCsrfToken = (token: string, cookieHeader: string | undefined, given: string | null) =>
  sameText(csrfToken(token, cookieHeader), given ?? '');

/** A POST is same-origin when its Origin header names the host it was sent to. */
export function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin || !req.headers.host) return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export const FLASH_COOKIE = 'release_console_flash';

/**
 * The Set-Cookie header carrying a command's outcome across its redirect (post/redirect/get): the
 * page after the redirect shows it once. Signed with the token, so nobody else can make the
 * console say something; a minute at most; empty `message` ends it.
 */
export function flashCookie(
  token: string,
  message: ConsoleMessage | null,
  path: string,
  req?: IncomingMessage,
  now = Date.now(),
): string {
  const secure = overHttps(req) ? '; Secure' : '';
  if (!message) return `${FLASH_COOKIE}=; Path=${path}; Max-Age=0; HttpOnly; SameSite=Strict${secure}`;
  const body = Buffer.from(JSON.stringify({ ...message, exp: now + 60_000 })).toString('base64url');
  return `${FLASH_COOKIE}=${body}.${sign(token, `flash:${body}`)}; Path=${path}; Max-Age=60; HttpOnly; SameSite=Strict${secure}`;
}

/** The response a redirect carried ({ text, refused }), or null. */
export function readFlash(token: string, cookieHeader: string | undefined, now = Date.now()): ConsoleMessage | null {
  const prefix = `${FLASH_COOKIE}=`;
  const value = String(cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  const [body, signature] = String(value ?? '').split('.');
  if (!body || !signature || !sameText(signature, sign(token, `flash:${body}`))) return null;
  try {
    const { text, refused, exp } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof text === 'string' && exp > now ? { text, refused: refused === true } : null;
  } catch {
    return null;
  }
}
