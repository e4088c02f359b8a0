// The local payment service on an origin of its own (PAYMENT_PORT, default 8788): hosted card
// fields, the tokenize call they make, the 3-D Secure challenge, and the server-to-server
// payment-intent calls the shop makes with its secret key (api/README.md "Payments").
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { safeEqual, str } from '../../util';
import { cardFieldsPage, challengePage } from './pages';
import { GatewayError, LocalGateway } from './service';

const MAX_JSON = 4096;

function pagePolicy(nonce: string, storefrontOrigin: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    // Only the storefront may frame the card fields and the challenge.
    `frame-ancestors ${storefrontOrigin}`,
  ].join('; ');
}

async function json(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.length > MAX_JSON) throw new GatewayError(413, 'Body too large.');
  try {
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* answered below */
  }
  throw new GatewayError(400, 'Body must be a JSON object.');
}

export function paymentApp(gateway: LocalGateway, storefrontOrigin: string, secretKey: string): Hono {
  const app = new Hono();
  app.onError((error, c) => {
    const status = error instanceof GatewayError ? error.status : 500;
    const fields = error instanceof GatewayError ? error.fields : {};
    if (status === 500) console.error('[payments]', error);
    return c.json(
      { error: status === 500 ? 'Payment service error.' : error.message, fields },
      status as ContentfulStatusCode,
    );
  });
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  });
  const html = (c: Context, render: (nonce: string) => string) => {
    const nonce = randomBytes(16).toString('base64');
    c.header('Content-Security-Policy', pagePolicy(nonce, storefrontOrigin));
    return c.html(render(nonce));
  };
  app.get('/fields', (c) => html(c, (nonce) => cardFieldsPage(nonce, storefrontOrigin)));
  app.post('/tokenize', async (c) => {
    const b = await json(c);
    return c.json(gateway.tokenize({ number: str(b.number), expiry: str(b.expiry), cvc: str(b.cvc) }));
  });
  // The express wallet's sheet approved the payment (the page's own origin, like /tokenize).
  app.post('/wallet/tokenize', (c) => c.json(gateway.walletToken()));
  app.get('/challenge/:id', (c) => {
    const { intent, open } = gateway.challenge(c.req.param('id'));
    return html(c, (nonce) => challengePage(nonce, storefrontOrigin, { ...intent, open }));
  });
  app.post('/challenge/:id', async (c) => {
    const b = await json(c);
    return c.json(gateway.answer(c.req.param('id'), typeof b.code === 'string' ? b.code : null));
  });

  // Server to server: the shop's secret key, never a browser.
  app.use('/v1/*', async (c, next) => {
    const auth = c.req.header('authorization') ?? '';
    if (!auth.startsWith('Bearer ') || !safeEqual(auth.slice(7), secretKey))
      throw new GatewayError(401, 'Missing or invalid secret key.');
    await next();
  });
  app.post('/v1/payment_intents', async (c) => {
    const b = await json(c);
    const idempotencyKey = str(b.idempotency_key);
    if (!idempotencyKey) throw new GatewayError(400, 'idempotency_key is required.');
    const captureMethod = b.capture_method === 'manual' ? 'manual' : 'automatic';
    // Stripe has no expiry on a PaymentIntent (the shop cancels it); the local service takes one so
    // the bank check lapses at the very moment the shop's reservation does (api/README.md "Fairness").
    const expiresAt = b.expires_at === undefined ? undefined : Number(b.expires_at) * 1000;
    const input = {
      token: b.token === undefined ? undefined : str(b.token),
      paymentMethod: b.payment_method === undefined ? undefined : str(b.payment_method),
      customer: b.customer === undefined ? undefined : str(b.customer),
      saveCard: b.setup_future_usage === 'on_session',
      amount: Number(b.amount),
      currency: str(b.currency),
    };
    return c.json(
      gateway.confirm({ ...input, idempotencyKey, description: str(b.description), captureMethod, expiresAt }),
    );
  });
  app.post('/v1/customers', (c) => c.json(gateway.createCustomer()));
  app.get('/v1/customers/:id/payment_methods', (c) => c.json(gateway.paymentMethods(c.req.param('id'))));
  app.post('/v1/payment_methods/:id/detach', async (c) => {
    const b = await json(c);
    return c.json(gateway.detach(c.req.param('id'), str(b.customer)));
  });
  app.get('/v1/payment_intents/:id', (c) => c.json(gateway.retrieve(c.req.param('id'))));
  app.post('/v1/payment_intents/:id/capture', (c) => c.json(gateway.capture(c.req.param('id'))));
  app.post('/v1/payment_intents/:id/cancel', (c) => c.json(gateway.cancel(c.req.param('id'))));
  app.get('/health', (c) => c.json({ ok: true, name: 'local payment service' }));
  return app;
}

export interface PaymentService {
  /** For the shop's server-to-server calls. */
  url: string;
  /** Sends a request to the service (over the socket when it listens, else in-process): `url` + path. */
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** The origin browsers see (the storefront frames it). */
  publicUrl: string;
  secretKey: string;
  gateway: LocalGateway;
  close(): Promise<void>;
}

interface PaymentServiceOptions {
  publicUrl?: string;
  storefrontUrl: string;
  now: () => number;
}

const IN_PROCESS_URL = 'http://payments.in-process';

/** The service without a socket: requests reach its app in-process (the provider's tests). */
export function createPaymentService(opts: PaymentServiceOptions): PaymentService {
  const gateway = new LocalGateway(opts.now);
  const secretKey = `sk_local_${randomBytes(24).toString('hex')}`;
  const app = paymentApp(gateway, new URL(opts.storefrontUrl).origin, secretKey);
  gateway.publicUrl = (opts.publicUrl ?? IN_PROCESS_URL).replace(/\/$/, '');
  return {
    url: IN_PROCESS_URL,
    fetch: async (url, init) => app.request(url, init),
    publicUrl: gateway.publicUrl,
    secretKey,
    gateway,
    close: async () => {},
  };
}

/** The service on a port of its own: its own origin, as browsers frame it (api/README.md "Payments"). */
export async function startPaymentService(
  opts: PaymentServiceOptions & { port: number; host?: string },
): Promise<PaymentService> {
  const gateway = new LocalGateway(opts.now);
  const secretKey = `sk_local_${randomBytes(24).toString('hex')}`;
  const app = paymentApp(gateway, new URL(opts.storefrontUrl).origin, secretKey);
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (opts.host) server.listen(opts.port, opts.host, resolve);
    else server.listen(opts.port, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  gateway.publicUrl = (opts.publicUrl ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    url: `http://127.0.0.1:${port}`,
    fetch: (url, init) => fetch(url, init),
    publicUrl: gateway.publicUrl,
    secretKey,
    gateway,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
