// Hostile text at the provider, one generated case per route × payload kind, each trying every
// text field the route stores. The rule: text is stored as plain text — control characters
// removed, line breaks kept only in multi-line fields — or refused with a clear 400 that names the
// field and writes nothing. Nothing is HTML-escaped: the storefront renders it as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, attemptKey, cardPayment, cartSession, realtimeText, startTestProvider, writeCount } from './helpers';

interface Payload {
  value: string;
  /** What must be stored in a single-line / multi-line field (undefined: always refused). */
  single?: string;
  multi?: string;
}
const PAYLOADS: Record<string, Payload> = {
  xss: { value: '<script>alert(1)</script>', single: '<script>alert(1)</script>', multi: '<script>alert(1)</script>' },
  'xss attribute': {
    value: '"><img src=x onerror=alert(1)>',
    single: '"><img src=x onerror=alert(1)>',
    multi: '"><img src=x onerror=alert(1)>',
  },
  '10,000 characters': { value: 'A'.repeat(10_000) },
  'control characters': {
    value: 'Ann\u0000\u0007\u001b[2J\u007f\u0085\u202eEvil\u2066\uD800!',
    single: 'Ann[2JEvil!',
    multi: 'Ann[2JEvil!',
  },
  'line breaks and tabs': {
    value: 'One\r\nTwo\tThree\rFour',
    single: 'One Two Three Four',
    multi: 'One\nTwo\tThree\nFour',
  },
  emoji: { value: 'Zoë 🎉 👩‍👩‍👧 🇬🇧', single: 'Zoë 🎉 👩‍👩‍👧 🇬🇧', multi: 'Zoë 🎉 👩‍👩‍👧 🇬🇧' },
  'sql quote': {
    value: 'O\'Brien"); DROP TABLE users;--',
    single: 'O\'Brien"); DROP TABLE users;--',
    multi: 'O\'Brien"); DROP TABLE users;--',
  },
};

