import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createProvider, type Provider, type RunningServer, startProvider } from '../src/server';

export const BEARER = 'test-bearer';
export const DEMO = { email: 'demo@example.co.uk', password: 'DemoPassword!2026' };
export const SECOND = { email: 'second@example.co.uk', password: 'SecondPassword!2026' };

export interface Api {
  /** The provider: on a real socket (`startTestProvider({ socket: true })`, a RunningServer) or in-process. */
  server: Provider & Partial<Pick<RunningServer, 'port'>>;
  /** The base of request URLs (the socket's address, or a name only the in-process app answers). */
  url: string;
  /** A request to the provider: over its socket, or to its app in-process (`app.request`). */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A request to the payment service (its own origin): over its socket, or in-process. */
  pay(path: string, init?: RequestInit): Promise<Response>;
  call(
    route: string,
    body?: unknown,
    opts?: { method?: string; headers?: Record<string, string>; bearer?: string | null; query?: string },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  v1(name: string, body?: unknown, method?: string): Promise<{ status: number; body: any; headers: Headers }>;
  local(path: string, body?: unknown, method?: string): Promise<any>;
  login(who?: { email: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * The demo shop's database, seeded once per test worker: a provider that starts from the demo data
 * starts from a copy of it (a copy costs a small part of seeding). Its times are relative to when
 * this worker seeded it, seconds before the test.
 */
let demoShop: Promise<string> | null = null;
function seededDemoShop(): Promise<string> {
  demoShop ??= (async () => {
    const dbFile = join(mkdtempSync(join(inject('scratchDir'), 'demo-shop-')), 'shop.sqlite');
    const seeding = await createProvider({ dbFile, bearer: BEARER, quiet: true, port: 0, inProcessPayments: true });
    await seeding.close();
    return dbFile;
  })();
  return demoShop;
}

/**
 * A provider with a temporary database. In-process by default (its app responds to `app.request()`, the
 * payment service's likewise): no port is opened. `socket: true` starts the real servers, for
 * what only a socket shows (raw request lines, WebSocket upgrades, connection limits).
 */
export async function startTestProvider(
  opts: {
    seedFile?: string;
    now?: () => number;
    rateLimits?: boolean;
    localToolsSecretFile?: string;
    socket?: boolean;
  } = {},
): Promise<Api> {
  const dir = mkdtempSync(join(inject('scratchDir'), 'provider-'));
  if (!opts.seedFile) copyFileSync(await seededDemoShop(), join(dir, 'shop.sqlite'));
  const options = {
    port: 0,
    host: '127.0.0.1',
    dbFile: join(dir, 'shop.sqlite'),
    bearer: BEARER,
    seedFile: opts.seedFile,
    localTools: true,
    localToolsSecretFile: opts.localToolsSecretFile,
    drawIntervalMs: 0,
    paymentPort: 0,
    quiet: true,
    now: opts.now,
    rateLimits: opts.rateLimits,
  };
  const server: Api['server'] = opts.socket
    ? await startProvider(options)
    : await createProvider({ ...options, inProcessPayments: true });
  const url = opts.socket ? (server as RunningServer).url : 'http://provider.in-process';
  const send = (path: string, init?: RequestInit): Promise<Response> => {
    const target = /^https?:/.test(path) ? path : `${url}${path}`;
    return opts.socket ? fetch(target, init) : server.request(target, init);
  };
  const call: Api['call'] = async (route, body, o = {}) => {
    const method = o.method ?? (body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.bearer !== null) headers.Authorization = `Bearer ${o.bearer ?? BEARER}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await send(`/?rest_route=${route}${o.query ?? ''}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      throw new Error(`${route} responded ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  const api: Api = {
    server,
    url,
    fetch: send,
    pay: (path, init) => server.payments.fetch(`${server.payments.url}${path}`, init),
    call,
    v1: (name, body, method) => call(`/api/v1/${name}`, body, { method }),
    local: async (path, body, method) => {
      const res = await send(`/__local/${path}`, {
        method: method ?? (body === undefined ? 'GET' : 'POST'),
        headers: { 'Content-Type': 'application/json', 'X-Local-Tools-Secret': server.localToolsSecret ?? '' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    login: async (who = DEMO) => {
      const r = await call('/api/v1/login', who);
      if (r.status !== 200) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
      return r.body.data.token as string;
    },
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return api;
}

/** The newest confirmation link mailed to `to` (a sign-up's or an email change's): its key and address. */
export async function mailedLink(api: Api, to: string): Promise<{ key: string; email: string }> {
  const mail = await api.local(`mailbox?to=${encodeURIComponent(to)}`);
  const link = (mail.data as { links: string[] }[]).flatMap((m) => m.links).find((l) => l.includes('verify='));
  if (!link) throw new Error(`no confirmation link mailed to ${to}`);
  const url = new URL(link);
  return { key: url.searchParams.get('verify') ?? '', email: url.searchParams.get('email') ?? '' };
}

/** Opens the newest confirmation link mailed to `to` with `password`, as the storefront's page does: the response. */
export async function openMailedLink(api: Api, to: string, password: string) {
  const link = await mailedLink(api, to);
  return api.v1('verify_email', { ...link, password });
}

/** Signs up through the mailbox (register, then the link) and returns the new session's token. */
export async function signUp(
  api: Api,
  who: { email: string; password: string; first_name?: string; last_name?: string; date_of_birth?: string },
): Promise<string> {
  const r = await api.v1('register', { first_name: 'New', last_name: 'Shopper', date_of_birth: '1990-01-01', ...who });
  if (r.status !== 200) throw new Error(`register failed: ${JSON.stringify(r.body)}`);
  const opened = await openMailedLink(api, who.email, who.password);
  if (opened.status !== 200) throw new Error(`verify_email failed: ${JSON.stringify(opened.body)}`);
  return opened.body.data.token as string;
}

/** A single-use payment token, made as the hosted card fields make it (the local payment service's tokenize). */
export async function cardToken(api: Api, number = '4242 4242 4242 4242'): Promise<string> {
  const res = await api.pay('/tokenize', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12/40', cvc: '123' }),
  });
  const body = (await res.json()) as { token?: string; error?: string };
  if (!body.token) throw new Error(`tokenize refused ${number}: ${JSON.stringify(body)}`);
  return body.token;
}

/** A new checkout attempt's idempotency key (the storefront makes one when Pay starts an attempt). */
export const attemptKey = (): string => `attempt_${randomBytes(12).toString('hex')}`;

/** The checkout body's card payment: the token the card fields gave, never the card. */
export const cardPayment = async (api: Api, number?: string) => ({
  payment_method: 'local_test_card',
  payment_data: [{ key: 'payment_token', value: await cardToken(api, number) }],
});

/** A cart session: keeps the Cart-Token like the storefront does. */
export function cartSession(api: Api) {
  let token: string | null = null;
  let nonce: string | null = null;
  const store = async (path: string, body?: unknown, method?: string, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = { ...extra };
    if (token) headers['Cart-Token'] = token;
    if (nonce) headers.Nonce = nonce;
    const r = await api.call(`/wc/store/v1/${path}`, body, { method, headers });
    token = r.headers.get('cart-token') ?? token;
    nonce = r.headers.get('nonce') ?? nonce;
    return r;
  };
  return {
    store,
    /** Checkout paid by a test card: tokenized first, sent with a new attempt's key unless given one. */
    payCard: async (body: Record<string, unknown>, number?: string, key = attemptKey()) =>
      store('checkout', { ...body, ...(await cardPayment(api, number)) }, undefined, { 'Idempotency-Key': key }),
    get token() {
      return token;
    },
    init: () => store('cart'),
  };
}

/** A clock the server reads (ctx.now); tests move it instead of waiting. */
export function testClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
    set(ms: number) {
      offset = ms;
    },
  };
}

/** Rows changed by INSERT/UPDATE/DELETE since the database opened: equal before and after = nothing written. */
export function writeCount(api: Api): number {
  return Number(api.server.ctx.db.get<{ n: number }>('SELECT total_changes() AS n')?.n);
}

/** The whole realtime tree as text (chat and instant wins live there, not in SQLite). */
export const realtimeText = (api: Api): string => JSON.stringify(api.server.ctx.realtime.read('/'));

/** `count` signed-in buyers for a seed fixture: `<name><i>@example.co.uk`, each with its token. */
export const seedBuyers = (count: number, name: string, lastName: string, token: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => ({
    email: `${name.toLowerCase()}${i}@example.co.uk`,
    first_name: `${name}${i}`,
    last_name: lastName,
    token: token(i),
  }));
