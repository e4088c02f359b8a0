// The realtime endpoint at the wire level: security rules, per-connection limits, value limits,
// transaction hashes and limit queries. A raw WebSocket speaks the protocol the SDK speaks.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Realtime } from './realtime';

const MB = 1024 * 1024;
let rt: Realtime;
let server: Server;
let port: number;
const clients: Raw[] = [];

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

type Msg = { t: string; d: any };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client speaking the wire protocol by hand (frames split and joined as the SDK does). */
class Raw {
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

const win = { image: 'http://localhost/x.svg', prize: '50 Points', user: 'Lucky W.' };

describe('security rules', () => {
  it('refuses a client clearing the whole tree', async () => {
    rt.set('instant-wins/w1', win);
    rt.set('community-chat/c1', { user: 'A', text: 'hi', ts: 1 });
    const c = await Raw.open();
    expect(await c.request('p', { p: '/', d: null })).toEqual({ s: 'permission_denied', d: expect.any(String) });
    expect(await c.request('m', { p: '/', d: { 'instant-wins': null } })).toMatchObject({ s: 'permission_denied' });
    expect(rt.read('instant-wins/w1')).toEqual(win);
    expect(rt.read('community-chat/c1')).toEqual({ user: 'A', text: 'hi', ts: 1 });
  });

  it('refuses fake instant wins, direct chat writes and writes anywhere else, and tells no listener', async () => {
    const listener = await Raw.open();
    await listener.request('q', { p: '/instant-wins', h: '' });
    await listener.request('q', { p: '/community-chat', h: '' });
    const c = await Raw.open();
    const refused = [
      ['p', { p: '/instant-wins/fake', d: win }],
      ['p', { p: '/instant-wins', d: { fake: win } }],
      ['m', { p: '/instant-wins', d: { fake: win } }],
      ['p', { p: '/community-chat/-Nfake', d: { user: 'Admin', text: 'click here', ts: 1 } }],
      ['m', { p: '/', d: { 'community-chat/-Nfake': { user: 'Admin', text: 'x', ts: 1 } } }],
      ['p', { p: '/scratch/a', d: 1 }],
      ['p', { p: '/counters/n', d: { '.sv': { increment: 1 } } }],
      ['p', { p: '/instant-wins/w1/prize', d: null }],
      ['p', { p: '/community-chat', d: null }],
    ] as const;
    for (const [a, b] of refused)
      expect(await c.request(a, b), JSON.stringify(b)).toMatchObject({ s: 'permission_denied' });
    expect(rt.snapshot()).toEqual({});
    expect(listener.data('/instant-wins/fake')).toEqual([]);
    expect(listener.data('/community-chat/-Nfake')).toEqual([]);
  });

  it('lets a client remove one instant win (put or update to null) and tells listeners', async () => {
    rt.set('instant-wins/w1', win);
    rt.set('instant-wins/w2', win);
    rt.set('instant-wins/w3', win);
    const listener = await Raw.open();
    await listener.request('q', { p: '/instant-wins', h: '' });
    const c = await Raw.open();
    expect(await c.request('p', { p: '/instant-wins/w1', d: null })).toEqual({ s: 'ok', d: {} });
    expect(await c.request('m', { p: '/instant-wins', d: { w2: null } })).toEqual({ s: 'ok', d: {} });
    expect(rt.read('instant-wins')).toEqual({ w3: win });
    expect(listener.data('/instant-wins/w1')).toEqual([{ p: '/instant-wins/w1', d: null }]);
    // Removing one another client already removed is a no-op, not an error.
    expect(await c.request('p', { p: '/instant-wins/w1', d: null })).toMatchObject({ s: 'ok' });
    // An update that removes one win and writes anything else is refused as a whole.
    expect(await c.request('m', { p: '/instant-wins', d: { w3: null, fake: win } })).toMatchObject({
      s: 'permission_denied',
    });
    expect(rt.read('instant-wins')).toEqual({ w3: win });
  });

  it('allows reading instant-wins and community-chat only', async () => {
    rt.set('instant-wins/w1', win);
    rt.set('secret/x', 'hidden');
    const c = await Raw.open();
    expect(await c.request('q', { p: '/', h: '' })).toMatchObject({ s: 'permission_denied' });
    expect(await c.request('q', { p: '/secret', h: '' })).toMatchObject({ s: 'permission_denied' });
    expect(await c.request('g', { p: '/', q: {} })).toMatchObject({ s: 'permission_denied' });
    expect(await c.request('g', { p: '/secret/x', q: {} })).toMatchObject({ s: 'permission_denied' });
    expect(c.data('/')).toEqual([]);
    expect(c.data('/secret')).toEqual([]);
    // A refused listen is not kept: later writes there are not pushed.
    rt.set('secret/y', 'also hidden');
    await sleep(50);
    expect(JSON.stringify(c.messages)).not.toContain('hidden');
    expect(await c.request('q', { p: '/instant-wins', h: '' })).toEqual({ s: 'ok', d: {} });
    expect(c.data('/instant-wins')).toEqual([{ p: '/instant-wins', d: { w1: win } }]);
    expect(await c.request('g', { p: '/instant-wins/w1', q: {} })).toEqual({ s: 'ok', d: win });
    expect(await c.request('g', { p: '/community-chat', q: {} })).toEqual({ s: 'ok', d: null });
  });

  it('applies the same rule to on-disconnect writes', async () => {
    rt.set('instant-wins/w1', win);
    rt.set('instant-wins/w2', win);
    const c = await Raw.open();
    expect(await c.request('o', { p: '/', d: null })).toMatchObject({ s: 'permission_denied' });
    expect(await c.request('o', { p: '/community-chat/x', d: { user: 'A', text: 'bye', ts: 1 } })).toMatchObject({
      s: 'permission_denied',
    });
    expect(await c.request('om', { p: '/', d: { 'instant-wins': null } })).toMatchObject({ s: 'permission_denied' });
    expect(await c.request('om', { p: '/instant-wins', d: { fake: win } })).toMatchObject({ s: 'permission_denied' });
    expect(await c.request('oc', { p: '/', d: null })).toMatchObject({ s: 'permission_denied' });
    expect(await c.request('o', { p: '/instant-wins/w1', d: null })).toMatchObject({ s: 'ok' });
    c.ws.close();
    await c.closed;
    await sleep(50);
    expect(rt.snapshot()).toEqual({ 'instant-wins': { w2: win } });
  });
});

describe('connection limits', () => {
  it('closes a socket that announces more than 1024 frames', async () => {
    const c = await Raw.open();
    c.ws.send('999999');
    expect(await c.closedWithin(2000)).toBe(1009);
  });

  it('closes a socket whose split message grows past 16 MB', async () => {
    const c = await Raw.open();
    c.ws.send('3');
    c.ws.send('x'.repeat(9 * MB));
    c.ws.send('x'.repeat(9 * MB));
    expect(await c.closedWithin(3000)).toBe(1009);
  });

  it('still joins split messages within the limits', async () => {
    rt.set('instant-wins/w1', win);
    const c = await Raw.open();
    const reply = await c.request('g', { p: '/instant-wins', q: {}, pad: 'x'.repeat(100_000) });
    expect(reply).toEqual({ s: 'ok', d: { w1: win } });
  });

  it('caps listens per connection (re-listening the same query does not count)', async () => {
    const c = await Raw.open();
    const replies = await Promise.all(
      Array.from({ length: 256 }, (_, i) => c.request('q', { p: `/instant-wins/k${i}`, h: '' })),
    );
    expect(replies.every((r) => r.s === 'ok')).toBe(true);
    expect(await c.request('q', { p: '/instant-wins/k0', h: '' })).toMatchObject({ s: 'ok' });
    const over = await c.request('q', { p: '/instant-wins/k256', h: '' });
    expect(over.s).not.toBe('ok');
    expect(c.data('/instant-wins/k256')).toEqual([]);
    // After an unlisten there is room again.
    expect(await c.request('n', { p: '/instant-wins/k1' })).toMatchObject({ s: 'ok' });
    expect(await c.request('q', { p: '/instant-wins/k256', h: '' })).toMatchObject({ s: 'ok' });
  });

  it('caps on-disconnect writes per connection', async () => {
    const c = await Raw.open();
    const replies = await Promise.all(
      Array.from({ length: 256 }, (_, i) => c.request('o', { p: `/instant-wins/k${i}`, d: null })),
    );
    expect(replies.every((r) => r.s === 'ok')).toBe(true);
    expect(await c.request('o', { p: '/instant-wins/k0', d: null })).toMatchObject({ s: 'ok' }); // replaces
    expect((await c.request('o', { p: '/instant-wins/k256', d: null })).s).not.toBe('ok');
    expect(await c.request('oc', { p: '/instant-wins/k3' })).toMatchObject({ s: 'ok' });
    expect(await c.request('o', { p: '/instant-wins/k256', d: null })).toMatchObject({ s: 'ok' });
    // One update with too many children is refused whole.
    const fresh = await Raw.open();
    const many = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`m${i}`, null]));
    expect((await fresh.request('om', { p: '/instant-wins', d: many })).s).not.toBe('ok');
  });

  it('tells listeners nothing when a client removes instant wins that are not there', async () => {
    rt.set('instant-wins/w1', win);
    const listener = await Raw.open();
    await listener.request('q', { p: '/instant-wins', h: '' });
    const c = await Raw.open();
    const absent = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`gone${i}`, null]));
    expect(await c.request('m', { p: '/instant-wins', d: absent })).toMatchObject({ s: 'ok' });
    await sleep(50);
    expect(listener.messages.filter((m) => m.d?.a === 'd')).toHaveLength(1); // the initial data only
  });
});

