// Access rules, generated from ONE list: `userTokenCalls` of the shared contract. For every call
// that carries the signed-in user's token:
//   (a) a stale token (rotated by check-auth, logged out, expired) is refused with 401 and writes nothing;
//   (b) another user's token never reads or changes the first user's records;
//   (c) nothing works without the fixed bearer;
// and, as the control that keeps (a)–(c) honest, the owner's own fresh token works.
// A call added to `userTokenCalls` without a case here fails the first test.

import { type CallName, callRoute, providerCalls, userTokenCalls } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions';
import { DAY } from '../src/util';
import {
  type Api,
  attemptKey,
  BEARER,
  cardPayment,
  cartSession,
  realtimeText,
  startTestProvider,
  testClock,
  writeCount,
} from './helpers';

interface Person {
  id: number;
  email: string;
  first: string;
  last: string;
  token: string;
}
interface Req {
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}
interface Case {
  /** The request `as` would send with `token`, aimed at ALICE's records where the call takes an id. May prepare (e.g. fill a cart) first. */
  build(token: string, as: Person): Promise<Req> | Req;
  /** Status when BOB aims this call at Alice's records (default 200: it acts on Bob's own records). */
  crossStatus?: number;
  /** The call changes its caller's records: Bob's own records must change when Bob calls it. */
  writes?: boolean;
}

const clock = testClock();
const PASSWORD = 'Access!Pass2026';
let api: Api;
let alice: Person;
let bob: Person;
let aliceOrder: { id: number; order_key: string };
let aliceWin: number;
let productId: number;

// Text that only Alice's records contain: none of it may reach Bob.
const ALICE_MARKERS = [
  'alicia.owner@example.co.uk',
  'Ownerova',
  'ALICIAONLY',
  'Alicia Golden Ticket',
  '90817263',
  '4 Private Lane',
];

const BILLING = (p: Person) => ({
  first_name: p.first,
  last_name: p.last,
  billing_first_name: p.first,
  billing_last_name: p.last,
  billing_email: p.email,
  billing_phone: '07700 900111',
  billing_address_1: '7',
  billing_address_2: 'Changed Street',
  billing_city: 'York',
  billing_postcode: 'YO1 7AA',
  billing_state: '',
});

async function cartWithItem(token: string): Promise<Record<string, string>> {
  const cart = cartSession(api);
  await cart.init();
  const r = await cart.store('cart/add-item', { id: productId, quantity: 1, token });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return { 'Cart-Token': cart.token as string };
}

