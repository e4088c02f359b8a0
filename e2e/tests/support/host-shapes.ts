import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import type { Duplex } from 'node:stream';
import type { APIResponse, Page } from '@playwright/test';
import { type HostShape, shapedAs } from '@shop/provider-client/testing';
import { type CallName, providerCalls } from '@shop/shared';
import { API, LANE, STOREFRONT_SERVER } from '../../env';

// The three hosts (docs/adr/011-tolerant-reader.md, docs/host-responses.md): the lane's provider responds to every call, and
// these hand the page, or the storefront server, the same responses in the spec's minimal shape or
// as a PHP host types them (@shop/provider-client/testing). `tweak` then changes one response further.

export type Tweak = (call: CallName, response: unknown) => unknown;

/** The contract call a provider request is, by its route and method. */
function callAt(url: URL, method: string): CallName | null {
  const route = url.searchParams.get('rest_route');
  const found = Object.entries(providerCalls).find(([, c]) => c.route === route && c.method === method);
  return (found?.[0] as CallName | undefined) ?? null;
}

/** The response text in `shape`, when it is a contract call's JSON response; else as it came. */
function reshaped(call: CallName | null, status: number, text: string, shape: HostShape, tweak?: Tweak): string {
  if (!call || status >= 300) return text;
  let response: unknown;
  try {
    response = JSON.parse(text);
  } catch {
    return text;
  }
  const shaped = shapedAs(shape, call, response);
  return JSON.stringify(tweak ? tweak(call, shaped) : shaped);
}

/** The page's provider calls (Playwright page.route) served in `shape`. */
export async function serveResponsesAs(page: Page, shape: HostShape, tweak?: Tweak): Promise<void> {
  await page.route(
    (url) => url.origin === API && url.searchParams.has('rest_route'),
    async (route) => {
      const request = route.request();
      let fetched: { response: APIResponse; text: string };
      try {
        const response = await route.fetch();
        fetched = { response, text: await response.text() };
      } catch (error) {
        // The page moved on while its request was out (a navigation disposes the response): nothing
        // is waiting for it any more.
        if (page.isClosed() || /disposed|closed/i.test(String(error))) return;
        throw error;
      }
      const call = callAt(new URL(request.url()), request.method());
      const body = reshaped(call, fetched.response.status(), fetched.text, shape, tweak);
      await route.fulfill({ response: fetched.response, body }).catch((error: unknown) => {
        if (!/disposed|closed/i.test(String(error))) throw error;
      });
    },
  );
}

/**
 * A host for the storefront server itself: a proxy in front of the lane's provider that responds in
 * `shape`, so the catalog's server render and the page head read it (page.route cannot reach a
 * server). CORS stays the provider's; its media and its realtime endpoint are reached through it.
 */
export async function startHostProxy(shape: HostShape): Promise<{ url: string; close: () => Promise<void> }> {
  let self = '';
  const server: Server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', API);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
    ) as Record<string, string>;
    try {
      const upstream = await fetch(url, {
        method: req.method,
        headers,
        body: ['GET', 'HEAD'].includes(req.method ?? 'GET') ? undefined : Buffer.concat(chunks),
      });
      const call = callAt(url, req.method ?? 'GET');
      // The host serves its own media: links to the provider's origin become the host's own.
      const text = call ? (await upstream.text()).replaceAll(API, self) : Buffer.from(await upstream.arrayBuffer());
      const body = typeof text === 'string' ? reshaped(call, upstream.status, text, shape) : text;
      const out: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name))
          out[name] = value;
      });
      res.writeHead(upstream.status, out);
      res.end(body);
    } catch {
      res.writeHead(502);
      res.end();
    }
  });
  // The realtime endpoint (a WebSocket on the provider's origin) is passed through as it is.
  const piped = new Set<Duplex>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    piped.add(socket);
    socket.on('close', () => piped.delete(socket));
    const upstream = connect(LANE.apiPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    const end = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', end);
    socket.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  self = `http://localhost:${port}`;
  return {
    url: self,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of piped) socket.destroy();
      }),
  };
}

/**
 * A storefront server (in a process of its own, as it runs in production: env.ts STOREFRONT_SERVER) over
 * this lane's deploy folder, reading its provider at `apiUrl`.
 */
export async function spawnStorefrontServer(apiUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const child = spawn(process.execPath, STOREFRONT_SERVER, {
    env: {
      ...process.env,
      PORT: '0',
      DEPLOY_DIR: LANE.deployDir,
      SHOP_API_URL: apiUrl,
      SHOP_PAYMENT_URL: LANE.payments,
      SHOP_FIREBASE_EMULATOR: new URL(apiUrl).host,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const started = /storefront on (http:\/\/localhost:\d+)/.exec(seen);
      if (started?.[1]) resolve(started[1]);
    });
    child.once('exit', (code) => reject(new Error(`the storefront server ended (${code}): ${seen}`)));
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
