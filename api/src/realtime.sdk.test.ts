// The realtime endpoint with the real Firebase SDK (what mf-engagement uses): listening and
// removing instant wins, the chat window, refused writes, and transaction hashes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  type Database,
  get,
  getDatabase,
  goOffline,
  limitToLast,
  onChildAdded,
  onValue,
  push,
  query,
  ref,
  remove,
  runTransaction,
  set,
  update,
} from 'firebase/database';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { Realtime } from './realtime';

let rt: Realtime;
let server: Server;
let app: FirebaseApp;
let db: Database;
const offs: (() => void)[] = [];

beforeAll(async () => {
  rt = new Realtime();
  server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => rt.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  app = initializeApp(
    { projectId: 'prize-draw-local', databaseURL: 'wss://prize-draw-local.firebaseio.com' },
    `rt-sdk-${Date.now()}`,
  );
  db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', (server.address() as AddressInfo).port);
  // The SDK logs refused writes and listens as warnings; they are expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(async () => {
  goOffline(db);
  await deleteApp(app);
  rt.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  for (const off of offs.splice(0)) off();
  rt.clear();
});

function waitFor<T>(fn: () => T | undefined, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const v = fn();
      if (v !== undefined) return resolve(v);
      if (Date.now() - started > ms) return reject(new Error('timed out'));
      setTimeout(tick, 20);
    };
    tick();
  });
}

const win = { image: 'http://localhost/x.svg', prize: '50 Points', user: 'Lucky W.' };

it('receives instant wins with onChildAdded and removes one after showing it', async () => {
  const seen: { key: string; value: unknown }[] = [];
  offs.push(onChildAdded(ref(db, 'instant-wins'), (snap) => seen.push({ key: snap.key!, value: snap.val() })));
  const key = rt.push('instant-wins', win);
  const got = await waitFor(() => seen.find((s) => s.key === key));
  expect(got.value).toEqual(win);
  await remove(ref(db, `instant-wins/${key}`));
  expect(rt.read(`instant-wins/${key}`)).toBeNull();
  // A second client removing the same win after it is gone is harmless.
  await remove(ref(db, `instant-wins/${key}`));
});

it('no single call empties the instant-win feed: an update of nulls, a set of null at the root or at instant-wins', async () => {
  const keys = [rt.push('instant-wins', win), rt.push('instant-wins', win), rt.push('instant-wins', win)];
  const before = JSON.stringify(rt.snapshot());
  const nulls = Object.fromEntries(keys.map((k) => [k, null]));
  await expect(update(ref(db, 'instant-wins'), nulls)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  await expect(update(ref(db), { 'instant-wins': null })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  await expect(set(ref(db, 'instant-wins'), null)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  await expect(set(ref(db), null)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  expect(JSON.stringify(rt.snapshot())).toBe(before);
  // The popup's removal of each win it showed, one call each, still works.
  for (const key of keys) await remove(ref(db, `instant-wins/${key}`));
  expect(rt.read('instant-wins')).toBeNull();
});

it('refuses other writes with PERMISSION_DENIED and leaves the tree alone', async () => {
  rt.set('instant-wins/w1', win);
  rt.set('community-chat/c1', { user: 'A', text: 'hi', ts: 1 });
  const before = JSON.stringify(rt.snapshot());
  await expect(set(ref(db), null)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  await expect(push(ref(db, 'instant-wins'), win)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  await expect(set(ref(db, 'community-chat/fake'), { user: 'Admin', text: 'x', ts: 1 })).rejects.toMatchObject({
    code: 'PERMISSION_DENIED',
  });
  await expect(update(ref(db), { 'scratch/a': 1 })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  await expect(runTransaction(ref(db, 'counters/n'), (n) => (n ?? 0) + 1)).rejects.toMatchObject({
    message: expect.stringContaining('permission_denied'),
  });
  expect(JSON.stringify(rt.snapshot())).toBe(before);
});

it('refuses reading the whole tree or other paths (the listen is cancelled)', async () => {
  rt.set('secret/x', 1);
  const cancelled = await new Promise<Error>((resolve) => {
    offs.push(onValue(ref(db), () => undefined, resolve));
  });
  expect(cancelled.message).toContain('permission_denied');
  await expect(get(ref(db, 'secret'))).rejects.toThrow(/permission_denied|Permission denied/i);
});

it('keeps the chat window of limitToLast(50) right as messages come and go', async () => {
  const keys: string[] = [];
  for (let i = 0; i < 60; i++) keys.push(rt.push('community-chat', { user: 'A', text: `m${i}`, ts: i }));
  let shown: string[] = [];
  offs.push(
    onValue(query(ref(db, 'community-chat'), limitToLast(50)), (snap) => {
      const next: string[] = [];
      snap.forEach((c) => void next.push(c.key!));
      shown = next;
    }),
  );
  await waitFor(() => (shown.length === 50 ? true : undefined));
  expect(shown).toEqual(keys.slice(10));
  const added = rt.push('community-chat', { user: 'B', text: 'new', ts: 60 });
  await waitFor(() => (shown.at(-1) === added ? true : undefined));
  expect(shown).toEqual([...keys.slice(11), added]);
  // A message inside the window removed (moderation): the one before the window moves in.
  rt.set(`community-chat/${keys[30]}`, null);
  await waitFor(() => (!shown.includes(keys[30] as string) ? true : undefined));
  await waitFor(() => (shown.length === 50 ? true : undefined));
  expect(shown).toEqual([...keys.slice(10, 30), ...keys.slice(31), added]);
});

it('computes the node hash the SDK does, so a transaction commits on its first try with data', async () => {
  const value = {
    prize: 'Prize é 😀 "quoted"',
    image: '',
    flag: true,
    off: false,
    numbers: {
      a: 1,
      b: -2.5,
      c: 0.1,
      d: 1e21,
      e: 2 ** 31,
      f: 5e-324,
      g: Number.MAX_VALUE,
      h: 0,
      i: -0,
      j: 123456789.123,
    },
    keys: { '1': 'x', '10': 'y', '2': 'z', '-1': 'n', '01': 'lead', b: false, A: 3, ü: 1, '2147483648': 'big' },
    list: ['a', 'b', { c: 1 }],
  };
  rt.set('instant-wins/w1', value);
  let withData = 0;
  const result = await runTransaction(ref(db, 'instant-wins/w1'), (current) => {
    if (current !== null) withData++;
    return null;
  });
  expect(result.committed).toBe(true);
  expect(withData).toBe(1);
  expect(rt.read('instant-wins/w1')).toBeNull();
});
