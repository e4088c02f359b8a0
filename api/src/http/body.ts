// Request bodies (api/README.md "Requests"): size limits, the accepted content types, JSON or
// form fields. Read straight from the socket so a body past MAX_DRAIN is cut, never read to the end.
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Largest body a rest_route call may send (413 above it). */
export const MAX_BODY = 64 * 1024;
/** Fixture files sent to /__local/seed may be larger. */
export const MAX_LOCAL_BODY = 8 * 1024 * 1024;
/** Beyond this the connection is cut instead of read to the end. */
const MAX_DRAIN = 16 * 1024 * 1024;

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

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

export function readBody(req: IncomingMessage, max = MAX_BODY): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (r: BodyResult) => {
      if (!done) {
        done = true;
        resolve(r);
      }
    };
    const tooLarge = (): BodyResult => ({
      ok: false,
      status: 413,
      error: `The request body is too large (${max / 1024} KiB at most).`,
    });
    if (req.readableEnded) return finish({ ok: true, value: undefined });
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= max) chunks.push(c);
      else if (size > MAX_DRAIN) {
        finish(tooLarge());
        req.destroy();
      }
    });
    req.on('end', () => {
      if (size > max) return finish(tooLarge());
      const text = Buffer.concat(chunks).toString('utf8').trim();
      if (!text) return finish({ ok: true, value: undefined });
      const kind = bodyKind(String(req.headers['content-type'] ?? ''));
      if (!kind)
        return finish({
          ok: false,
          status: 415,
          error: 'Unsupported content type: send the body as JSON (Content-Type: application/json).',
        });
      if (kind === 'form' && !/^[[{]/.test(text))
        return finish({ ok: true, value: Object.fromEntries(new URLSearchParams(text)) });
      try {
        finish({ ok: true, value: JSON.parse(text) });
      } catch {
        finish({ ok: false, status: 400, error: 'The request body is not valid JSON.' });
      }
    });
    req.on('error', () => finish({ ok: false, status: 400, error: 'The request body could not be read.' }));
    req.on('aborted', () => finish({ ok: false, status: 400, error: 'The request body could not be read.' }));
  });
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

/**
 * The client address a rate limit counts against: the socket peer, unless that peer is a trusted
 * proxy; then X-Forwarded-For is read from the right, past the trusted hops, and the first address
 * not trusted is the client's (an address the client wrote on the left is never taken).
 */
export function clientAddress(req: IncomingMessage): string {
  const check = trustedProxies();
  const address = check ? proxyaddr(req, check) : req.socket.remoteAddress;
  return (address ?? 'unknown').replace(/^::ffff:/, '');
}
