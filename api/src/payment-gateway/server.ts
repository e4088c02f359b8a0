// The payment service on an origin of its own (PAYMENT_PORT, default 8788), or in-process for the
// provider's tests: its app (app.ts) and its state (service.ts), with a secret key made per start.
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { paymentApp } from './app';
import { LocalGateway } from './service';

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
