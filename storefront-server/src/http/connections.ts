// Connections a stranger cannot hoard (docs/security.md "Storefront server"): a cap on the sockets
// one client address holds at once, and on all of them; a request's headers must arrive within
// HEADERS_MS and the whole request within REQUEST_MS, so half-sent requests are closed instead of
// piling up. Behind a proxy or a CDN every shopper comes from its few addresses: raise the
// per-client cap there (STOREFRONT_MAX_SOCKETS_PER_CLIENT), the proxy limits clients.
import type { Server, ServerOptions } from 'node:http';

export const HEADERS_MS = 10_000;
export const REQUEST_MS = 30_000;
/** How often Node looks for requests past those times (its default is 30 s). */
export const CHECK_EVERY_MS = 1_000;
/** A browser opens six connections to a site at most; a few tabs and a shared address fit well under this. */
export const SOCKETS_PER_CLIENT = Number(process.env.STOREFRONT_MAX_SOCKETS_PER_CLIENT ?? 64);
export const SOCKETS_IN_ALL = Number(process.env.STOREFRONT_MAX_SOCKETS ?? 10_000);

/** Options for node:http's createServer. */
export const serverOptions: ServerOptions = {
  headersTimeout: HEADERS_MS,
  requestTimeout: REQUEST_MS,
  connectionsCheckingInterval: CHECK_EVERY_MS,
  // Node closes an idle keep-alive connection after 5 s, which races a client that sends its next
  // request on it at that moment (ECONNRESET). Browsers and test clients that pause longer than
  // that open a new connection; this bound (the provider's too) is beyond any pause between requests.
  keepAliveTimeout: 65_000,
};

export interface SocketLimits {
  perClient?: number;
  inAll?: number;
}

/** Closes each connection past the per-client cap at once; `server.maxConnections` bounds them all. */
export function limitConnections(
  server: Server,
  { perClient = SOCKETS_PER_CLIENT, inAll = SOCKETS_IN_ALL }: SocketLimits = {},
): { openFor(client: string): number } {
  server.maxConnections = inAll;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const client = socket.remoteAddress ?? 'unknown';
    const count = (open.get(client) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
  return { openFor: (client) => open.get(client) ?? 0 };
}
