// What the provider never sends: every call of the contract is made for the demo user and every
// JSON response is walked. No field named like a password, hash or salt; no stored hash value; no
// full bank account number; no skill-question answer key; no other user's email address; public
// names (winners, results, instant wins, chat) are first name + initial at most.

import { type CallName, callRoute, providerCalls } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, attemptKey, cardToken, cartSession, DEMO, startTestProvider } from './helpers';

let api: Api;
const responses: { name: string; status: number; body: unknown; headers: Record<string, string> }[] = [];

interface State {
  token: string;
  productId: number;
  itemKey: string;
  orderId: number;
  orderKey: string;
  winId: number;
  paymentToken: string;
  savedCard: string;
  /** The order the checkout call made, as its resume names it. */
  checkedOut: { order_id: number; key: string };
}
type Req = { body?: unknown; headers?: Record<string, string> };

// One request per call (typed over every CallName, so a new call must be added here).
const REQUESTS: Record<CallName, (s: State) => Req> = {
  getSEOSettings: () => ({ body: { page: 'home' } }),
  getsettings: () => ({}),
  get_realtime_winners_prize_value: () => ({}),
  login: () => ({ body: DEMO }),
  checkAuth: (s) => ({ body: { token: s.token } }),
  get_purchased_competition: (s) => ({ body: { token: s.token } }),
  updateProfile: (s) => ({
    body: {
      token: s.token,
      account_first_name: 'Demo',
      account_last_name: 'Customer',
      account_email: DEMO.email,
      account_display_name: 'Demo Customer',
    },
  }),
  get_user_details: (s) => ({ body: { token: s.token } }),
  update_user_details: (s) => ({
    body: {
      token: s.token,
      first_name: 'Demo',
      last_name: 'Customer',
      billing_first_name: 'Demo',
      billing_last_name: 'Customer',
      billing_email: DEMO.email,
      billing_phone: '07700 900123',
      billing_address_1: '12',
      billing_address_2: 'High Street',
      billing_city: 'Leeds',
      billing_postcode: 'LS1 1AA',
      billing_state: '',
    },
  }),
  points: (s) => ({ body: { token: s.token, offset: 0, limit: 100 } }),
  get_coupons: (s) => ({ body: { token: s.token } }),
  orders: (s) => ({ body: { token: s.token, page: 1, limit: 100 } }),
  order_detail: (s) => ({ body: { token: s.token, id: s.orderId } }),
  get_bank_details: (s) => ({ body: { token: s.token } }),
  competition: (s) => ({ body: { token: s.token, page: 1, limit: 100, category: 'all' } }),
  drawn_next_competition: (s) => ({ body: { token: s.token, page: 1, limit: 100 } }),
  finished_soldout_competition: (s) => ({ body: { token: s.token, page: 1, limit: 100 } }),
  featured_competition: (s) => ({ body: { token: s.token, page: 1, limit: 100, all: true } }),
  getcompetition: () => ({ body: { id: 1 } }),
  // 19: the demo's Range Rover Evoque, drawn while seeding (its proof names the winner).
  draw_proof: () => ({ body: { competition_id: 19 } }),
  getOtherComps: () => ({ body: { id: 1, limit: 24 } }),
  gethowitworkssettings: () => ({}),
  cart: () => ({}),
  cartAddItem: (s) => ({ body: { id: s.productId, quantity: 1, token: s.token } }),
  cartItems: () => ({}),
  cartUpdateItem: (s) => ({ body: { key: s.itemKey, quantity: 2, token: s.token } }),
  cartApplyCoupon: (s) => ({ body: { code: 'WELCOME10', token: s.token } }),
  cartRemoveCoupon: () => ({ body: { code: 'WELCOME10' } }),
  cartRemoveItem: (s) => ({ body: { key: s.itemKey } }),
  cartEmpty: () => ({ body: {} }),
  cartClaim: (s) => ({ body: { token: s.token } }),
  checkoutTender: (s) => ({ body: { token: s.token, use_credit: true, redeem_points: 10 } }),
  checkoutOrder: (s) => ({ body: { token: s.token, ...s.checkedOut } }),
  checkout: (s) => ({
    body: {
      token: s.token,
      billing_address: {
        first_name: 'Demo',
        last_name: 'Customer',
        address_1: '12 High Street',
        city: 'Leeds',
        postcode: 'LS1 1AA',
      },
      payment_method: 'local_test_card',
      payment_data: [{ key: 'payment_token', value: s.paymentToken }],
    },
  }),
  register: () => ({
    body: {
      first_name: 'Fresh',
      last_name: 'Signup',
      email: 'fresh.signup@example.co.uk',
      password: 'Fresh!Signup2026',
      date_of_birth: '1990-01-01',
    },
  }),
  verify_email: () => ({ body: { key: 'not-a-key', email: DEMO.email, password: DEMO.password } }),
  resend_verification: () => ({ body: { email: 'fresh.signup@example.co.uk' } }),
  forgot_password: () => ({ body: { email: DEMO.email } }),
  reset_password: () => ({ body: { key: 'not-a-key', email: DEMO.email, password: 'Another!Pass2026' } }),
  responsible_gaming: (s) => ({ body: { token: s.token } }),
  order_confirmation: (s) => ({ body: { token: s.token, order_id: s.orderId, order_key: s.orderKey } }),
  draw_results: () => ({ body: { page: 1, limit: 100 } }),
  winners: () => ({ body: { page: 1, limit: 100 } }),
  entry_list: () => ({ body: { competition_id: 19, page: 1, limit: 1000 } }),
  claimable_prizes: (s) => ({ body: { token: s.token } }),
  claim_prize: (s) => ({
    body: {
      token: s.token,
      win_id: s.winId,
      full_name: 'Demo Customer',
      phone: '07700 900123',
      address: '12 High Street',
    },
  }),
  contact: () => ({ body: { name: 'Demo', email: DEMO.email, subject: 'Hi', message: 'Hello' } }),
  free_postal_route: () => ({}),
  faqs: () => ({}),
  legal_terms: () => ({}),
  chat_post: (s) => ({ body: { token: s.token, text: 'hello everyone' } }),
  payment_methods: (s) => ({ body: { token: s.token } }),
  payment_method_delete: (s) => ({ body: { token: s.token, id: s.savedCard } }),
  incident: () => ({ body: { remote: 'mf_basket', version: '1', stage: 'load', message: 'x', fallback: 'none' } }),
  logout: (s) => ({ body: { token: s.token } }),
};

