// Every password check is counted before its hash and bounded in flight (README "Failed sign-ins"):
// a concurrent burst is not all checked, and the current password asked by updateProfile and
// get_bank_details is throttled like a sign-in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELAY_RULES } from '../src/ratelimit';
import { HOUR } from '../src/util';
import { type Api, startTestProvider, testClock } from './helpers';

const clock = testClock();
let api: Api;
const PW = 'Checked!Pass2026';
const TOKEN = 'password-checks-token';

beforeAll(async () => {
  api = await startTestProvider({ now: clock.now });
  const users = ['burst1', 'burst2', 'quiet'].map((n) => ({
    email: `${n}@example.co.uk`,
    first_name: n,
    last_name: 'Tester',
    password: PW,
  }));
  users.push({
    email: 'current@example.co.uk',
    first_name: 'Cur',
    last_name: 'Rent',
    password: PW,
    token: TOKEN,
  } as never);
  expect((await api.local('seed', { users })).success).toBe(true);
}, 60_000);
afterAll(() => api.close());
beforeEach(() => clock.advance(2 * HOUR));

function statuses(rs: { status: number }[]): Record<number, number> {
  const n: Record<number, number> = {};
  for (const r of rs) n[r.status] = (n[r.status] ?? 0) + 1;
  return n;
}

describe('a concurrent burst from one address', () => {
  it('60 wrong sign-ins for one account at once: at most the free attempts are checked, the rest 429', async () => {
    const hashesBefore = api.server.ctx.hashing?.peak ?? 0;
    const rs = await Promise.all(
      Array.from({ length: 60 }, () => api.v1('login', { email: 'burst1@example.co.uk', password: 'Wrong!Pass2026' })),
    );
    const n = statuses(rs);
    expect((n[401] ?? 0) + (n[429] ?? 0), JSON.stringify(n)).toBe(60);
    expect(n[401] ?? 0, JSON.stringify(n)).toBeLessThanOrEqual(DELAY_RULES.loginPair.free + 1);
    // Never more hashes at once than the bound runs (HASH_LIMITS.concurrent, README "Failed sign-ins").
    expect(api.server.ctx.hashing.peak).toBeLessThanOrEqual(Math.max(hashesBefore, 4));
  });

  it('60 wrong sign-ins for 60 accounts at once: a couple in flight per address, the rest refused unhashed', async () => {
    const rs = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        api.v1('login', { email: `nobody${i}@example.co.uk`, password: 'Wrong!Pass2026' }),
      ),
    );
    const n = statuses(rs);
    expect(n[401] ?? 0, JSON.stringify(n)).toBeLessThanOrEqual(DELAY_RULES.loginAddress.free + 1);
    expect(n[429] ?? 0, JSON.stringify(n)).toBeGreaterThanOrEqual(60 - DELAY_RULES.loginAddress.free - 1);
    // The owner of another account, from elsewhere, is not held up by it.
    clock.advance(HOUR);
    expect((await api.v1('login', { email: 'quiet@example.co.uk', password: PW })).status).toBe(200);
  });
});

describe('the current password of a sensitive change', () => {
  const bank = (password: string) =>
    api.v1('get_bank_details', {
      token: TOKEN,
      account_number: '12345678',
      sort_code: '112233',
      password_current: password,
    });
  const email = (password: string) =>
    api.v1('updateProfile', {
      token: TOKEN,
      account_first_name: 'Cur',
      account_last_name: 'Rent',
      account_email: 'current.new@example.co.uk',
      password_current: password,
    });

  it('after the free tries each wrong password makes the next wait longer; while it runs even the right one is 429', async () => {
    for (let i = 0; i < DELAY_RULES.currentPassword.free; i++)
      expect((await (i % 2 ? bank : email)('Wrong!Pass2026')).status).toBe(400);
    expect((await bank('Wrong!Pass2026')).status).toBe(400);
    const held = await bank(PW);
    expect(held.status).toBe(429);
    expect(held.body).toMatchObject({ code: 'shop_rate_limited', retry_after: 1 });
    clock.advance(1000);
    expect((await email('Wrong!Pass2026')).status).toBe(400);
    expect((await email(PW)).body.retry_after).toBe(2);
    clock.advance(2000);
    expect((await bank(PW)).status, 'the wait over, the owner saves').toBe(200);
  });

  it('a concurrent burst of 40 guesses is not all checked', async () => {
    const rs = await Promise.all(Array.from({ length: 40 }, () => bank('Wrong!Pass2026')));
    const n = statuses(rs);
    expect(n[400] ?? 0, JSON.stringify(n)).toBeLessThanOrEqual(DELAY_RULES.currentPassword.free + 1);
    expect(n[429] ?? 0, JSON.stringify(n)).toBeGreaterThanOrEqual(40 - DELAY_RULES.currentPassword.free - 1);
  });
});
