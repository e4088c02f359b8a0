// A hand-made client of the realtime wire protocol for the Realtime unit tests (src/realtime*.test.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { Realtime } from '../src/realtime';

export const MB = 1024 * 1024;
let rt: Realtime;
let server: Server;
let port: number;
const clients: Raw[] = [];

/** Starts a Realtime on a free port for the test file; `wire.rt` is it. Each test starts from an empty tree. */
export function useRealtime(): { readonly rt: Realtime } {
  beforeAll(async () => {
    rt = new Realtime();
    server = createServer((_req, res) => res.writeHead(404).end());
    server.on('upgrade', (req, socket, head) => rt.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    rt.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.ws.terminate();
    rt.clear();
  });
  return {
    get rt() {
      return rt;
    },
  };
}

export type Msg = { t: string; d: any };
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client speaking the wire protocol by hand (frames split and joined as the SDK does). */
export class Raw {
  readonly messages: Msg[] = [];
  readonly closed: Promise<number>;
  private r = 0;
  private pending = 0;
  private parts: string[] = [];
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('message', (raw) => {
      const text = raw.toString();
      if (this.pending > 0) {
        this.parts.push(text);
        if (--this.pending > 0) return;
        this.push(JSON.parse(this.parts.splice(0).join('')));
      } else if (/^\d{1,6}$/.test(text)) this.pending = Number(text);
      else this.push(JSON.parse(text));
    });
  }

  static async open(): Promise<Raw> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/.ws?v=5&ns=test`);
    const c = new Raw(ws);
    clients.push(c);
    await c.until((m) => m.t === 'c' && m.d.t === 'h');
    return c;
  }

  private push(m: Msg): void {
    this.messages.push(m);
    for (const w of this.waiters.splice(0)) w();
  }

  async until(match: (m: Msg) => boolean, ms = 3000): Promise<Msg> {
    const started = Date.now();
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (Date.now() - started > ms) throw new Error('timed out waiting for a message');
      await Promise.race([new Promise<void>((resolve) => this.waiters.push(resolve)), sleep(50)]);
    }
  }

  /** Sends a request (split in 16,384-character frames when long) and waits for its reply. */
  async request(a: string, b: Record<string, unknown>): Promise<{ s: string; d: any }> {
    const r = ++this.r;
    this.sendText(JSON.stringify({ t: 'd', d: { r, a, b } }));
    return (await this.until((m) => m.t === 'd' && m.d.r === r)).d.b;
  }

  sendText(text: string): void {
    if (text.length <= 16384) return void this.ws.send(text);
    const count = Math.ceil(text.length / 16384);
    this.ws.send(String(count));
    for (let i = 0; i < count; i++) this.ws.send(text.slice(i * 16384, (i + 1) * 16384));
  }

  /** Data pushes (action d) for a path. */
  data(p: string): any[] {
    return this.messages.filter((m) => m.t === 'd' && m.d.a === 'd' && m.d.b.p === p).map((m) => m.d.b);
  }

  /** The close code, or 'open' if the socket is still open after `ms`. */
  closedWithin(ms: number): Promise<number | 'open'> {
    return Promise.race([this.closed, sleep(ms).then(() => 'open' as const)]);
  }
}