interface Field {
  name: string;
  max: number;
  label: string;
  multiline?: boolean;
}
interface Route {
  /** Fields the route stores as text. */
  fields: Field[];
  /** Every value refused (enumerations, digits-only fields). */
  rejectsAll?: boolean;
  /** Runs before the write count is taken (fresh cart, unclaimed prize…). */
  prepare?(): Promise<Record<string, string> | undefined> | undefined;
  send(field: string, value: string, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  /** The stored value of `field` after a successful send. */
  read(field: string, response: any): Promise<string> | string;
}

let api: Api;
let token: string;
let userId: number;
let winId: number;
const db = () => api.server.ctx.db;
let counter = 0;

const f = (name: string, max: number, label: string, multiline = false): Field => ({ name, max, label, multiline });
const v1 = (name: string, body: Record<string, unknown>) => api.v1(name, body);
const details = async () => (await v1('get_user_details', { token })).body.data;

const BASE_BILLING = {
  first_name: 'Hos',
  last_name: 'Tile',
  billing_first_name: 'Hos',
  billing_last_name: 'Tile',
  billing_email: 'hostile@example.co.uk',
  billing_phone: '07700 900555',
  billing_address_1: '5',
  billing_address_2: 'Safe Street',
  billing_city: 'Hull',
  billing_postcode: 'HU1 1AA',
  billing_state: '',
  billing_company: '',
};
const BASE_ADDRESS = {
  first_name: 'Hos',
  last_name: 'Tile',
  address_1: '5 Safe Street',
  address_2: '',
  city: 'Hull',
  state: '',
  postcode: 'HU1 1AA',
  phone: '07700 900555',
};

const ROUTES: Record<string, Route> = {
  updateProfile: {
    fields: [
      f('account_first_name', 100, 'First Name'),
      f('account_last_name', 100, 'Last Name'),
      f('account_display_name', 200, 'Display name'),
    ],
    send: (field, value) =>
      v1('updateProfile', {
        token,
        account_first_name: 'Hos',
        account_last_name: 'Tile',
        account_email: 'hostile@example.co.uk',
        account_display_name: 'Hos Tile',
        [field]: value,
      }),
    read: async (field) =>
      (await details())[
        { account_first_name: 'first_name', account_last_name: 'last_name', account_display_name: 'name' }[
          field
        ] as string
      ],
  },
  update_user_details: {
    fields: [
      f('first_name', 100, 'First Name'),
      f('last_name', 100, 'Last Name'),
      f('billing_first_name', 100, 'Billing first name'),
      f('billing_last_name', 100, 'Billing last name'),
      f('billing_phone', 40, 'Phone No.'),
      f('billing_address_1', 200, 'House Name/No.'),
      f('billing_address_2', 200, 'Street Address'),
      f('billing_city', 100, 'Town/City'),
      f('billing_postcode', 16, 'Postcode'),
      f('billing_state', 100, 'County'),
      f('billing_company', 100, 'Company'),
    ],
    send: (field, value) => v1('update_user_details', { token, ...BASE_BILLING, [field]: value }),
    read: async (field) => (await details())[field],
  },
  register: {
    fields: [f('first_name', 100, 'First Name'), f('last_name', 100, 'Last Name')],
    send: (field, value) =>
      v1('register', {
        first_name: 'New',
        last_name: 'Shopper',
        email: `hostile.register${++counter}@example.co.uk`,
        password: 'Hostile!Pass2026',
        date_of_birth: '1990-01-01',
        [field]: value,
      }),
    // A sign-up returns no session (it waits for its link): read the account it made.
    read: (field) => String(db().get<Record<string, string>>('SELECT * FROM users ORDER BY id DESC LIMIT 1')?.[field]),
  },
  contact: {
    fields: [f('name', 200, 'Name'), f('subject', 200, 'Subject'), f('message', 5000, 'Message', true)],
    send: (field, value) =>
      v1('contact', {
        name: 'Ann',
        email: 'ann@example.co.uk',
        subject: 'Hello',
        message: 'A question',
        [field]: value,
      }),
    read: (field) =>
      String(db().get<Record<string, string>>('SELECT * FROM contacts ORDER BY id DESC LIMIT 1')?.[field]),
  },
  chat_post: {
    fields: [f('text', 500, 'Message', true)],
    send: (_field, value) => v1('chat_post', { token, text: value }),
    read: (_field, response) =>
      (api.server.ctx.realtime.read(`community-chat/${response.id}`) as { text: string }).text,
  },
  claim_prize: {
    fields: [
      f('full_name', 200, 'Full name'),
      f('phone', 40, 'Phone'),
      f('address', 500, 'Address', true),
      f('notes', 2000, 'Notes', true),
    ],
    prepare: () => {
      db().run('UPDATE wins SET claimed = 0, claim = NULL WHERE id = ?', [winId]);
      return undefined;
    },
    send: (field, value) =>
      v1('claim_prize', {
        token,
        win_id: winId,
        full_name: 'Hos Tile',
        phone: '07700 900555',
        address: '5 Safe Street',
        notes: '',
        date_of_birth: '1990-01-01',
        [field]: value,
      }),
    read: (field) =>
      JSON.parse(String(db().get<{ claim: string }>('SELECT claim FROM wins WHERE id = ?', [winId])?.claim))[field],
  },
  checkout: {
    fields: [
      f('first_name', 100, 'Billing first name'),
      f('last_name', 100, 'Billing last name'),
      f('address_1', 200, 'Billing address 1'),
      f('address_2', 200, 'Billing address 2'),
      f('city', 100, 'Billing city'),
      f('state', 100, 'Billing county'),
      f('postcode', 16, 'Billing postcode'),
      f('phone', 40, 'Billing phone'),
      f('customer_note', 2000, 'customer_note', true),
    ],
    prepare: async () => {
      const cart = cartSession(api);
      await cart.init();
      const r = await cart.store('cart/add-item', { id: 78001, quantity: 1, token });
      expect(r.status).toBe(201);
      return { 'Cart-Token': cart.token as string };
    },
    send: async (field, value, headers) =>
      api.call(
        '/wc/store/v1/checkout',
        {
          token,
          billing_address: field === 'customer_note' ? BASE_ADDRESS : { ...BASE_ADDRESS, [field]: value },
          customer_note: field === 'customer_note' ? value : '',
          ...(await cardPayment(api)),
        },
        { headers: { ...headers, 'Idempotency-Key': attemptKey() } },
      ),
    read: (field, response) => {
      const o = db().get<{ billing: string; customer_note: string }>(
        'SELECT billing, customer_note FROM orders WHERE id = ?',
        [response.order_id],
      );
      return field === 'customer_note' ? String(o?.customer_note) : JSON.parse(String(o?.billing))[field];
    },
  },
  incident: {
    fields: [
      f('remote', 60, 'remote'),
      f('version', 60, 'version'),
      f('stage', 60, 'stage'),
      f('message', 1000, 'message', true),
      f('fallback', 200, 'fallback'),
    ],
    send: (field, value) =>
      v1('incident', {
        remote: 'mf_x',
        version: '1',
        stage: 'load',
        message: 'boom',
        fallback: 'none',
        [field]: value,
      }),
    read: (field) =>
      String(db().get<Record<string, string>>('SELECT * FROM incidents ORDER BY id DESC LIMIT 1')?.[field]),
  },
  responsible_gaming: {
    fields: [f('limit_duration', 0, 'limit_duration'), f('lockout_period', 0, 'lockout_period')],
    rejectsAll: true,
    send: (field, value) => v1('responsible_gaming', { token, [field]: value }),
    read: () => '',
  },
  get_bank_details: {
    fields: [f('account_number', 20, 'Account Number'), f('sort_code', 8, 'Sort Code')],
    rejectsAll: true,
    send: (field, value) =>
      v1('get_bank_details', { token, account_number: '12345678', sort_code: '112233', [field]: value }),
    read: () => '',
  },
};

beforeAll(async () => {
  // Many hostile messages from one sender: this file checks what is stored, not the rate limits
  // (test/limits.test.ts does).
  api = await startTestProvider({ rateLimits: false });
  const r = await api.local('seed', {
    users: [{ email: 'hostile@example.co.uk', first_name: 'Hos', last_name: 'Tile', token: 'hostile-token-1234' }],
    competitions: [
      {
        ref: 'h',
        title: 'Hostile Input Prize',
        category: 'tech',
        price: 1,
        total_tickets: 100000,
        max_per_user: 10000,
        closes_in_hours: 240,
        product_id: 78001,
      },
    ],
    wins: [
      {
        user: 'hostile@example.co.uk',
        name: 'Hos T.',
        competition: 'h',
        ticket_number: 99999,
        kind: 'instant',
        prize: 'Claimable Thing',
        claimable: true,
      },
    ],
  });
  expect(r.success, JSON.stringify(r)).toBe(true);
  token = 'hostile-token-1234';
  userId = Number(db().get<{ id: number }>("SELECT id FROM users WHERE email = 'hostile@example.co.uk'")?.id);
  winId = Number(db().get<{ id: number }>('SELECT id FROM wins WHERE user_id = ?', [userId])?.id);
}, 60_000);
afterAll(() => api.close());

const codePoints = (s: string) => [...s].length;

for (const [routeName, route] of Object.entries(ROUTES)) {
  describe(routeName, () => {
    for (const [kind, payload] of Object.entries(PAYLOADS)) {
      it(`${kind}: stored as plain text or refused with a clear 400, nothing written`, async () => {
        for (const field of route.fields) {
          const headers = (await route.prepare?.()) ?? undefined;
          const before = { rows: writeCount(api), tree: realtimeText(api) };
          const r = await route.send(field.name, payload.value, headers);
          const stored = field.multiline ? payload.multi : payload.single;
          const where = `${routeName}.${field.name} ← ${kind}: ${JSON.stringify(r.body).slice(0, 300)}`;
          if (route.rejectsAll || stored === undefined || codePoints(stored) > field.max) {
            expect(r.status, where).toBe(400);
            const message: string = r.body.error ?? r.body.message;
            expect(message, where).toMatch(/\.$/);
            if (!route.rejectsAll)
              expect(message, where).toBe(`${field.label} must be at most ${field.max} characters.`);
            expect(writeCount(api), `${where}: nothing written`).toBe(before.rows);
            expect(realtimeText(api), where).toBe(before.tree);
          } else {
            expect(r.status, where).toBe(200);
            expect(await route.read(field.name, r.body), where).toBe(stored);
          }
        }
      });
    }
  });
}