// Store calls run in this order (they build on each other); the rest in table order; logout last.
const STORE_ORDER: CallName[] = [
  'cart',
  'cartAddItem',
  'cartItems',
  'cartUpdateItem',
  'cartApplyCoupon',
  'cartRemoveCoupon',
  'cartRemoveItem',
  'cartAddItem',
  'cartClaim',
  'checkoutTender',
  'checkout',
  'checkoutOrder',
  'cartEmpty',
];

let userEmails: string[] = [];
let demoHash = '';
let demoAccount = '';

beforeAll(async () => {
  api = await startTestProvider();
  const { db } = api.server.ctx;
  // A draw with a winner and an instant win, so winners and results have names to publish.
  await api.local('seed', {
    users: [
      { email: 'winner.person@example.co.uk', first_name: 'Winnie', last_name: 'Person', token: 'winnie-token-123' },
    ],
    competitions: [
      {
        ref: 'x',
        title: 'Exposure Draw',
        category: 'cash',
        price: 1,
        total_tickets: 10,
        max_per_user: 10,
        closes_in_hours: 1,
        id: 900,
        product_id: 90900,
      },
    ],
    orders: [{ user: 'winner.person@example.co.uk', lines: [{ competition: 'x', quantity: 10 }] }],
    wins: [
      {
        user: 'winner.person@example.co.uk',
        name: 'winner.person@example.co.uk',
        competition: 'x',
        ticket_number: 3,
        kind: 'instant',
        prize: 'Mailbox Name Prize',
      },
    ],
  });
  await api.local('time-travel', { competition_id: 900, closes_in_hours: -1 });
  await api.local('draw', { competition_id: 900 });

  const state: State = {
    token: await api.login(),
    productId: 0,
    itemKey: '',
    orderId: 0,
    orderKey: '',
    winId: 0,
    paymentToken: await cardToken(api),
    savedCard: '',
    checkedOut: { order_id: 0, key: '' },
  };
  const live = db.get<{ product_id: number }>(
    "SELECT product_id FROM competitions WHERE question = '' AND drawn = 0 AND closing_at > ? AND id != 900 ORDER BY id",
    [new Date().toISOString()],
  );
  state.productId = Number(live?.product_id);
  const demoId = Number(db.get<{ id: number }>('SELECT id FROM users WHERE email = ?', [DEMO.email])?.id);
  const order = db.get<{ id: number; order_key: string }>(
    'SELECT id, order_key FROM orders WHERE user_id = ? ORDER BY id DESC',
    [demoId],
  );
  state.orderId = Number(order?.id);
  state.orderKey = String(order?.order_key);
  state.winId = Number(
    db.get<{ id: number }>('SELECT id FROM wins WHERE user_id = ? AND claimable = 1 AND claimed = 0', [demoId])?.id,
  );
  const me = db.get<{ password_hash: string; bank_account: string }>(
    'SELECT password_hash, bank_account FROM users WHERE id = ?',
    [demoId],
  );
  // A card the demo kept at the payment service (its list and its removal are calls of the contract).
  const gateway = api.server.payments.gateway;
  const customer = gateway.createCustomer().id;
  db.run('UPDATE users SET payment_customer = ? WHERE id = ?', [customer, demoId]);
  const kept = gateway.tokenize({ number: '4242424242424242', expiry: '12/40', cvc: '123' }).token;
  gateway.confirm({
    token: kept,
    amount: 100,
    currency: 'GBP',
    idempotencyKey: 'exposure-kept-card',
    description: '',
    customer,
    saveCard: true,
  });
  state.savedCard = gateway.paymentMethods(customer).data[0]?.id ?? '';
  demoHash = String(me?.password_hash);
  demoAccount = String(me?.bank_account);
  userEmails = db
    .all<{ email: string }>('SELECT email FROM users')
    .map((u) => u.email.toLowerCase())
    .filter((e) => e !== DEMO.email);

  const cart = cartSession(api);
  const run = async (name: CallName) => {
    const req = REQUESTS[name](state);
    const { method } = providerCalls[name];
    const route = callRoute(name, req.body as never);
    const r = route.startsWith('/wc/')
      ? await cart.store(route.slice('/wc/store/v1/'.length), req.body, method, { 'Idempotency-Key': attemptKey() })
      : await api.call(route, req.body, { method });
    const headers: Record<string, string> = {};
    r.headers.forEach((v, k) => {
      headers[k] = v;
    });
    responses.push({ name, status: r.status, body: r.body, headers });
    if (name === 'checkAuth' && r.status === 200) state.token = r.body.data.token;
    if (name === 'cartAddItem' && r.status === 201) state.itemKey = r.body.items[0]?.key ?? '';
    if (name === 'checkout' && r.status === 200)
      state.checkedOut = { order_id: r.body.order_id, key: r.body.order_key };
  };
  const order1 = (Object.keys(providerCalls) as CallName[]).filter((n) => !STORE_ORDER.includes(n) && n !== 'logout');
  for (const name of [...order1, ...STORE_ORDER, 'logout' as const]) await run(name);
}, 60_000);
afterAll(() => api.close());

