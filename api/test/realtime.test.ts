import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectDatabaseEmulator,
  get,
  getDatabase,
  goOffline,
  onChildAdded,
  push,
  ref,
  remove,
  serverTimestamp,
  set,
  update,
} from 'firebase/database';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Api, cartSession, startTestProvider } from './helpers';

let api: Api;
let app: ReturnType<typeof initializeApp>;
let db: ReturnType<typeof getDatabase>;

beforeAll(async () => {
  // The Firebase SDK speaks to the realtime endpoint over a real WebSocket.
  api = await startTestProvider({ socket: true });
  await api.local('seed', {
    users: [{ email: 'lucky@example.co.uk', first_name: 'Lucky', last_name: 'Winner', token: 'lucky-token-12345' }],
    competitions: [
      {
        ref: 'iw',
        title: 'Every Ticket Wins',
        category: 'cash',
        price: 1,
        total_tickets: 3,
        max_per_user: 3,
        closes_in_hours: 24,
        instant_wins: [{ title: '50 Points', type: 'points', value: 50, tickets: [1, 2, 3] }],
      },
    ],
  });
  app = initializeApp(
    { projectId: 'prize-draw-local', databaseURL: 'wss://prize-draw-local.firebaseio.com' },
    `test-${Date.now()}`,
  );
  db = getDatabase(app);
  connectDatabaseEmulator(db, '127.0.0.1', api.server.port as number);
});
afterAll(async () => {
  goOffline(db);
  await deleteApp(app);
  await api.close();
});

function waitFor<T>(fn: () => T | undefined, ms = 8000): Promise<T> {
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

it('a paid instant-win ticket appears under instant-wins for the real SDK, and removal works', async () => {
  const seen: { key: string; value: { image: string; prize: string; user: string } }[] = [];
  const off = onChildAdded(ref(db, 'instant-wins'), (snap) => seen.push({ key: snap.key!, value: snap.val() }));
  const comp = (await api.v1('competition', { page: 1, category: 'cash', limit: 50 })).body.data.find(
    (c: { title: string }) => c.title === 'Every Ticket Wins',
  );
  const s = cartSession(api);
  await s.init();
  await s.store('cart/add-item', { id: comp.competition_product_id, quantity: 1, token: 'lucky-token-12345' });
  const paid = await s.payCard({
    token: 'lucky-token-12345',
    billing_address: {
      first_name: 'Lucky',
      last_name: 'Winner',
      address_1: '1',
      address_2: '',
      city: 'Bath',
      state: '',
      postcode: 'BA1 1AA',
      country: 'GB',
    },
  });
  expect(paid.status).toBe(200);
  const win = await waitFor(() => seen.find((x) => x.value.user === 'Lucky W.'));
  expect(win.value).toEqual({
    image: expect.stringMatching(/^http:\/\/localhost:\d+\/media\/prize\//),
    prize: '50 Points',
    user: 'Lucky W.',
  });
  await remove(ref(db, `instant-wins/${win.key}`));
  const tree = await api.local('realtime?path=/instant-wins');
  expect(tree.data?.[win.key] ?? null).toBeNull();
  // The local tool writes one too.
  await api.local('instant-win', { image: 'http://localhost/x.svg', prize: 'Tool Prize', user: 'Tool User' });
  await waitFor(() => seen.find((x) => x.value.prize === 'Tool Prize'));
  expect((await api.local('instant-win', { prize: 'x' })).success).toBe(false);
  off();
});

it('refuses client writes other than removing one instant win (security rules)', async () => {
  await expect(set(ref(db, 'scratch/a'), { n: 1, s: 'text' })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  await expect(push(ref(db, 'instant-wins'), { ts: serverTimestamp() })).rejects.toMatchObject({
    code: 'PERMISSION_DENIED',
  });
  await expect(update(ref(db), { 'community-chat/x': { text: 'fake' } })).rejects.toMatchObject({
    code: 'PERMISSION_DENIED',
  });
  await expect(get(ref(db, 'scratch'))).rejects.toThrow(/permission.denied/i);
  expect((await api.local('realtime?path=/scratch')).data).toBeNull();
});
