// The storefront server as a process listens: node:http through Hono's adaptor, with the
// connection limits a stranger cannot get round (http/connections.ts), the site's address, and
// the release metrics on a port of their own when asked for. Settings come from the environment
// (storefront-server/README.md "Configuration"); tests pass their own.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { deployDir } from '@shop/release';
import { type ReleaseEndpoints, startMetricsServer } from '@shop/release/service';
import { createStorefrontApp, type StorefrontApp } from './app';
import { limitConnections, type SocketLimits, serverOptions } from './http/connections';
import { DEFAULT_PAYMENT_URL, devRemoteOrigins } from './pages/page-head';

/**
 * The address people reach the site at, for canonical URLs, the sitemap, robots.txt and share
 * images: STOREFRONT_URL, else this server's own local address. Never the request's Host header,
 * which anyone may send (docs/security.md "Storefront server").
 */
export function publicOriginOf(configured: string | undefined, port: number): string {
  if (configured) return new URL(configured).origin;
  return `http://localhost:${port}`;
}

export interface StartedStorefront {
  server: Server;
  port: number;
  cspReports: unknown[];
  release: ReleaseEndpoints;
}

/** Starts the whole storefront server: pages, files, its endpoints and the release service. */
export async function startStorefrontServer({
  port = Number(process.env.PORT ?? 8080),
  root = deployDir(),
  apiUrl = process.env.SHOP_API_URL ?? 'http://localhost:8787',
  paymentUrl = process.env.SHOP_PAYMENT_URL ?? DEFAULT_PAYMENT_URL,
  // The address people reach the site at (canonical URLs, the sitemap); else this server's own.
  publicOrigin = process.env.STOREFRONT_URL,
  firebaseEmulator = process.env.SHOP_FIREBASE_EMULATOR,
  // Set only by a team's `pnpm dev` (scripts/start.mjs --dev): their dev servers' origins.
  devOrigins = devRemoteOrigins(process.env.DEV_REMOTE_ORIGINS),
  cspReportFile = process.env.CSP_REPORT_FILE,
  // The release metrics' own port (@shop/release/service startMetricsServer): off unless given.
  metricsPort = process.env.RELEASE_METRICS_PORT,
  metricsHost = process.env.RELEASE_METRICS_HOST ?? '127.0.0.1',
  // Tests shorten these: node:http's header and request times, the sockets one client may hold.
  limits = {},
}: {
  port?: number;
  root?: string;
  apiUrl?: string;
  paymentUrl?: string;
  publicOrigin?: string | undefined;
  firebaseEmulator?: string | undefined;
  devOrigins?: string[];
  cspReportFile?: string | undefined;
  metricsPort?: string | number | undefined;
  metricsHost?: string;
  limits?: { serverOptions?: Parameters<typeof createAdaptorServer>[0]['serverOptions']; sockets?: SocketLimits };
} = {}): Promise<StartedStorefront> {
  let app: StorefrontApp['app'] | null = null;
  // Plain node:http (no createServer given), so a Server of node:http.
  const server = createAdaptorServer({
    // A request between listening and the app being ready (a few milliseconds at start) is told to retry.
    fetch: (request: Request, env: unknown) =>
      app ? app.fetch(request, env as never) : new Response('starting', { status: 503 }),
    serverOptions: { ...serverOptions, ...limits.serverOptions },
  }) as Server;
  limitConnections(server, limits.sockets);
  // Listening first: without STOREFRONT_URL the site's address is this server's own port.
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const address = server.address() as AddressInfo | string | null;
  const actualPort = typeof address === 'object' && address ? address.port : port;
  if (!publicOrigin) {
    console.warn(
      `[serve] STOREFRONT_URL is not set: canonical URLs and the sitemap name http://localhost:${actualPort}`,
    );
  }
  const origin = publicOriginOf(publicOrigin, actualPort);
  const options = { root, apiUrl, paymentUrl, publicOrigin: origin, firebaseEmulator, devOrigins, cspReportFile };
  const created = await createStorefrontApp(options);
  const metrics = metricsPort
    ? await startMetricsServer(created.release.metrics, { port: Number(metricsPort), host: metricsHost })
    : null;
  server.on('close', () => {
    created.close();
    metrics?.close();
  });
  app = created.app;
  return { server, port: actualPort, cspReports: created.cspReports, release: created.release };
}
