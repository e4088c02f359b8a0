// The realtime endpoint at the wire level: security rules and per-connection limits. A raw WebSocket
// speaks the protocol the SDK speaks (test/realtime-wire.ts).
import { describe, expect, it } from 'vitest';
import { Raw, sleep, useRealtime } from '../test/realtime-wire';

const wire = useRealtime();
const win = { image: 'http://localhost/x.svg', prize: '50 Points', user: 'Lucky W.' };

describe('security rules', () => {
  it('refuses a client clearing the whole tree', async () => {
    wire.rt.set('instant-wins/w1', win);
    wire.rt.set('community-chat/c1', { user: 'A', text: 'hi', ts: 1 });
    const c = await Raw.open();
    expect(await c.request('p', { p: '/', d: null })).toEqual({ s: 'permission_denied', d: expect.any(String) });
    expect(await c.request('m', { p: '/', d: { 'instant-wins': null } })).toMatchObject({ s: 'permission_denied' });
    expect(wire.rt.read('instant-wins/w1')).toEqual(win);
    expect(wire.rt.read('community-chat/c1')).toEqual({ user: 'A', text: 'hi', ts: 1 });
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
    expect(wire.rt.snapshot()).toEqual({});
    expect(listener.data('/instant-wins/fake')).toEqual([]);
    expect(listener.data('/community-chat/-Nfake')).toEqual([]);
  });

  it('lets a client remove one instant win (put or update to null) and tells listeners', async () => {
    wire.rt.set('instant-wins/w1', win);
    wire.rt.set('instant-wins/w2', win);
    wire.rt.set('instant-wins/w3', win);
    const listener = await Raw.open();
    await listener.request('q', { p: '/instant-wins', h: '' });
    const c = await Raw.open();
    expect(await c.request('p', { p: '/instant-wins/w1', d: null })).toEqual({ s: 'ok', d: {} });
    expect(await c.request('m', { p: '/instant-wins', d: { w2: null } })).toEqual({ s: 'ok', d: {} });
    expect(wire.rt.read('instant-wins')).toEqual({ w3: win });
    expect(listener.data('/instant-wins/w1')).toEqual([{ p: '/instant-wins/w1', d: null }]);
    // Removing one another client already removed is a no-op, not an error.
    expect(await c.request('p', { p: '/instant-wins/w1', d: null })).toMatchObject({ s: 'ok' });
    // An update that removes one win and writes anything else is refused as a whole.
    expect(await c.request('m', { p: '/instant-wins', d: { w3: null, fake: win } })).toMatchObject({
      s: 'permission_denied',
    });
    expect(wire.rt.read('instant-wins')).toEqual({ w3: win });
  });

  it('refuses any call that would remove more than one win (merges and on-disconnect merges of nulls)', async () => {
    for (const k of ['w1', 'w2', 'w3']) wire.rt.set(`instant-wins/${k}`, win);
    const c = await Raw.open();
    const refused = [
      ['m', { p: '/instant-wins', d: { w1: null, w2: null, w3: null } }],
      ['m', { p: '/', d: { 'instant-wins/w1': null, 'instant-wins/w2': null } }],
      ['m', { p: '/', d: { 'instant-wins': null } }],
      ['p', { p: '/instant-wins', d: null }],
      ['p', { p: '/', d: null }],
      ['om', { p: '/instant-wins', d: { w1: null, w2: null } }],
      ['o', { p: '/instant-wins', d: null }],
    ] as const;
    for (const [a, b] of refused)
      expect(await c.request(a, b), JSON.stringify(b)).toMatchObject({ s: 'permission_denied' });
    c.ws.close();
    await c.closed;
    await sleep(50);
    expect(Object.keys(wire.rt.read('instant-wins') as object)).toEqual(['w1', 'w2', 'w3']);
  });

  it('allows reading instant-wins and community-chat only', async () => {
    wire.rt.set('instant-wins/w1', win);
    wire.rt.set('secret/x', 'hidden');
    const c = await Raw.open();
    expect(await c.request('q', { p: '/', h: '' })).toMatchObject({ s: 'permission_denied' });
    expect(await c.request('q', { p: '/secret', h: '' })).toMatchObject({ s: 'permission_denied' });
    expect(await c.request('g', { p: '/', q: {} })).toMatchObject({ s: 'permission_denied' });
    expect(await c.request('g', { p: '/secret/x', q: {} })).toMatchObject({ s: 'permission_denied' });
    expect(c.data('/')).toEqual([]);
    expect(c.data('/secret')).toEqual([]);
    // A refused listen is not kept: later writes there are not pushed.
    wire.rt.set('secret/y', 'also hidden');
    await sleep(50);
    expect(JSON.stringify(c.messages)).not.toContain('hidden');
    expect(await c.request('q', { p: '/instant-wins', h: '' })).toEqual({ s: 'ok', d: {} });
    expect(c.data('/instant-wins')).toEqual([{ p: '/instant-wins', d: { w1: win } }]);
    expect(await c.request('g', { p: '/instant-wins/w1', q: {} })).toEqual({ s: 'ok', d: win });
    expect(await c.request('g', { p: '/community-chat', q: {} })).toEqual({ s: 'ok', d: null });
  });

  it('applies the same rule to on-disconnect writes', async () => {
    wire.rt.set('instant-wins/w1', win);
    wire.rt.set('instant-wins/w2', win);
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
    expect(wire.rt.snapshot()).toEqual({ 'instant-wins': { w2: win } });
  });
});

describe('connection limits', () => {
  it('closes a socket that announces more than 1024 frames', async () => {
    const c = await Raw.open();
    c.ws.send('999999');
    expect(await c.closedWithin(2000)).toBe(1009);
  });

  it('closes a socket whose split message grows past its limit (64 KiB)', async () => {
    const c = await Raw.open();
    c.ws.send('8');
    for (let i = 0; i < 5; i++) c.ws.send('x'.repeat(16_384));
    expect(await c.closedWithin(3000)).toBe(1009);
  });

  it('still joins split messages within the limits', async () => {
    wire.rt.set('instant-wins/w1', win);
    const c = await Raw.open();
    const reply = await c.request('g', { p: '/instant-wins', q: {}, pad: 'x'.repeat(40_000) });
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
    wire.rt.set('instant-wins/w1', win);
    const listener = await Raw.open();
    await listener.request('q', { p: '/instant-wins', h: '' });
    const c = await Raw.open();
    for (let i = 0; i < 20; i++)
      expect(await c.request('p', { p: `/instant-wins/gone${i}`, d: null })).toMatchObject({ s: 'ok' });
    await sleep(50);
    expect(listener.messages.filter((m) => m.d?.a === 'd')).toHaveLength(1); // the initial data only
  });
});
