// The local payment service on an origin of its own (PAYMENT_PORT, default 8788): hosted card
// fields, the tokenize call they make, the 3-D Secure challenge, and the server-to-server
// payment-intent calls the shop makes with its secret key (api/README.md "Payments").
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { cardFieldsPage, challengePage } from './pages';
import { ChallengeCodeBody, DetachBody, PaymentIntentBody, TokenizeBody } from './requests';
import { GatewayError, type LocalGateway } from './service';

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

/** A JSON body through its schema (requests.ts): the typed fields, or a 400 with the first problem. */
async function read<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const text = await c.req.text();
  if (text.length > MAX_JSON) throw new GatewayError(413, 'Body too large.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new GatewayError(400, 'Body must be a JSON object.');
  }
  const result = v.safeParse(schema, value);
  if (!result.success) throw new GatewayError(400, result.issues[0].message);
  return result.output;
}

/** The shop's secret key, compared in constant time (digests of equal length). */
const sameKey = (sent: string, secretKey: string): boolean =>
  timingSafeEqual(createHash('sha256').update(sent).digest(), createHash('sha256').update(secretKey).digest());

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
  app.post('/tokenize', async (c) => c.json(gateway.tokenize(await read(c, TokenizeBody))));
  // The express wallet's sheet approved the payment (the page's own origin, like /tokenize).
  app.post('/wallet/tokenize', (c) => c.json(gateway.walletToken()));
  app.get('/challenge/:id', (c) => {
    const { intent, open } = gateway.challenge(c.req.param('id'));
    return html(c, (nonce) => challengePage(nonce, storefrontOrigin, { ...intent, open }));
  });
  app.post('/challenge/:id', async (c) =>
    c.json(gateway.completeChallenge(c.req.param('id'), (await read(c, ChallengeCodeBody)).code ?? null)),
  );

  // Server to server: the shop's secret key, never a browser.
  app.use('/v1/*', async (c, next) => {
    const auth = c.req.header('authorization') ?? '';
    if (!auth.startsWith('Bearer ') || !sameKey(auth.slice(7), secretKey))
      throw new GatewayError(401, 'Missing or invalid secret key.');
    await next();
  });
  // Stripe has no expiry on a PaymentIntent (the shop cancels it); this service takes one, so the
  // bank check lapses at the very moment the shop's reservation does (api/README.md "Fairness").
  app.post('/v1/payment_intents', async (c) => c.json(gateway.confirm(await read(c, PaymentIntentBody))));
  app.post('/v1/customers', (c) => c.json(gateway.createCustomer()));
  app.get('/v1/customers/:id/payment_methods', (c) => c.json(gateway.paymentMethods(c.req.param('id'))));
  app.post('/v1/payment_methods/:id/detach', async (c) =>
    c.json(gateway.detach(c.req.param('id'), (await read(c, DetachBody)).customer)),
  );
  app.get('/v1/payment_intents/:id', (c) => c.json(gateway.retrieve(c.req.param('id'))));
  app.post('/v1/payment_intents/:id/capture', (c) => c.json(gateway.capture(c.req.param('id'))));
  app.post('/v1/payment_intents/:id/cancel', (c) => c.json(gateway.cancel(c.req.param('id'))));
  app.get('/health', (c) => c.json({ ok: true, name: 'local payment service' }));
  return app;
}
