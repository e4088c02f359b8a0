// Request bodies (api/README.md "Requests"): size limits, the accepted content types, JSON or
// form fields. Read from the request itself (Hono's `c.req` with `hono/body-limit`), so the app
// responds to in-process `app.request()` calls as it responds on the socket; on the socket,
// @hono/node-server drains a body the app did not read and cuts the connection past its own bound.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import proxyaddr from 'proxy-addr';
import type { AppEnv, BodyResult } from './respond';

/** Largest body a rest_route call may send (413 above it). */
export const MAX_BODY = 64 * 1024;
/** Fixture files sent to /__local/seed may be larger. */
export const MAX_LOCAL_BODY = 8 * 1024 * 1024;

/** The wire code of each body refusal (both error shapes carry it). */
export const BODY_ERROR_CODES = {
  400: 'rest_invalid_json',
  413: 'rest_body_too_large',
  415: 'rest_unsupported_media_type',
} as const;

/** Content types a body may come in (anything else is 415); none at all is read as JSON. */
function bodyKind(type: string): 'json' | 'form' | null {
  const t = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (t === '' || t === 'application/json' || /^application\/[\w.+-]+\+json$/.test(t)) return 'json';
  if (t === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

/** The request's body as text, or null when it is larger than `max` bytes (counted, never read past it). */
async function limitedText(c: Context, max: number): Promise<string | null> {
  let text: string | null = null;
  const limit = bodyLimit({ maxSize: max, onError: (c) => c.body(null, 413) });
  await limit(c, async () => {
    text = await c.req.text();
  });
  return text;
}

export async function readBody(c: Context, max = MAX_BODY): Promise<BodyResult> {
  let raw: string | null;
  try {
    raw = await limitedText(c, max);
  } catch {
    return { ok: false, status: 400, error: 'The request body could not be read.' };
  }
  if (raw === null)
    return { ok: false, status: 413, error: `The request body is too large (${max / 1024} KiB at most).` };
  const text = raw.trim();
  if (!text) return { ok: true, value: undefined, json: '{}' };
  const kind = bodyKind(c.req.header('content-type') ?? '');
  if (!kind)
    return {
      ok: false,
      status: 415,
      error: 'Unsupported content type: send the body as JSON (Content-Type: application/json).',
    };
  if (kind === 'form' && !/^[[{]/.test(text)) {
    const fields = Object.fromEntries(new URLSearchParams(text));
    return { ok: true, value: fields, json: JSON.stringify(fields) };
  }
  try {
    return { ok: true, value: JSON.parse(text), json: text };
  } catch {
    return { ok: false, status: 400, error: 'The request body is not valid JSON.' };
  }
}

/**
 * The request as the one JSON body the provider read it as (form fields and a body without a
 * content type included: the tolerant reader of docs/adr/011-tolerant-reader.md), so Hono's
 * validators read target 'json' the same way whatever the client sent.
 */
export function asJsonRequest(c: Context, body: Extract<BodyResult, { ok: true }>): void {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
  const headers = new Headers(c.req.raw.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  // The body already read (at most MAX_BODY), as JSON text: what `c.req.json()` parses.
  c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers, body: body.json });
  c.req.bodyCache = {};
}

/**
 * The proxies whose X-Forwarded-For is believed (API_TRUST_PROXY): off by default; `1` means a proxy on
 * this machine (loopback); otherwise a comma-separated list of addresses, CIDR ranges or the names
 * `loopback`, `linklocal`, `uniquelocal` (proxy-addr's forms).
 */
function trustedProxies(): ((address: string, hop: number) => boolean) | null {
  const setting = (process.env.API_TRUST_PROXY ?? '').trim();
  if (setting === '' || setting === '0') return null;
  if (trust?.setting !== setting) {
    const list = setting === '1' ? ['loopback'] : setting.split(',').map((hop) => hop.trim());
    trust = { setting, check: proxyaddr.compile(list) };
  }
  return trust.check;
}
let trust: { setting: string; check: (address: string, hop: number) => boolean } | undefined;

/** What clientAddress reads of a request: a Node request, or the same two things from Hono's context. */
export interface PeerRequest {
  socket: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The client address a rate limit counts against: the socket peer, unless that peer is a trusted
 * proxy; then X-Forwarded-For is read from the right, past the trusted hops, and the first address
 * not trusted is the client's (an address the client wrote on the left is never taken).
 */
export function clientAddress(req: PeerRequest): string {
  const check = trustedProxies();
  const address = check ? proxyaddr(req as unknown as IncomingMessage, check) : req.socket.remoteAddress;
  return (address ?? 'unknown').replace(/^::ffff:/, '');
}

/**
 * The socket peer of a request: the Node socket's address, or the `peer` an in-process caller
 * (`app.request(url, init, { peer })`, the tests) says it is; undefined when neither is known.
 */
export const peerAddress = <E extends AppEnv>(c: Context<E>): string | undefined =>
  c.env?.incoming?.socket.remoteAddress ?? c.env?.peer;

/** The client address of a request a rate limit counts against (clientAddress, from Hono's context). */
export const callerAddress = <E extends AppEnv>(c: Context<E>): string =>
  clientAddress({
    socket: { remoteAddress: peerAddress(c) },
    headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') },
  });
