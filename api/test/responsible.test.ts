// Safer play that holds (README "Responsible play"): stricter limits at once, looser ones after 24 hours
// on the provider clock, breaks never shortened, 18+ at sign-up, the public Responsible Play page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR, ukDateTime } from '../src/util';
import { type Api, cartSession, startTestProvider, testClock, writeCount } from './helpers';

const clock = testClock();
let api: Api;
let productId = 0;
const BILLING = { first_name: 'Safe', last_name: 'Player', address_1: '1', city: 'Leeds', postcode: 'LS1 1AA' };

beforeAll(async () => {
  api = await startTestProvider({ now: clock.now, rateLimits: false });
  const r = await api.local('seed', {
    users: ['safe1', 'safe2', 'safe3'].map((n) => ({
      email: `${n}@example.co.uk`,
      first_name: n,
      last_name: 'Player',
      token: `${n}-token-123456`,
      responsible: { limit_duration: 'daily', limit_value: 2 },
    })),
    competitions: [
      {
        ref: 'rp',
        title: 'Safe Play Cash',
        category: 'cash',
        price: 1,
        total_tickets: 5000,
        max_per_user: 100,
        closes_in_hours: 24 * 30,
      },
    ],
  });
  expect(r.success, JSON.stringify(r)).toBe(true);
  const comp = (await api.v1('competition', { page: 1, category: 'cash', limit: 50 })).body.data.find(
    (c: { title: string }) => c.title === 'Safe Play Cash',
  );
  productId = comp.competition_product_id;
});
afterAll(() => api.close());

const play = (token: string, body: Record<string, unknown> = {}) => api.v1('responsible_gaming', { token, ...body });
async function checkout(token: string, quantity: number) {
  const s = cartSession(api);
  await s.init();
  expect((await s.store('cart/add-item', { id: productId, quantity, token })).status).toBe(201);
  return s.payCard({ token, billing_address: BILLING });
}

describe('spend limits', () => {
  it('a removed limit is still enforced at checkout for 24 hours, then not', async () => {
    const token = 'safe1-token-123456';
    const removed = await play(token, { limit_duration: '', limit_value: 0 });
    const at = ukDateTime(clock.now() + DAY);
    expect(removed.body.data).toMatchObject({
      limit_duration: 'daily',
      limit_value: 2,
      pending_limit_duration: '',
      pending_limit_value: 0,
      pending_limit_at: expect.stringMatching(new RegExp(`^${at.date} \\d{2}:\\d{2}:\\d{2}$`)),
    });
    const details = (await api.v1('get_user_details', { token })).body.data;
    expect(details).toMatchObject({ limit_duration: 'daily', pending_limit_at: removed.body.data.pending_limit_at });
    expect((await checkout(token, 3)).body.code).toBe('shop_spend_limit');
    clock.advance(DAY - HOUR);
    expect((await checkout(token, 3)).body.code, 'still inside the 24 hours').toBe('shop_spend_limit');
    clock.advance(HOUR + 1000);
    expect((await checkout(token, 3)).status).toBe(200);
    expect((await play(token)).body.data).toMatchObject({ limit_duration: '', pending_limit_at: '' });
  });

  it('a lower limit applies at once and drops a pending raise; a raise or a new period waits', async () => {
    const token = 'safe2-token-123456';
    const raise = await play(token, { limit_duration: 'daily', limit_value: 50 });
    expect(raise.body.data).toMatchObject({ limit_value: 2, pending_limit_duration: 'daily', pending_limit_value: 50 });
    const lower = await play(token, { limit_duration: 'daily', limit_value: 1 });
    expect(lower.body.data).toMatchObject({ limit_duration: 'daily', limit_value: 1, pending_limit_at: '' });
    clock.advance(DAY + 1000);
    expect((await play(token)).body.data).toMatchObject({ limit_value: 1, pending_limit_duration: '' });
    const weekly = await play(token, { limit_duration: 'weekly', limit_value: 1 });
    expect(weekly.body.data).toMatchObject({ limit_duration: 'daily', pending_limit_duration: 'weekly' });
  });

  it('a break can never be shortened', async () => {
    const token = 'safe3-token-123456';
    const long = await play(token, { lockout_period: '7_days' });
    expect(long.body.data.lock_account).toBe(true);
    const until = long.body.data.locking_period;
    expect((await play(token, { lockout_period: '1_hour' })).body.data.locking_period).toBe(until);
    expect((await play(token, { lockout_period: '' })).body.data).toMatchObject({
      lock_account: true,
      locking_period: until,
    });
  });
});

describe('sign-up asks the date of birth', () => {
  const body = (email: string, date_of_birth?: string) => ({
    first_name: 'Young',
    last_name: 'Person',
    email,
    password: 'Grown!Up2026pass',
    date_of_birth,
  });

  it('missing, not a real date, or under 18 on the UK date: 400 and nothing written; 18 today is fine', async () => {
    const rows = writeCount(api);
    for (const dob of [undefined, '', '2001-02-30', '01/02/2001', 'yesterday']) {
      const r = await api.v1('register', body('dob.bad@example.co.uk', dob));
      expect(r.status, String(dob)).toBe(400);
      expect(r.body).toEqual({ success: false, code: 'shop_invalid_field', error: 'Please enter your date of birth.' });
    }
    const today = ukDateTime(clock.now()).date;
    const [y, m, d] = today.split('-');
    const eighteen = `${Number(y) - 18}-${m}-${d}`;
    const tomorrowEighteen = new Date(Date.parse(`${eighteen}T12:00:00Z`) + DAY).toISOString().slice(0, 10);
    const young = await api.v1('register', body('dob.young@example.co.uk', tomorrowEighteen));
    expect(young.status).toBe(400);
    expect(young.body).toEqual({
      success: false,
      code: 'shop_under_age',
      error: 'You must be 18 or over to open an account.',
    });
    expect(writeCount(api), 'nothing written').toBe(rows);
    const ok = await api.v1('register', body('dob.ok@example.co.uk', eighteen));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const stored = api.server.ctx.db.get<{ date_of_birth: string }>(
      "SELECT date_of_birth FROM users WHERE email = 'dob.ok@example.co.uk'",
    );
    expect(stored?.date_of_birth).toBe(eighteen);
  });

  it('the demo users have a date of birth', async () => {
    await api.local('reset', {});
    const rows = api.server.ctx.db.all<{ date_of_birth: string }>('SELECT date_of_birth FROM users');
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

it('the Responsible Play page (legal tab 4) covers limits, breaks, 18+, free entry, harm and help', async () => {
  const page = (await api.v1('legal_terms')).body.data[4];
  expect(page.title).toBe('Responsible Play');
  for (const text of [
    /daily/,
    /weekly/,
    /monthly/,
    /at once/,
    /after 24 hours/,
    /1 hour/,
    /6 months/,
    /cannot be shortened/,
    /18 or over/,
    /Free postal entry/,
    /Signs of harm/,
    /GamCare/,
    /0808 8020 133/,
    /GambleAware/,
    /BeGambleAware/,
  ])
    expect(page.html).toMatch(text);
});
