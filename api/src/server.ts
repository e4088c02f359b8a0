import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Ctx } from './context';
import { Db, metaValue, migrate } from './db';
import { drawCompetition, drawDue } from './draw';
import { svgFor } from './media';
import { RateLimiter } from './ratelimit';
import { Realtime } from './realtime';
import { defaultFixture } from './seed/default';
import { loadFixture, readFixtureFile } from './seed/fixture';
import { handleStore } from './store';
import { num, parseJson, randomHex, safeEqual } from './util';
import { handleV1 } from './v1';

export interface ServerOptions {
  port?: number;
  host?: string;
  dbFile?: string;
  bearer?: string;
  seedFile?: string;
  /**
   * Enables /__local/* for the test harness and a team's `pnpm dev` (default: env
   * API_LOCAL_TOOLS === '1'; off on a plain `npm start`). Each start makes a new secret that every
   * tool call must send (`X-Local-Tools-Secret`); it is written to `localToolsSecretFile` for the
   * process that started the server.
   */
  localTools?: boolean;
  /** Where the per-start tools secret is written (default: env API_LOCAL_TOOLS_SECRET_FILE). */
  localToolsSecretFile?: string;
  storefrontUrl?: string;
  publicUrl?: string;
  /** Run drawDue every N ms (default 60 s; 0 disables). */
  drawIntervalMs?: number;
  quiet?: boolean;
  /** Clock of sessions, reset links and rate limits (tests move it instead of waiting). */
  now?: () => number;
  /** Sign-in and password-reset rate limits (default: env API_RATE_LIMITS !== '0'). */
  rateLimits?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  ctx: Ctx;
  /** The per-start secret of /__local/* (null when the tools are off). */
  localToolsSecret: string | null;
  close(): Promise<void>;
}

const ALLOW_HEADERS = 'Authorization, Content-Type, Nonce, X-WC-Store-API-Nonce, Cart-Token';
const EXPOSE_HEADERS = 'Nonce, Nonce-Timestamp, Cart-Token, User-ID';
/** Largest body a rest_route call may send (413 above it). */
export const MAX_BODY = 64 * 1024;
/** Fixture files sent to /__local/seed may be larger. */
const MAX_LOCAL_BODY = 8 * 1024 * 1024;
/** Beyond this the connection is cut instead of read to the end. */
const MAX_DRAIN = 16 * 1024 * 1024;

type BodyResult = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

