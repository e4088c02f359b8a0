// How the storefront server responds, errors included: the headers every response carries, plain
// text for its own endpoints, and the node-style handlers (the release service's, CSP reports)
// mounted on Hono.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { TYPES } from '@shop/release';
import type { Context } from 'hono';

/** Headers every response carries, errors included. */
export const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Features Chromium knows: an unknown one (bluetooth, interest-cohort) is a console warning on every page.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), browsing-topics=()',
};

/** The response of the node-style handlers (`respond(res, status, text)`): plain text, never cached. */
export function respond(res: ServerResponse, status: number, text: string): void {
  const headers: Record<string, string> = { ...BASE_HEADERS, 'cache-control': 'no-store' };
  if (text) headers['content-type'] = 'text/plain; charset=utf-8';
  res.writeHead(status, headers).end(text || undefined);
}

/** The same response as a Response, for the server's own routes. */
export const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { ...BASE_HEADERS, 'cache-control': 'no-store', 'content-type': TYPES['.txt'] },
  });

/** What the node adapter hands a Hono route: Node's own request and response. */
export interface NodeBindings {
  Bindings: { incoming: IncomingMessage; outgoing: ServerResponse };
}

/**
 * Mounts a node-style handler (`receive(req, res)`): it reads the request and responds on Node's
 * own objects.
 */
export const nodeHandler =
  (receive: (req: IncomingMessage, res: ServerResponse) => void) => (c: Context<NodeBindings>) => {
    receive(c.env.incoming, c.env.outgoing);
    return RESPONSE_ALREADY_SENT;
  };
