// CORS: any localhost/127.0.0.1 origin, plus API_CORS_ORIGINS (api/README.md "Environment").
import type { MiddlewareHandler } from 'hono';

const ALLOW_HEADERS = 'Authorization, Content-Type, Nonce, X-WC-Store-API-Nonce, Cart-Token, Idempotency-Key';
const EXPOSE_HEADERS = 'Nonce, Nonce-Timestamp, Cart-Token, User-ID';

function corsOrigin(origin: string | undefined): string | null {
  if (!origin) return null;
  if (/^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)) return origin;
  const extra = (process.env.API_CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return extra.includes(origin) ? origin : null;
}

export const cors: MiddlewareHandler = async (c, next) => {
  const origin = corsOrigin(c.req.header('origin'));
  if (origin) {
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Vary', 'Origin');
    c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  }
  if (c.req.method === 'OPTIONS') {
    return c.body(null, 204, {
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': ALLOW_HEADERS,
      'Access-Control-Max-Age': '600',
    });
  }
  await next();
};