/** Content types a body may come in (anything else is 415); none at all is read as JSON. */
function bodyKind(type: string): 'json' | 'form' | null {
  const t = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (t === '' || t === 'application/json' || /^application\/[\w.+-]+\+json$/.test(t)) return 'json';
  if (t === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

function corsOrigin(origin: string | undefined): string | null {
  if (!origin) return null;
  if (/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)) return origin;
  const extra = (process.env.API_CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return extra.includes(origin) ? origin : null;
}

function readBody(req: IncomingMessage, max = MAX_BODY): Promise<BodyResult> {
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

/** The client address a rate limit counts against. */
function clientAddress(req: IncomingMessage): string {
  if (process.env.API_TRUST_PROXY === '1') {
    const fwd = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')[0]
      ?.trim();
    if (fwd) return fwd;
  }
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Why a /__local/* call is refused, or null. The tools can wipe the database and read every
 * mailbox, so they answer only the process that started this server: the per-start secret, from
 * this machine, never from a page (a browser sends `Origin` on cross-site and CORS requests) and
 * never as a form post (which a foreign page can send without a preflight).
 */
export function localToolRefusal(req: IncomingMessage, secret: string): { status: number; error: string } | null {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? ''))
    return { status: 403, error: 'Local tools answer only on loopback.' };
  if (req.headers.origin !== undefined) return { status: 403, error: 'Local tools do not answer web pages.' };
  const type =
    String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? '';
  if (type !== '' && type !== 'application/json') return { status: 415, error: 'Local tools take JSON only.' };
  const sent = req.headers['x-local-tools-secret'];
  if (typeof sent !== 'string' || !safeEqual(sent, secret))
    return { status: 401, error: 'Missing or wrong local tools secret.' };
  return null;
}

export async function startServer(opts: ServerOptions = {}): Promise<RunningServer> {
  const dbFile = opts.dbFile ?? process.env.DB_FILE ?? new URL('../.data/shop.sqlite', import.meta.url).pathname;
  const db = new Db(dbFile);
  migrate(db);
  const realtime = new Realtime();
  const now = opts.now ?? Date.now;
  const ctx: Ctx = {
    db,
    realtime,
    bearer: opts.bearer ?? process.env.API_BEARER ?? 'local-storefront-bearer',
    secret: metaValue(db, 'secret', () => randomHex(32)),
    publicUrl: '',
    storefrontUrl: (opts.storefrontUrl ?? process.env.STOREFRONT_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
    localTools: opts.localTools ?? process.env.API_LOCAL_TOOLS === '1',
    faults: new Set(),
    seedFile: opts.seedFile,
    now,
    limits: new RateLimiter(now, opts.rateLimits ?? process.env.API_RATE_LIMITS !== '0'),
  };
  const toolsSecret = ctx.localTools ? randomBytes(32).toString('hex') : null;
  const toolsSecretFile = opts.localToolsSecretFile ?? process.env.API_LOCAL_TOOLS_SECRET_FILE;
  if (toolsSecret && toolsSecretFile) writeFileSync(toolsSecretFile, toolsSecret, { mode: 0o600 });
  // Without the mailbox tool, emails (reset links, receipts) are shown on the console instead.
  if (!ctx.localTools && !opts.quiet)
    ctx.onMail = (to, subject, body) => console.log(`[mail] to ${to}: ${subject}\n${body}\n`);
  const seedData = async (): Promise<void> => {
    ctx.limits.reset();
    if (ctx.seedFile) await loadFixture(ctx, { ...readFixtureFile(ctx.seedFile), reset: true }, defaultFixture);
    else await loadFixture(ctx, { reset: true, defaults: true }, defaultFixture);
  };
  if (!db.get('SELECT id FROM competitions LIMIT 1') && !db.get('SELECT id FROM users LIMIT 1')) await seedData();
  // Persisted realtime tree (best effort): restored on start, saved on close.
  const savedTree = parseJson<Record<string, unknown> | null>(
    db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'realtime'")?.value,
    null,
  );
  if (savedTree) {
    // A tree saved before the value limits existed may break them: start without it rather than not at all.
    try {
      realtime.set('/', savedTree);
    } catch (error) {
      console.error('[api] the saved realtime tree was not restored', error);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error('[api] request failed', error);
      if (!res.headersSent) send(res, 500, { success: false, error: 'Something went wrong on the server.' });
    });
  });

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    });
    res.end(text);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return send(res, 400, { success: false, error: 'The request URL is malformed.', code: 'rest_bad_request' });
    }
    const origin = corsOrigin(req.headers.origin);
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': '600',
      });
      return void res.end();
    }
    const restRoute = url.searchParams.get('rest_route');
    if (restRoute !== null) {
      const parsed = await readBody(req);
      const auth = String(req.headers.authorization ?? '');
      const bearerOk = auth.startsWith('Bearer ') && safeEqual(auth.slice(7), ctx.bearer);
      const route = restRoute.replace(/\/+$/, '');
      if (route.startsWith('/wc/store/v1/') || route === '/wc/store/v1') {
        if (!parsed.ok) {
          const code =
            parsed.status === 400
              ? 'rest_invalid_json'
              : parsed.status === 413
                ? 'rest_body_too_large'
                : 'rest_unsupported_media_type';
          return send(res, parsed.status, { code, message: parsed.error, data: { status: parsed.status } });
        }
        const r = handleStore(
          ctx,
          {
            method,
            path: route.slice('/wc/store/v1'.length) || '/',
            headers: req.headers,
            body: parsed.value,
            address: clientAddress(req),
          },
          bearerOk,
        );
        return send(res, r.status, r.body, r.headers);
      }
      if (!bearerOk)
        return send(res, 401, {
          success: false,
          error: 'Missing or invalid bearer credential.',
          code: 'shop_missing_bearer',
        });
      const m = /^\/api\/v1\/([A-Za-z_-]+)$/.exec(route);
      if (!m)
        return send(res, 404, {
          success: false,
          error: 'No route was found matching the URL and request method.',
          code: 'rest_no_route',
        });
      if (!parsed.ok) {
        const code =
          parsed.status === 400
            ? 'rest_invalid_json'
            : parsed.status === 413
              ? 'rest_body_too_large'
              : 'rest_unsupported_media_type';
        return send(res, parsed.status, { success: false, error: parsed.error, code });
      }
      // GET calls may pass fields as query parameters.
      const body =
        method === 'GET' ? Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'rest_route')) : parsed.value;
      const r = await handleV1(ctx, method, m[1] as string, body, { address: clientAddress(req) });
      return send(res, r.status, r.body, r.headers);
    }
    if (url.pathname.startsWith('/media/') && (method === 'GET' || method === 'HEAD')) {
      const svg = svgFor(url.pathname);
      if (!svg) return send(res, 404, { success: false, error: 'No such image.' });
      res.writeHead(200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
      return void res.end(method === 'HEAD' ? undefined : svg);
    }
    if (url.pathname.startsWith('/__local/') && toolsSecret) {
      const refusal = localToolRefusal(req, toolsSecret);
      if (refusal) return send(res, refusal.status, { success: false, error: refusal.error });
      return local(req, res, url, method);
    }
    if (url.pathname === '/' || url.pathname === '/health') {
      return send(res, 200, { success: true, name: 'prize-draw local provider', routes: 'see api/README.md' });
    }
    send(res, 404, { success: false, error: 'Not found.' });
  }

  async function local(req: IncomingMessage, res: ServerResponse, url: URL, method: string): Promise<void> {
    const tool = `${method} ${url.pathname}`;
    const parsed = method === 'GET' ? { ok: true as const, value: undefined } : await readBody(req, MAX_LOCAL_BODY);
    if (!parsed.ok) return send(res, parsed.status, { success: false, error: parsed.error });
    try {
      switch (tool) {
        case 'GET /__local/mailbox': {
          const to = url.searchParams.get('to');
          const rows = db.all<{ id: number; to_addr: string; subject: string; body: string; created_at: string }>(
            to
              ? 'SELECT * FROM mailbox WHERE to_addr = ? ORDER BY id DESC'
              : 'SELECT * FROM mailbox ORDER BY id DESC LIMIT 200',
            to ? [to] : [],
          );
          return send(res, 200, {
            success: true,
            data: rows.map((r) => ({
              id: r.id,
              to: r.to_addr,
              subject: r.subject,
              text: r.body,
              links: r.body.match(/https?:\/\/\S+/g) ?? [],
              created_at: r.created_at,
            })),
          });
        }
        case 'POST /__local/reset':
          await seedData();
          return send(res, 200, { success: true });
        case 'POST /__local/seed': {
          const counts = await loadFixture(ctx, parsed.value ?? {}, defaultFixture);
          return send(res, 200, { success: true, ...counts });
        }
        case 'POST /__local/instant-win': {
          const b = (parsed.value ?? {}) as Record<string, unknown>;
          if (
            typeof b.image !== 'string' ||
            typeof b.prize !== 'string' ||
            typeof b.user !== 'string' ||
            !b.prize ||
            !b.user
          ) {
            return send(res, 400, { success: false, error: 'Body must be {image, prize, user} (text).' });
          }
          const id = realtime.push('instant-wins', { image: b.image, prize: b.prize, user: b.user });
          return send(res, 200, { success: true, id });
        }
        case 'GET /__local/realtime':
          return send(res, 200, { success: true, data: realtime.read(url.searchParams.get('path') ?? '/') });
        case 'GET /__local/incidents':
          return send(res, 200, { success: true, data: db.all('SELECT * FROM incidents ORDER BY id DESC') });
        case 'POST /__local/draw': {
          const b = (parsed.value ?? {}) as Record<string, unknown>;
          const result =
            b.competition_id !== undefined
              ? [drawCompetition(ctx, num(b.competition_id))].filter(Boolean)
              : drawDue(ctx);
          return send(res, 200, { success: true, data: result });
        }
        case 'POST /__local/fault': {
          const b = (parsed.value ?? {}) as Record<string, unknown>;
          if (typeof b.point !== 'string') return send(res, 400, { success: false, error: 'Body must be {point}.' });
          ctx.faults.add(b.point);
          return send(res, 200, { success: true });
        }
        case 'POST /__local/time-travel': {
          // Moves a competition's closing time (tests of the draw): {competition_id, closes_in_hours}.
          const b = (parsed.value ?? {}) as Record<string, unknown>;
          const at = new Date(ctx.now() + num(b.closes_in_hours) * 3_600_000).toISOString();
          db.run('UPDATE competitions SET closing_at = ?, draw_at = ? WHERE id = ?', [at, at, num(b.competition_id)]);
          return send(res, 200, { success: true });
        }
        default:
          return send(res, 404, { success: false, error: 'No such local tool.' });
      }
    } catch (e) {
      const status = e && typeof e === 'object' && 'status' in e ? num((e as { status: number }).status) : 400;
      return send(res, status || 400, { success: false, error: e instanceof Error ? e.message : String(e) });
    }
  }

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/.ws') realtime.handleUpgrade(req, socket, head);
    else socket.destroy();
  });
  server.keepAliveTimeout = 65_000;

  const port = opts.port ?? Number(process.env.API_PORT ?? 8787);
  const host = opts.host ?? process.env.API_HOST;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (host) server.listen(port, host, resolve);
    else server.listen(port, resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  ctx.publicUrl = (opts.publicUrl ?? process.env.API_PUBLIC_URL ?? `http://localhost:${actual}`).replace(/\/$/, '');
  const interval = opts.drawIntervalMs ?? 60_000;
  const timer = interval > 0 ? setInterval(() => drawDue(ctx), interval) : null;
  timer?.unref();
  if (!opts.quiet) {
    console.log(`[api] listening on ${ctx.publicUrl} (db ${dbFile}; realtime ws://localhost:${actual}/.ws)`);
    console.log(
      toolsSecret
        ? `[api] local tools on (/__local/*)${toolsSecretFile ? `, secret in ${toolsSecretFile}` : ''}`
        : '[api] local tools off; emails are printed here',
    );
  }
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    ctx,
    localToolsSecret: toolsSecret,
    close: async () => {
      if (timer) clearInterval(timer);
      if (toolsSecret && toolsSecretFile) rmSync(toolsSecretFile, { force: true });
      try {
        db.run(
          "INSERT INTO meta (key, value) VALUES ('realtime', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
          [JSON.stringify(realtime.snapshot())],
        );
      } catch {
        /* closing anyway */
      }
      realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
    },
  };
}
