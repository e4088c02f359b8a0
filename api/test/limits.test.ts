// Rate limits on sign-in, password reset, the contact form and the chat, reset-link lifetime and reuse, and what a password
// change does to other sessions. The server's clock is moved instead of waiting.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions';
import { DELAY_RULES, RATE_RULES } from '../src/ratelimit';
import { DAY, HOUR } from '../src/util';
import { type Api, startTestProvider, testClock, writeCount } from './helpers';

const clock = testClock();
let api: Api;
const PW = 'Original!Pass2026';

beforeAll(async () => {
  api = await startTestProvider({ now: clock.now });
  const users = ['rl1', 'rl2', 'rl3', 'rl4', 'rs1', 'rs2', 'rs3', 'rs4', 'pc1', 'ch1'].map((n) => ({
    email: `${n}@example.co.uk`,
    first_name: n,
    last_name: 'Tester',
    password: PW,
  }));
  expect((await api.local('seed', { users })).success).toBe(true);
}, 60_000);
afterAll(() => api.close());
// Each test starts with empty buckets: move the clock past every window.
beforeEach(() => clock.advance(2 * HOUR));

const login = (email: string, password: string) => api.v1('login', { email, password });

async function resetKey(email: string): Promise<string> {
  const f = await api.v1('forgot_password', { email });
  expect(f.status, JSON.stringify(f.body)).toBe(200);
  const mail = await api.local(`mailbox?to=${encodeURIComponent(email)}`);
  return new URL(mail.data[0].links[0]).searchParams.get('key') as string;
}