/** Every [path, key, value] of a JSON value. */
function* walk(v: unknown, path = '$'): Generator<[string, string, unknown]> {
  if (Array.isArray(v)) for (const [i, x] of v.entries()) yield* walk(x, `${path}[${i}]`);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      yield [`${path}.${k}`, k, x];
      yield* walk(x, `${path}.${k}`);
    }
  }
}

describe('never returned', () => {
  it('every call of the contract was made and responded with JSON (no 5xx)', () => {
    expect(new Set(responses.map((a) => a.name))).toEqual(new Set(Object.keys(providerCalls)));
    for (const a of responses) expect(a.status, `${a.name}: ${JSON.stringify(a.body)}`).toBeLessThan(500);
    // The sweep is only meaningful if the calls worked.
    const failed = responses.filter((a) => a.status >= 300 && a.name !== 'reset_password' && a.name !== 'verify_email');
    expect(failed.map((a) => `${a.name} ${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
  });

  it('no field named like a password, hash or salt; no stored hash value', () => {
    for (const a of responses) {
      for (const [path, key, value] of walk(a.body)) {
        expect(key, `${a.name} ${path}`).not.toMatch(/pass|hash|salt/i);
        if (typeof value === 'string')
          expect(value, `${a.name} ${path}`).not.toMatch(/scrypt\$|\$\d+\$[A-Za-z0-9+/=]{16,}\$/);
      }
      expect(JSON.stringify(a.body)).not.toContain(demoHash);
    }
  });

  it('the full bank account number is never sent (masked on every read path)', () => {
    expect(demoAccount).toMatch(/^\d{6,}$/);
    for (const a of responses) expect(JSON.stringify(a.body), a.name).not.toContain(demoAccount);
    const bank = responses.find((a) => a.name === 'get_bank_details') as { body: { data: { account_number: string } } };
    expect(bank.body.data.account_number).toBe(`****${demoAccount.slice(-4)}`);
  });

  it("the skill question's correct answer is never sent", () => {
    let questions = 0;
    for (const a of responses) {
      for (const [path, key, value] of walk(a.body)) {
        expect(key, `${a.name} ${path}`).not.toMatch(/correct|right_answer|answer_key|solution/i);
        if (key === 'question' && typeof value === 'string' && value) questions++;
      }
      // A competition with a question lists options; 'Edinburgh' may appear only as an option
      // (or as the demo user's own recorded response on their order).
      for (const [path, key, value] of walk(a.body)) {
        if (value === 'Edinburgh') expect(`${a.name} ${path}`, key).toMatch(/options\[\d+\]$|\.answer$/);
      }
    }
    expect(questions).toBeGreaterThan(0);
  });

  it("no other user's email address; public names are first name + initial", () => {
    const names: string[] = [];
    for (const a of responses) {
      const text = JSON.stringify(a.body).toLowerCase();
      for (const e of userEmails.filter((x) => x !== 'fresh.signup@example.co.uk' || a.name !== 'register'))
        expect(text, `${a.name} leaks ${e}`).not.toContain(e);
      if (a.name === 'winners') for (const w of (a.body as { data: { name: string }[] }).data) names.push(w.name);
      if (a.name === 'draw_results')
        for (const d of (a.body as { data: { winner_name: string | null }[] }).data)
          if (d.winner_name) names.push(d.winner_name);
    }
    const tree = api.server.ctx.realtime.read('/') as Record<string, Record<string, { user: string }>>;
    for (const w of Object.values(tree['instant-wins'] ?? {})) names.push(w.user);
    for (const c of Object.values(tree['community-chat'] ?? {})) names.push(c.user);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toContain('Winnie P.');
    for (const n of names) expect(n).toMatch(/^(A winner|[^\s@]{1,40}( [A-Z]\.)?|[A-Z]\.)$/u);
  });

  it('responses are JSON with nosniff, never cached', () => {
    for (const a of responses) {
      expect(a.headers['content-type'], a.name).toMatch(/^application\/json/);
      expect(a.headers['x-content-type-options'], a.name).toBe('nosniff');
      expect(a.headers['cache-control'], a.name).toBe('no-store');
    }
  });
});