describe('value limits (spec section 9)', () => {
  it('server-side writes refuse invalid keys', () => {
    for (const key of ['a.b', 'a#b', 'a$b', 'a[b', 'a]b', '', 'tab\there', 'nul\u0000', 'del\u007f']) {
      expect(() => rt.set('community-chat/c1', { [key]: 1 }), JSON.stringify(key)).toThrow();
    }
    expect(() => rt.set('community-chat/a.b', { text: 'x' })).toThrow();
    expect(() => rt.set('community-chat/bad\u0001', { text: 'x' })).toThrow();
    expect(() => rt.set('community-chat/c1', { nested: { 'x/y': 1 } })).toThrow();
    expect(rt.snapshot()).toEqual({});
  });

  it('server-side writes refuse undefined, functions and other non-JSON values', () => {
    const bad: unknown[] = [
      undefined,
      () => 1,
      Symbol('s'),
      10n,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Date(),
      { a: undefined },
      [1, undefined],
      { f: () => 1 },
    ];
    for (const value of bad) expect(() => rt.set('community-chat/c1', value), String(value)).toThrow();
    expect(() => rt.push('instant-wins', { image: undefined, prize: 'x', user: 'y' })).toThrow();
    expect(rt.snapshot()).toEqual({});
  });

  it('server-side writes refuse strings over 10 MB (UTF-8 bytes) and accept 10 MB', () => {
    expect(() => rt.set('community-chat/big', { text: 'a'.repeat(10 * MB + 1) })).toThrow();
    expect(() => rt.set('community-chat/big', { text: 'é'.repeat(5 * MB + 1) })).toThrow();
    expect(rt.read('community-chat/big')).toBeNull();
    rt.set('community-chat/ok', { text: 'a'.repeat(10 * MB) });
    expect((rt.read('community-chat/ok/text') as string).length).toBe(10 * MB);
  });

  it('server-side writes refuse paths deeper than 32 or longer than 768 bytes', () => {
    const deep = (n: number): unknown => (n === 0 ? 'leaf' : { k: deep(n - 1) });
    rt.set('community-chat/d', deep(30)); // 32 keys down to the leaf
    expect(() => rt.set('community-chat/d', deep(31))).toThrow();
    expect(() => rt.set(Array.from({ length: 33 }, () => 'k').join('/'), 1)).toThrow();
    rt.set(`community-chat/${'k'.repeat(753)}`, 1); // 14 + 1 + 753 = 768 bytes
    expect(() => rt.set(`community-chat/${'k'.repeat(754)}`, 1)).toThrow();
    expect(() => rt.set('community-chat/x', { ['k'.repeat(760)]: 1 })).toThrow();
  });

  it('refuses client writes with invalid keys or values instead of answering ok', async () => {
    rt.set('instant-wins/w1', win);
    const c = await Raw.open();
    const bad = [
      ['p', { p: '/instant-wins/bad\u0001key', d: null }],
      ['m', { p: '/instant-wins', d: { '': null } }],
      ['m', { p: '/instant-wins', d: { 'a.b': null } }],
      ['p', { p: '/scratch/big', d: 'a'.repeat(10 * MB + 1) }],
      ['p', { p: '/scratch/x', d: { 'a.b': 1 } }],
      ['o', { p: '/instant-wins/bad]key', d: null }],
    ] as const;
    for (const [a, b] of bad) {
      const reply = await c.request(a, b);
      expect(reply.s, JSON.stringify(b).slice(0, 80)).not.toBe('ok');
    }
    expect(rt.snapshot()).toEqual({ 'instant-wins': { w1: win } });
  });
});

