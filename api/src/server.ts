import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import { sweepPayments } from './checkout/settle';
import { claimDocumentStore } from './claim-documents';
import type { Ctx } from './context';
import { Db, isEmptyShop, metaValue, migrate } from './db';
import { drawDue } from './draws/draw';
import { HashGate } from './hash-gate';
import type { AppEnv } from './http/respond';
import { createPaymentService, type PaymentService, startPaymentService } from './payment-gateway/server';
import { localAdapter } from './payments/local-adapter';
import { RateLimiter } from './ratelimit';
import { Realtime } from './realtime';
import { savedTree, saveTree } from './realtime/repository';
import { defaultFixture } from './seed/default';
import { loadFixture, readFixtureFile } from './seed/fixture';
import { randomHex } from './util';

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
  /** The local payment service's port (default: env PAYMENT_PORT, else 8788, or a free one when `port` is 0). */
  paymentPort?: number;
  /** The release notice call (api/README.md "Release notices"): default env RELEASE_NOTICE_SECRET and RELEASE_MANAGERS. */
  releaseNoticeSecret?: string;
  releaseManagers?: string;
}

/** The provider without a socket: its app responds to `request()` in-process (the tests). */
export interface Provider {
  app: Hono<AppEnv>;
  ctx: Ctx;
  /** The local payment service started with the provider (its own origin: api/README.md "Payments"). */
  payments: PaymentService;
  /** The per-start secret of /__local/* (null when the tools are off). */
  localToolsSecret: string | null;
  /** Responds to a request in-process, as from `peer` (the socket's address; default loopback). */
  request(url: string, init?: RequestInit, peer?: string): Promise<Response>;
  close(): Promise<void>;
}

export interface RunningServer extends Provider {
  url: string;
  port: number;
}

export { MAX_BODY } from './http/body';
export { localToolRefusal } from './local-tools';

/**
 * The database, clock, payment service and app, without a socket. `inProcessPayments` keeps the
 * payment service off the network too (its requests reach its app in-process).
 */
export async function createProvider(opts: ServerOptions & { inProcessPayments?: boolean } = {}): Promise<Provider> {
  const dbFile = opts.dbFile ?? process.env.DB_FILE ?? new URL('../.data/shop.sqlite', import.meta.url).pathname;
  const db = new Db(dbFile);
  migrate(db);
  const now = opts.now ?? Date.now;
  const realtime = new Realtime(now);
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
    claimDocuments: claimDocumentStore(process.env, dbFile === ':memory:' ? tmpdir() : dirname(dbFile)),
    hashing: new HashGate(),
  };
  const toolsSecret = ctx.localTools ? randomBytes(32).toString('hex') : null;
  const toolsSecretFile = opts.localToolsSecretFile ?? process.env.API_LOCAL_TOOLS_SECRET_FILE;
  if (toolsSecret && toolsSecretFile) writeFileSync(toolsSecretFile, toolsSecret, { mode: 0o600 });
  // Without the mailbox tool, emails (reset links, receipts) are shown on the console instead.
  if (!ctx.localTools && !opts.quiet) {
    ctx.onMail = (to, subject, body) => console.log(`[mail] to ${to}: ${subject}\n${body}\n`);
    // The shell's incident reports, likewise (GET /__local/incidents lists them where the tools are on).
    ctx.onIncident = (line) => console.log(`[incident] ${line}`);
  }
  const seedData = async (): Promise<void> => {
    ctx.limits.reset();
    if (ctx.seedFile) await loadFixture(ctx, { ...readFixtureFile(ctx.seedFile), reset: true }, defaultFixture);
    else await loadFixture(ctx, { reset: true, defaults: true }, defaultFixture);
  };
  if (isEmptyShop(db)) await seedData();
  // Persisted realtime tree (best effort): restored on start, saved on close.
  const restored = savedTree(db);
  if (restored) {
    // A tree saved before the value limits existed may break them: start without it rather than not at all.
    try {
      realtime.set('/', restored);
    } catch (error) {
      console.error('[api] the saved realtime tree was not restored', error);
    }
  }

  const paymentOptions = { publicUrl: process.env.PAYMENT_PUBLIC_URL, storefrontUrl: ctx.storefrontUrl, now };
  const payments = opts.inProcessPayments
    ? createPaymentService(paymentOptions)
    : await startPaymentService({
        ...paymentOptions,
        // A provider on any free port (tests, the bench) gets a payment service on any free port too.
        port: opts.paymentPort ?? Number(process.env.PAYMENT_PORT ?? (opts.port === 0 ? 0 : 8788)),
        host: opts.host ?? process.env.API_HOST,
      });
  ctx.payments = localAdapter(payments.url, payments.secretKey, payments.fetch);
  const app = createApp(ctx, toolsSecret, seedData, {
    secret: opts.releaseNoticeSecret ?? process.env.RELEASE_NOTICE_SECRET,
    managers: opts.releaseManagers ?? process.env.RELEASE_MANAGERS,
  });
  // In-process the app has no port of its own: image links name the configured one (startProvider sets the real one).
  const configuredPort = opts.port ?? Number(process.env.API_PORT ?? 8787);
  ctx.publicUrl = (opts.publicUrl ?? process.env.API_PUBLIC_URL ?? `http://localhost:${configuredPort}`).replace(
    /\/$/,
    '',
  );
  return {
    app,
    ctx,
    payments,
    localToolsSecret: toolsSecret,
    request: async (url, init, peer = '127.0.0.1') => app.request(url, init, { peer }),
    close: async () => {
      if (toolsSecret && toolsSecretFile) rmSync(toolsSecretFile, { force: true });
      try {
        saveTree(db, realtime.snapshot());
      } catch {
        /* closing anyway */
      }
      realtime.close();
      await payments.close();
      db.close();
    },
  };
}

/** The provider on its port: the HTTP server, the WebSocket upgrade on `/.ws`, the draw timer. */
export async function startProvider(opts: ServerOptions = {}): Promise<RunningServer> {
  const provider = await createProvider(opts);
  const { app, ctx } = provider;
  // @hono/node-server drains a body the app left unread, and cuts the connection past its own bound.
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/.ws') ctx.realtime.handleUpgrade(req, socket, head);
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
  // Closing and draws first (a draw ends its competition's reservations), then reservations past
  // their end, then any capture or void the payment service still owes (api/README.md "Fairness").
  const sweep = () => {
    drawDue(ctx);
    sweepPayments(ctx).catch((error) => console.error('[api] the payments sweep failed', error));
  };
  const timer = interval > 0 ? setInterval(sweep, interval) : null;
  timer?.unref();
  if (!opts.quiet) {
    const secretFile = opts.localToolsSecretFile ?? process.env.API_LOCAL_TOOLS_SECRET_FILE;
    console.log(`[api] listening on ${ctx.publicUrl} (db ${ctx.db.file}; realtime ws://localhost:${actual}/.ws)`);
    console.log(`[api] payment service on ${provider.payments.publicUrl} (test cards: the root README "Test cards")`);
    console.log(
      provider.localToolsSecret
        ? `[api] local tools on (/__local/*)${secretFile ? `, secret in ${secretFile}` : ''}`
        : '[api] local tools off; emails and incidents are printed here',
    );
  }
  return {
    ...provider,
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    close: async () => {
      if (timer) clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await provider.close();
    },
  };
}
