// Every response is JSON with `Cache-Control: no-store` and `X-Content-Type-Options: nosniff` (api/README.md "Requests").
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A request body as http/body.ts read it: its value and the value as JSON text, or why it was refused. */
export type BodyResult =
  | { ok: true; value: unknown; json: string }
  | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * The app's environment: on the socket @hono/node-server's bindings; in-process (`app.request(url,
 * init, { peer })`, the tests) only the peer address the caller stands for.
 */
export type AppEnv = { Bindings: Partial<HttpBindings> & { peer?: string }; Variables: { body: BodyResult } };

const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function respond(c: Context, status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return c.body(body === undefined ? '' : JSON.stringify(body), status as ContentfulStatusCode, {
    ...JSON_HEADERS,
    ...headers,
  });
}