/** Pays for one ticket as `p`, keeping the card, and returns that saved card's id. */
async function savedCardOf(p: Person): Promise<string> {
  const headers = { ...(await cartWithItem(p.token)), 'Idempotency-Key': attemptKey() };
  const pay = await cardPayment(api);
  const r = await api.call(
    '/wc/store/v1/checkout',
    {
      token: p.token,
      billing_address: { first_name: p.first, last_name: p.last, address_1: '1', city: 'Leeds', postcode: 'LS1 1AA' },
      ...pay,
      payment_data: [...pay.payment_data, { key: 'save_payment_method', value: '1' }],
    },
    { headers },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const cards = await api.v1('payment_methods', { token: p.token });
  return cards.body.data[0].id as string;
}

/**
 * `p`'s card order waiting for the bank (3-D Secure), as its resume names it: the one made by an
 * earlier case when it still waits (an account has one open attempt, and unpaid checks are limited).
 */
async function orderAtTheBank(p: Person): Promise<{ headers: Record<string, string>; order_id: number; key: string }> {
  const headers = await cartWithItem(p.token);
  const waiting = api.server.ctx.db.get<{ id: number; order_key: string }>(
    "SELECT o.id, o.order_key FROM orders o JOIN payment_attempts a ON a.order_id = o.id WHERE o.user_id = ? AND a.status = 'pending'",
    [p.id],
  );
  if (waiting) return { headers, order_id: waiting.id, key: waiting.order_key };
  const r = await api.call(
    '/wc/store/v1/checkout',
    {
      token: p.token,
      billing_address: { first_name: p.first, last_name: p.last, address_1: '1', city: 'Leeds', postcode: 'LS1 1AA' },
      ...(await cardPayment(api, '4000 0027 6000 3184')),
    },
    { headers: { ...headers, 'Idempotency-Key': attemptKey() } },
  );
  expect(r.body.status, JSON.stringify(r.body)).toBe('pending');
  return { headers, order_id: r.body.order_id, key: r.body.order_key };
}

const CASES: Record<string, Case> = {
  checkAuth: { build: (token) => ({ body: { token } }), writes: true },
  get_purchased_competition: { build: (token) => ({ body: { token } }) },
  updateProfile: {
    build: (token, p) => ({
      body: {
        token,
        account_first_name: `${p.first}x`,
        account_last_name: p.last,
        account_email: p.email,
        account_display_name: `${p.first} changed`,
      },
    }),
    writes: true,
  },
  get_user_details: { build: (token) => ({ body: { token } }) },
  update_user_details: { build: (token, p) => ({ body: { token, ...BILLING(p) } }), writes: true },
  points: { build: (token) => ({ body: { token, offset: 0, limit: 10 } }) },
  get_coupons: { build: (token) => ({ body: { token } }) },
  orders: { build: (token) => ({ body: { token, page: 1, limit: 10 } }) },
  order_detail: { build: (token) => ({ body: { token, id: aliceOrder.id } }), crossStatus: 404 },
  get_bank_details: {
    build: (token) => ({
      body: { token, account_number: '55556666', sort_code: '445566', password_current: PASSWORD },
    }),
    writes: true,
  },
  logout: { build: (token) => ({ body: { token } }), writes: true },
  responsible_gaming: {
    build: (token) => ({ body: { token, limit_duration: 'monthly', limit_value: 75 } }),
    writes: true,
  },
  order_confirmation: {
    build: (token) => ({ body: { token, order_id: aliceOrder.id, order_key: aliceOrder.order_key } }),
    crossStatus: 404,
  },
  claimable_prizes: { build: (token) => ({ body: { token } }) },
  claim_prize: {
    build: (token) => ({
      body: {
        token,
        win_id: aliceWin,
        full_name: 'Claimer Name',
        phone: '07700 900222',
        address: '1 Claim Road',
        date_of_birth: '1990-01-01',
      },
    }),
    crossStatus: 404,
  },
  chat_post: { build: (token) => ({ body: { token, text: 'hello from the access test' } }), writes: true },
  checkout: {
    build: async (token, p) => ({
      headers: { ...(await cartWithItem(p.token)), 'Idempotency-Key': attemptKey() },
      body: {
        token,
        billing_address: {
          first_name: p.first,
          last_name: p.last,
          address_1: '1 Checkout Way',
          city: 'Leeds',
          postcode: 'LS1 1AA',
          email: p.email,
        },
        ...(await cardPayment(api)),
      },
    }),
    writes: true,
  },
  // The owner's order still waits for its bank check: the resume returns it pending again.
  checkoutOrder: {
    build: async (token, p) => {
      const { headers, ...order } = await orderAtTheBank(p);
      return { headers, body: { token, ...order } };
    },
  },
  cartClaim: { build: async (token, p) => ({ headers: await cartWithItem(p.token), body: { token } }) },
  payment_methods: { build: (token) => ({ body: { token } }) },
  // The card is forgotten at the payment service: nothing of the shop's own rows changes.
  payment_method_delete: { build: async (token, p) => ({ body: { token, id: await savedCardOf(p) } }) },
  checkoutTender: {
    build: async (token, p) => ({ headers: await cartWithItem(p.token), body: { token, use_credit: true } }),
  },
};

/** Every row that belongs to a user, as text: unchanged = nothing of theirs was written. */
function fingerprint(userId: number): string {
  const { db } = api.server.ctx;
  const q = (sql: string) => db.all(sql, [userId]);
  return JSON.stringify([
    q('SELECT * FROM users WHERE id = ?'),
    q('SELECT token_hash, expires_at FROM sessions WHERE user_id = ? ORDER BY token_hash'),
    q('SELECT * FROM orders WHERE user_id = ? ORDER BY id'),
    q(
      'SELECT competition_id, ticket_number, order_id FROM tickets WHERE user_id = ? ORDER BY competition_id, ticket_number',
    ),
    q('SELECT * FROM wins WHERE user_id = ? ORDER BY id'),
    q('SELECT * FROM coupons WHERE user_id = ? ORDER BY code'),
    q('SELECT * FROM points_log WHERE user_id = ? ORDER BY id'),
    q('SELECT * FROM credit_log WHERE user_id = ? ORDER BY id'),
    q('SELECT * FROM chat WHERE user_id = ? ORDER BY id'),
    q('SELECT * FROM reset_keys WHERE user_id = ? ORDER BY key_hash'),
    q(
      'SELECT c.id, c.coupon_code, i.key, i.quantity FROM carts c LEFT JOIN cart_items i ON i.cart_id = c.id WHERE c.user_id = ? ORDER BY c.id, i.key',
    ),
  ]);
}

async function send(name: CallName, req: Req, bearer?: string | null) {
  return api.call(callRoute(name, req.body as never), req.body, {
    method: providerCalls[name].method,
    headers: req.headers,
    bearer,
  });
}

const fresh = (p: Person): string => createSession(api.server.ctx, p.id);

/** The three kinds of stale token, each made just before use. */
const STALE: Record<string, (p: Person) => Promise<string>> = {
  'rotated by check-auth': async (p) => {
    const t = fresh(p);
    const r = await api.v1('check-auth', { token: t });
    expect(r.status).toBe(200);
    return t;
  },
  'after logout': async (p) => {
    const t = fresh(p);
    expect((await api.v1('logout', { token: t })).status).toBe(200);
    return t;
  },
  'expired (30 days old)': async (p) => {
    clock.set(-(30 * DAY + 60_000));
    const t = fresh(p);
    clock.set(0);
    return t;
  },
};

beforeAll(async () => {
  api = await startTestProvider({ now: clock.now });
  const seeded = await api.local('seed', {
    competitions: [
      {
        ref: 'acc',
        title: 'Access Test Prize',
        category: 'cash',
        price: 1,
        total_tickets: 100000,
        max_per_user: 10000,
        closes_in_hours: 240,
        product_id: 77001,
      },
    ],
    users: [
      {
        email: 'alicia.owner@example.co.uk',
        first_name: 'Alicia',
        last_name: 'Ownerova',
        password: PASSWORD,
        token: 'alicia-fixed-token-1',
        billing: { address_1: '4 Private Lane', city: 'Bath', postcode: 'BA1 1AA', phone: '07700 900001' },
        bank: { account_number: '90817263', sort_code: '102030' },
      },
      {
        email: 'bob.other@example.co.uk',
        first_name: 'Bob',
        last_name: 'Otherman',
        password: PASSWORD,
        token: 'bob-fixed-token-12',
        bank: { account_number: '11223344', sort_code: '405060' },
      },
    ],
    coupons: [
      { code: 'ALICIAONLY', description: 'Alicia only', kind: 'fixed', amount: 1, user: 'alicia.owner@example.co.uk' },
    ],
    orders: [
      {
        user: 'alicia.owner@example.co.uk',
        status: 'processing',
        days_ago: 1,
        lines: [{ competition: 'acc', quantity: 2 }],
      },
      {
        user: 'bob.other@example.co.uk',
        status: 'processing',
        days_ago: 1,
        lines: [{ competition: 'acc', quantity: 1 }],
      },
    ],
    wins: [
      {
        user: 'alicia.owner@example.co.uk',
        name: 'Alicia O.',
        competition: 'acc',
        ticket_number: 99991,
        kind: 'instant',
        prize: 'Alicia Golden Ticket',
        claimable: true,
      },
      {
        user: 'bob.other@example.co.uk',
        name: 'Bob O.',
        competition: 'acc',
        ticket_number: 99992,
        kind: 'instant',
        prize: 'Bob Prize',
        claimable: true,
      },
    ],
  });
  expect(seeded.success, JSON.stringify(seeded)).toBe(true);
  const { db } = api.server.ctx;
  const person = (email: string, first: string, last: string, token: string): Person => ({
    id: Number(db.get<{ id: number }>('SELECT id FROM users WHERE email = ?', [email])?.id),
    email,
    first,
    last,
    token,
  });
  alice = person('alicia.owner@example.co.uk', 'Alicia', 'Ownerova', 'alicia-fixed-token-1');
  bob = person('bob.other@example.co.uk', 'Bob', 'Otherman', 'bob-fixed-token-12');
  aliceOrder = db.get<{ id: number; order_key: string }>('SELECT id, order_key FROM orders WHERE user_id = ?', [
    alice.id,
  ]) as { id: number; order_key: string };
  aliceWin = Number(db.get<{ id: number }>('SELECT id FROM wins WHERE user_id = ?', [alice.id])?.id);
  productId = 77001;
}, 60_000);
afterAll(() => api.close());

it('the list of token calls and the cases here are the same list', () => {
  expect(Object.keys(CASES).sort()).toEqual([...userTokenCalls].sort());
});

for (const name of userTokenCalls) {
  describe(`${name} (${providerCalls[name].route})`, () => {
    const refused = (r: { status: number; body: Record<string, unknown> }, code: string) => {
      expect(r.status, JSON.stringify(r.body)).toBe(401);
      expect(r.body.code).toBe(code);
      if (providerCalls[name].route.startsWith('/api/'))
        expect(r.body).toMatchObject({ success: false, error: expect.any(String) });
      else expect(r.body).toMatchObject({ message: expect.any(String), data: { status: 401 } });
    };

    for (const [kind, stale] of Object.entries(STALE)) {
      it(`refuses a token ${kind} with 401 and writes nothing`, async () => {
        const c = CASES[name] as Case;
        const token = await stale(alice);
        const req = await c.build(token, { ...alice, token: fresh(alice) });
        const before = { rows: writeCount(api), tree: realtimeText(api), alice: fingerprint(alice.id) };
        const r = await send(name, req);
        refused(r, 'shop_invalid_token');
        expect(writeCount(api)).toBe(before.rows);
        expect(realtimeText(api)).toBe(before.tree);
        expect(fingerprint(alice.id)).toBe(before.alice);
      });
    }

    it("another user's token never reads or changes the first user's records", async () => {
      const c = CASES[name] as Case;
      const bobToken = fresh(bob);
      const req = await c.build(bobToken, { ...bob, token: fresh(bob) });
      const aliceBefore = fingerprint(alice.id);
      const bobBefore = fingerprint(bob.id);
      const r = await send(name, req);
      expect(r.status, JSON.stringify(r.body)).toBe(c.crossStatus ?? 200);
      const text = JSON.stringify(r.body);
      for (const marker of ALICE_MARKERS)
        expect(text, `Bob's response holds Alice's "${marker}"`).not.toContain(marker);
      expect(fingerprint(alice.id)).toBe(aliceBefore);
      if (c.writes) expect(fingerprint(bob.id), 'the update lands on the token owner').not.toBe(bobBefore);
      if (c.crossStatus) expect(fingerprint(bob.id)).toBe(bobBefore);
    });

    it('responds 401 without the fixed bearer (missing or wrong) and writes nothing', async () => {
      const c = CASES[name] as Case;
      const req = await c.build(fresh(alice), { ...alice, token: fresh(alice) });
      const before = { rows: writeCount(api), tree: realtimeText(api) };
      refused(await send(name, req, null), 'shop_missing_bearer');
      refused(await send(name, req, `${BEARER}x`), 'shop_missing_bearer');
      refused(
        await send(name, { ...req, headers: { ...req.headers, Authorization: BEARER } }, null),
        'shop_missing_bearer',
      );
      expect(writeCount(api)).toBe(before.rows);
      expect(realtimeText(api)).toBe(before.tree);
    });

    it("control: the owner's own fresh token works", async () => {
      const c = CASES[name] as Case;
      const req = await c.build(fresh(alice), { ...alice, token: fresh(alice) });
      const r = await send(name, req);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      if (providerCalls[name].route.startsWith('/api/')) expect(r.body.success).toBe(true);
      else if (name === 'checkout' || name === 'checkoutOrder') expect(r.body.order_id).toEqual(expect.any(Number));
    });
  });
}