describe('transactions', () => {
  it('answers datastale when the hash does not match the current data', async () => {
    rt.set('instant-wins/w1', win);
    const c = await Raw.open();
    // The client believed the node empty (hash ''), but it holds a win.
    expect(await c.request('p', { p: '/instant-wins/w1', d: null, h: '' })).toMatchObject({ s: 'datastale' });
    expect(await c.request('p', { p: '/instant-wins/w1', d: null, h: 'bm90IHRoZSBoYXNo' })).toMatchObject({
      s: 'datastale',
    });
    expect(rt.read('instant-wins/w1')).toEqual(win);
    // Empty and believed empty: fine.
    expect(await c.request('p', { p: '/instant-wins/gone', d: null, h: '' })).toMatchObject({ s: 'ok' });
  });
});

describe('limit queries', () => {
  const fill = (n: number) => {
    const keys: string[] = [];
    for (let i = 0; i < n; i++) keys.push(rt.push('community-chat', { user: 'A', text: `m${i}`, ts: i }));
    return keys;
  };

  it('sends only the last (or first) children a limit asks for', async () => {
    const keys = fill(60);
    const c = await Raw.open();
    expect(await c.request('q', { p: '/community-chat', q: { l: 50, vf: 'r' }, t: 1, h: '' })).toMatchObject({
      s: 'ok',
    });
    const [last] = c.data('/community-chat');
    expect(last.t).toBe(1);
    expect(Object.keys(last.d)).toEqual(keys.slice(10));
    expect(await c.request('q', { p: '/community-chat', q: { l: 5, vf: 'l', i: '.key' }, t: 2, h: '' })).toMatchObject({
      s: 'ok',
    });
    const first = c.data('/community-chat').find((b) => b.t === 2);
    expect(Object.keys(first.d)).toEqual(keys.slice(0, 5));
    expect((await c.request('g', { p: '/community-chat', q: { l: 3, vf: 'r' } })).d).toEqual(
      Object.fromEntries(keys.slice(57).map((k, i) => [k, { user: 'A', text: `m${57 + i}`, ts: 57 + i }])),
    );
    // Another index: all children, as before (the SDK filters them).
    expect(await c.request('q', { p: '/community-chat', q: { l: 5, vf: 'r', i: 'ts' }, t: 3, h: '' })).toMatchObject({
      s: 'ok',
    });
    expect(Object.keys(c.data('/community-chat').find((b) => b.t === 3).d)).toHaveLength(60);
  });

  it('keeps a window correct: new children are sent, and a child entering after a removal is sent whole', async () => {
    const keys = fill(5);
    const c = await Raw.open();
    await c.request('q', { p: '/community-chat', q: { l: 3, vf: 'r' }, t: 7, h: '' });
    const added = fill(1)[0] as string;
    const push = await c.until((m) => m.d?.b?.p === `/community-chat/${added}`);
    expect(push.d.b).toEqual({ p: `/community-chat/${added}`, d: { user: 'A', text: 'm0', ts: 0 }, t: 7 });
    // Window is now keys[3], keys[4], added. Remove keys[4]: keys[2] enters and must be sent.
    rt.set(`community-chat/${keys[4]}`, null);
    const removed = await c.until((m) => m.d?.b?.p === `/community-chat/${keys[4]}`);
    expect(removed.d.b.d).toBeNull();
    const entered = await c.until((m) => m.d?.b?.p === `/community-chat/${keys[2]}`);
    expect(entered.d.b).toEqual({ p: `/community-chat/${keys[2]}`, d: { user: 'A', text: 'm2', ts: 2 }, t: 7 });
    // The removal comes first: with a full window the SDK would drop a child sorting before it.
    expect(c.messages.indexOf(removed)).toBeLessThan(c.messages.indexOf(entered));
    // A change outside the window is not sent.
    rt.set(`community-chat/${keys[0]}/text`, 'edited');
    await sleep(50);
    expect(c.data(`/community-chat/${keys[0]}/text`)).toEqual([]);
  });
});