function expect429(r: { status: number; body: any; headers: Headers }, pattern: RegExp) {
  expect(r.status, JSON.stringify(r.body)).toBe(429);
  expect(r.body).toMatchObject({
    success: false,
    code: 'shop_rate_limited',
    error: expect.stringMatching(pattern),
    retry_after: expect.any(Number),
  });
  const retry = Number(r.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBe(r.body.retry_after);
  return retry;
}

// Each sign-in runs a real password hash: on a loaded 2-core machine a dozen of them outlast vitest's 5 s default.
describe('login: growing delays that never lock the owner out of their own browser', { timeout: 30_000 }, () => {
  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const loginFrom = (email: string, password: string, address: string, device?: string) =>
    api.call('/api/v1/login', { email, password, device }, { headers: from(address) });
  beforeAll(() => {
    process.env.API_TRUST_PROXY = '1';
  });
  afterAll(() => {
    delete process.env.API_TRUST_PROXY;
  });

  it('after 5 free failures each failure doubles the wait (1, 2, 4 s …, at most 15 minutes); while it runs even the right password gets 429 and nothing is written', async () => {
    const email = 'rl1@example.co.uk';
    const me = '198.51.100.1';
    for (let i = 0; i < DELAY_RULES.loginPair.free; i++)
      expect((await loginFrom(email, 'wrong-password', me)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      expect((await loginFrom(email, 'wrong-password', me)).status).toBe(401);
      const rows = writeCount(api);
      const blocked = await loginFrom(email, PW, me);
      waits.push(expect429(blocked, /Too many failed sign-in attempts/));
      expect(writeCount(api), 'no session was created').toBe(rows);
      clock.advance(waits[waits.length - 1]! * 1000);
    }
    expect(waits.slice(0, 5)).toEqual([1, 2, 4, 8, 16]);
    expect(Math.max(...waits)).toBe(15 * 60);
    const signedIn = await loginFrom(email, PW, me);
    expect(signedIn.status, 'the wait over, the owner signs in').toBe(200);
    // This browser now holds a device token for the account: its attempts count on their own, so a
    // new typo waits nothing.
    expect(signedIn.body.device).toEqual(expect.any(String));
    expect((await loginFrom(email, 'wrong-password', me, signedIn.body.device)).status).toBe(401);
    expect((await loginFrom(email, PW, me, signedIn.body.device)).status).toBe(200);
  });

  it("a stranger guessing from rotating addresses never stops the owner's own browser; a new browser waits", async () => {
    const email = 'rl2@example.co.uk';
    // A past success on the owner's browser earned it a device token.
    const device = (await loginFrom(email, PW, '198.51.100.2')).body.device as string;
    // The attack: 27 wrong sign-ins in 60 s, each from another address.
    for (let i = 0; i < 27; i++) {
      const r = await loginFrom(email, 'wrong-password', `203.0.113.${i + 1}`);
      expect([401, 429]).toContain(r.status);
      clock.advance(2000);
    }
    // Fourteen sign-ins of the owner during the attack, from their own browser: all get in.
    for (let i = 0; i < 14; i++) expect((await loginFrom(email, PW, '198.51.100.2', device)).status).toBe(200);
    // A browser without a token for this account waits; a token of another account, or forged, is none.
    expect429(await loginFrom(email, PW, '198.51.100.77'), /for this account/);
    const other = (await loginFrom('rl4@example.co.uk', PW, '198.51.100.77')).body.device as string;
    expect429(await loginFrom(email, PW, '198.51.100.77', other), /for this account/);
    const forged = `${device.slice(0, -2)}${device.endsWith('AA') ? 'BB' : 'AA'}`;
    expect429(await loginFrom(email, PW, '198.51.100.77', forged), /for this account/);
  });

  it('failures are counted per client address across email addresses', async () => {
    const address = '198.51.100.3';
    for (let i = 0; i < DELAY_RULES.loginAddress.free; i++)
      expect((await loginFrom(`nobody${i}@example.co.uk`, 'wrong-password', address)).status).toBe(401);
    expect((await loginFrom('nobody-more@example.co.uk', 'wrong-password', address)).status).toBe(401);
    expect429(await loginFrom('rl4@example.co.uk', PW, address), /from your network/);
    expect((await loginFrom('rl4@example.co.uk', PW, '198.51.100.4')).status, 'another network').toBe(200);
    clock.advance(1000);
    expect((await loginFrom('rl4@example.co.uk', PW, address)).status).toBe(200);
  });

  it('email case and spaces do not make a fresh bucket', async () => {
    for (let i = 0; i <= DELAY_RULES.loginPair.free; i++)
      await login(i % 2 ? 'RL3@EXAMPLE.CO.UK' : ' rl3@example.co.uk ', 'wrong-password');
    expect((await login('rl3@example.co.uk', PW)).status).toBe(429);
  });
});

describe('contact form and chat', { timeout: 30_000 }, () => {
  const contact = (email: string) =>
    api.v1('contact', { name: 'Flood Test', email, subject: 'Hello', message: 'Hello there' });

  it('contact: 10 per hour for one email address, then 429 and nothing mailed; 30 per hour per network', async () => {
    for (let i = 0; i < RATE_RULES.contactEmail.limit; i++)
      expect((await contact('victim@example.co.uk')).status).toBe(200);
    const mailed = (await api.local('mailbox?to=victim@example.co.uk')).data.length;
    expect429(await contact('victim@example.co.uk'), /Too many messages for this email address/);
    expect((await api.local('mailbox?to=victim@example.co.uk')).data).toHaveLength(mailed);
    for (let i = RATE_RULES.contactEmail.limit; i < RATE_RULES.contactAddress.limit; i++) {
      expect((await contact(`other${i}@example.co.uk`)).status).toBe(200);
    }
    expect429(await contact('fresh@example.co.uk'), /from your network/);
    clock.advance(HOUR);
    expect((await contact('victim@example.co.uk')).status).toBe(200);
  });

  it('chat: 10 messages a minute per account, then 429 with nothing posted', async () => {
    const token = (await login('ch1@example.co.uk', PW)).body.data.token as string;
    for (let i = 0; i < RATE_RULES.chatUser.limit; i++)
      expect((await api.v1('chat_post', { token, text: `hi ${i}` })).status).toBe(200);
    expect429(await api.v1('chat_post', { token, text: 'one too many' }), /too quickly/);
    clock.advance(HOUR);
    expect((await api.v1('chat_post', { token, text: 'later' })).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('forgot_password: 3 per hour per email (known or not), then 429; nothing mailed while limited', async () => {
    for (const email of ['rs1@example.co.uk', 'ghost@example.co.uk']) {
      for (let i = 0; i < RATE_RULES.forgotEmail.limit; i++)
        expect((await api.v1('forgot_password', { email })).status).toBe(200);
      const rows = writeCount(api);
      const r = await api.v1('forgot_password', { email });
      expect429(r, /Too many password reset requests for this email address/);
      expect(writeCount(api)).toBe(rows);
    }
    expect((await api.local('mailbox?to=rs1@example.co.uk')).data).toHaveLength(3);
    clock.advance(HOUR);
    expect((await api.v1('forgot_password', { email: 'rs1@example.co.uk' })).status).toBe(200);
  });

  it('forgot_password is limited per client address too', async () => {
    for (let i = 0; i < RATE_RULES.forgotAddress.limit; i++)
      expect((await api.v1('forgot_password', { email: `many${i}@example.co.uk` })).status).toBe(200);
    expect429(await api.v1('forgot_password', { email: 'rs2@example.co.uk' }), /from your network/);
  });

  it('failed reset attempts are limited per email and per address', async () => {
    const email = 'rs2@example.co.uk';
    const key = await resetKey(email);
    for (let i = 0; i < RATE_RULES.resetEmail.limit; i++)
      expect((await api.v1('reset_password', { key: `guess${i}`, email, password: 'Guessed!Pass2026' })).status).toBe(
        400,
      );
    // Even the right key waits: guessing is what the limit stops.
    expect429(
      await api.v1('reset_password', { key, email, password: 'Guessed!Pass2026' }),
      /Too many attempts to reset this password/,
    );
    clock.advance(RATE_RULES.resetEmail.windowMs);
    expect((await api.v1('reset_password', { key, email, password: 'Guessed!Pass2026' })).status).toBe(200);
    for (let i = 0; i < RATE_RULES.resetAddress.limit; i++)
      await api.v1('reset_password', { key: 'x', email: `someone${i}@example.co.uk`, password: 'Guessed!Pass2026' });
    expect429(
      await api.v1('reset_password', { key: 'x', email: 'rs3@example.co.uk', password: 'Guessed!Pass2026' }),
      /from your network/,
    );
  });

  it('a reset link expires after 1 hour', async () => {
    const email = 'rs3@example.co.uk';
    const key = await resetKey(email);
    clock.advance(HOUR + 1000);
    const r = await api.v1('reset_password', { key, email, password: 'Expired!Pass2026' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('shop_bad_reset_key');
    expect((await login(email, PW)).status).toBe(200);
  });

  it('a reset link works once; every older link of the account dies with it; all sessions end; the login lock lifts', async () => {
    const email = 'rs4@example.co.uk';
    const session = (await api.v1('login', { email, password: PW })).body.data.token;
    for (let i = 0; i <= DELAY_RULES.loginPair.free; i++) await login(email, 'wrong-password');
    expect((await login(email, PW)).status).toBe(429);
    const older = await resetKey(email);
    const newer = await resetKey(email);
    expect(older).not.toBe(newer);
    expect((await api.v1('reset_password', { key: newer, email, password: 'Reset!Pass2026a' })).status).toBe(200);
    expect(
      (await api.v1('reset_password', { key: newer, email, password: 'Reset!Pass2026b' })).status,
      'single use',
    ).toBe(400);
    expect(
      (await api.v1('reset_password', { key: older, email, password: 'Reset!Pass2026c' })).status,
      'older link',
    ).toBe(400);
    expect((await api.v1('get_user_details', { token: session })).status, 'sessions revoked').toBe(401);
    expect((await login(email, 'Reset!Pass2026a')).status, 'delay lifted by the reset').toBe(200);
  });
});

describe('sessions', () => {
  it('a password change keeps the session that made it and ends every other one; outstanding reset links die', async () => {
    const email = 'pc1@example.co.uk';
    const keep = (await login(email, PW)).body.data.token;
    const other = (await login(email, PW)).body.data.token;
    const key = await resetKey(email);
    const r = await api.v1('updateProfile', {
      token: keep,
      account_first_name: 'pc1',
      account_last_name: 'Tester',
      account_email: email,
      account_display_name: '',
      password_current: PW,
      password_1: 'Changed!Pass2026',
      password_2: 'Changed!Pass2026',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await api.v1('get_user_details', { token: keep })).status).toBe(200);
    expect((await api.v1('get_user_details', { token: other })).status).toBe(401);
    expect((await api.v1('reset_password', { key, email, password: 'Sneaky!Pass2026' })).status).toBe(400);
    expect((await login(email, 'Changed!Pass2026')).status).toBe(200);
  });

  it('a session lasts 30 days; check-auth gives a fresh 30 days', async () => {
    const id = Number(
      api.server.ctx.db.get<{ id: number }>("SELECT id FROM users WHERE email = 'rl1@example.co.uk'")?.id,
    );
    const t = createSession(api.server.ctx, id);
    clock.advance(29 * DAY);
    const rotated = (await api.v1('check-auth', { token: t })).body.data.token as string;
    clock.advance(2 * DAY);
    expect((await api.v1('get_user_details', { token: rotated })).status).toBe(200);
    const old = createSession(api.server.ctx, id);
    clock.advance(30 * DAY + 1000);
    expect((await api.v1('get_user_details', { token: old })).status).toBe(401);
  });
});
