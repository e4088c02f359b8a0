// The realtime endpoint: value limits, transactions and limit queries (requirements §9).
import { describe, expect, it } from 'vitest';
import { MB, Raw, sleep, useRealtime } from '../test/realtime-wire';

const wire = useRealtime();
const win = { image: 'http://localhost/x.svg', prize: '50 Points', user: 'Lucky W.' };

describe('value limits (requirements §9)', () => {
  it('server-side writes refuse invalid keys', () => {
    for (const key of ['a.b', 'a#b', 'a$b', 'a[b', 'a]b', '', 'tab\there', 'nul\u0000', 'del\u007f']) {
      expect(() => wire.rt.set('community-chat/c1', { [key]: 1 }), JSON.stringify(key)).toThrow();
    }
    expect(() => wire.rt.set('community-chat/a.b', { text: 'x' })).toThrow();
    expect(() => wire.rt.set('community-chat/bad\u0001', { text: 'x' })).toThrow();
    expect(() => wire.rt.set('community-chat/c1', { nested: { 'x/y': 1 } })).toThrow();
    expect(wire.rt.snapshot()).toEqual({});
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
    for (const value of bad) expect(() => wire.rt.set('community-chat/c1', value), String(value)).toThrow();
    expect(() => wire.rt.push('instant-wins', { image: undefined, prize: 'x', user: 'y' })).toThrow();
    expect(wire.rt.snapshot()).toEqual({});
  });

  it('server-side writes refuse strings over 10 MB (UTF-8 bytes) and accept 10 MB', () => {
    expect(() => wire.rt.set('community-chat/big', { text: 'a'.repeat(10 * MB + 1) })).toThrow();
    expect(() => wire.rt.set('community-chat/big', { text: 'é'.repeat(5 * MB + 1) })).toThrow();
    expect(wire.rt.read('community-chat/big')).toBeNull();
    wire.rt.set('community-chat/ok', { text: 'a'.repeat(10 * MB) });
    expect((wire.rt.read('community-chat/ok/text') as string).length).toBe(10 * MB);
  });

  it('server-side writes refuse paths deeper than 32 or longer than 768 bytes', () => {
    const deep = (n: number): unknown => (n === 0 ? 'leaf' : { k: deep(n - 1) });
    wire.rt.set('community-chat/d', deep(30)); // 32 keys down to the leaf
    expect(() => wire.rt.set('community-chat/d', deep(31))).toThrow();
    expect(() => wire.rt.set(Array.from({ length: 33 }, () => 'k').join('/'), 1)).toThrow();
    wire.rt.set(`community-chat/${'k'.repeat(753)}`, 1); // 14 + 1 + 753 = 768 bytes
    expect(() => wire.rt.set(`community-chat/${'k'.repeat(754)}`, 1)).toThrow();
    expect(() => wire.rt.set('community-chat/x', { ['k'.repeat(760)]: 1 })).toThrow();
  });

  it('refuses client writes with invalid keys or values instead of responding ok', async () => {
    wire.rt.set('instant-wins/w1', win);
    const c = await Raw.open();
    const bad = [
      ['p', { p: '/instant-wins/bad\u0001key', d: null }],
      ['m', { p: '/instant-wins', d: { '': null } }],
      ['m', { p: '/instant-wins', d: { 'a.b': null } }],
      ['p', { p: '/scratch/x', d: { 'a.b': 1 } }],
      ['o', { p: '/instant-wins/bad]key', d: null }],
    ] as const;
    for (const [a, b] of bad) {
      const reply = await c.request(a, b);
      expect(reply.s, JSON.stringify(b).slice(0, 80)).not.toBe('ok');
    }
    expect(wire.rt.snapshot()).toEqual({ 'instant-wins': { w1: win } });
  });
});

describe('transactions', () => {
  it('returns datastale when the hash does not match the current data', async () => {
    wire.rt.set('instant-wins/w1', win);
    const c = await Raw.open();
    // The client believed the node empty (hash ''), but it holds a win.
    expect(await c.request('p', { p: '/instant-wins/w1', d: null, h: '' })).toMatchObject({ s: 'datastale' });
    expect(await c.request('p', { p: '/instant-wins/w1', d: null, h: 'bm90IHRoZSBoYXNo' })).toMatchObject({
      s: 'datastale',
    });
    expect(wire.rt.read('instant-wins/w1')).toEqual(win);
    // Empty and believed empty: fine.
    expect(await c.request('p', { p: '/instant-wins/gone', d: null, h: '' })).toMatchObject({ s: 'ok' });
  });
});

describe('limit queries', () => {
  const fill = (n: number) => {
    const keys: string[] = [];
    for (let i = 0; i < n; i++) keys.push(wire.rt.push('community-chat', { user: 'A', text: `m${i}`, ts: i }));
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
    wire.rt.set(`community-chat/${keys[4]}`, null);
    const removed = await c.until((m) => m.d?.b?.p === `/community-chat/${keys[4]}`);
    expect(removed.d.b.d).toBeNull();
    const entered = await c.until((m) => m.d?.b?.p === `/community-chat/${keys[2]}`);
    expect(entered.d.b).toEqual({ p: `/community-chat/${keys[2]}`, d: { user: 'A', text: 'm2', ts: 2 }, t: 7 });
    // The removal comes first: with a full window the SDK would drop a child sorting before it.
    expect(c.messages.indexOf(removed)).toBeLessThan(c.messages.indexOf(entered));
    // A change outside the window is not sent.
    wire.rt.set(`community-chat/${keys[0]}/text`, 'edited');
    await sleep(50);
    expect(c.data(`/community-chat/${keys[0]}/text`)).toEqual([]);
  });
});
