// What a stranger can make the provider hold is bounded (README "Requests", "Realtime
// endpoint"): incident beacons (rate-limited, the newest rows kept), the realtime endpoint's message
// size (refused from the frame header, before it is read) and its sockets per client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MAX_INCIDENTS } from '../src/engagement/service';
import { RATE_RULES } from '../src/ratelimit';
import { REALTIME_LIMITS } from '../src/realtime';
import { HOUR } from '../src/util';
import { type Api, startTestProvider, testClock } from './helpers';

const clock = testClock();
let api: Api;
beforeAll(async () => {
  api = await startTestProvider({ now: clock.now });
});
afterAll(() => api.close());

const incident = (message = 'boom', address?: string) =>
  api.call(
    '/api/v1/incident',
    { remote: 'mf_x', version: '1.0.0', stage: 'load', message, fallback: 'none' },
    { headers: address ? { 'X-Forwarded-For': address } : {} },
  );
const incidentRows = () => Number(api.server.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM incidents')?.n);

describe('incident beacons', () => {
  it('30 per 10 minutes per client address, then 429 and nothing written', async () => {
    for (let i = 0; i < 30; i++) expect((await incident()).status).toBe(200);
    const rows = incidentRows();
    const r = await incident();
    expect(r.status).toBe(429);
    expect(incidentRows()).toBe(rows);
    clock.advance(HOUR);
    expect((await incident()).status).toBe(200);
    expect(RATE_RULES.incidentAddress.limit, 'the limit README "Rate limits" names').toBe(30);
  });

  it('a message is at most 1,000 characters (400 beyond, nothing written)', async () => {
    clock.advance(HOUR);
    const rows = incidentRows();
    expect((await incident('x'.repeat(1001))).status).toBe(400);
    expect(incidentRows()).toBe(rows);
  });

  it('only the newest 1,000 are kept, however many addresses send them', async () => {
    process.env.API_TRUST_PROXY = '1';
    try {
      for (let i = 0; i < 1050; i++) {
        const r = await incident(`boom ${i}`, `198.51.${Math.floor(i / 200)}.${i % 200}`);
        expect(r.status).toBe(200);
      }
    } finally {
      delete process.env.API_TRUST_PROXY;
    }
    expect(incidentRows()).toBe(1000);
    const newest = api.server.ctx.db.get<{ message: string }>('SELECT message FROM incidents ORDER BY id DESC LIMIT 1');
    expect(newest?.message).toBe('boom 1049');
    expect(MAX_INCIDENTS).toBe(1000);
  }, 60_000);
});

describe('the realtime endpoint', () => {
  // Its limits are the socket's (WebSocket frames and connections): a real server.
  let real: Api;
  beforeAll(async () => {
    real = await startTestProvider({ now: clock.now, socket: true });
  });
  afterAll(() => real.close());
  const open = (headers: Record<string, string> = {}) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${real.server.port as number}/.ws?v=5&ns=test`, { headers });
      ws.once('message', () => resolve(ws)); // the handshake
      ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
      ws.once('error', reject);
    });
  const closeCode = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

  it('refuses a 15 MB message from its frame header, before the body is sent', async () => {
    const ws = await open();
    const closed = closeCode(ws);
    // A masked text frame announcing 15 MB, followed by only a few bytes of it.
    const header = Buffer.alloc(14);
    header[0] = 0x81;
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(BigInt(15 * 1024 * 1024), 2);
    (ws as unknown as { _socket: { write(b: Buffer): void } })._socket.write(
      Buffer.concat([header, Buffer.from('abcd')]),
    );
    expect(await closed).toBe(1009);
  });

  it('refuses a whole 15 MB message too, and keeps serving others', { timeout: 15_000 }, async () => {
    const ws = await open();
    const closed = closeCode(ws);
    ws.send('x'.repeat(15 * 1024 * 1024));
    expect(await closed).toBe(1009);
    const other = await open();
    other.close();
  });

  it('holds at most 32 sockets per client address (429 beyond); others still connect', async () => {
    process.env.API_TRUST_PROXY = '1';
    const mine: WebSocket[] = [];
    try {
      const from = { 'X-Forwarded-For': '203.0.113.50' };
      for (let i = 0; i < 32; i++) mine.push(await open(from));
      await expect(open(from)).rejects.toThrow('refused 429');
      const someoneElse = await open({ 'X-Forwarded-For': '203.0.113.51' });
      someoneElse.close();
      // A socket closed gives its place back.
      const first = mine.shift() as WebSocket;
      const gone = closeCode(first);
      first.close();
      await gone;
      await new Promise((resolve) => setTimeout(resolve, 50));
      mine.push(await open(from));
      expect(REALTIME_LIMITS.maxConnectionsPerClient).toBe(32);
    } finally {
      delete process.env.API_TRUST_PROXY;
      for (const ws of mine) ws.terminate();
    }
  });
});
