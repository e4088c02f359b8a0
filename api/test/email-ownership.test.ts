// Email ownership (README "Email ownership"): a sign-up is confirmed by its link; an account
// nobody has confirmed cannot pay, save bank details or chat, and its address gets no mail but its
// links; the owner's proof (their link, or a reset) drops what an earlier sign-up stored; mails carry
// no text a stranger typed; no call tells a taken address from a free one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '../src/util';
import { type Api, cartSession, DEMO, mailedLink, openMailedLink, startTestProvider, testClock } from './helpers';

const clock = testClock();
let api: Api;
const STRANGER_NAME = 'WINNER! Claim your £5,000 prize now at http://evil.example/claim -';
const PW = 'Owner!Pass2026x';
const ATTACKER_PW = 'Attacker!Pass2026';

beforeAll(async () => {
  api = await startTestProvider({ now: clock.now });
  const r = await api.local('seed', {
    users: [
      {
        email: 'hijacked@example.co.uk',
        password: ATTACKER_PW,
        first_name: 'Mallory',
        last_name: 'Hijack',
        token: 'pre-hijack-session-1',
        verified: false,
        billing: { email: 'mallory@evil.example', phone: '0700', address_1: '1', city: 'X', postcode: 'X1' },
        bank: { account_number: '66666666', sort_code: '666666' },
        responsible: { lockout_hours: 24 * 180 },
      },
      {
        email: 'unconfirmed@example.co.uk',
        password: PW,
        first_name: 'Una',
        last_name: 'Confirmed',
        token: 'unconfirmed-session-1',
        verified: false,
      },
      { email: 'changer@example.co.uk', password: PW, first_name: 'Chad', last_name: 'Changer', token: 'changer-1' },
    ],
    competitions: [
      {
        ref: 'ok',
        title: 'Owned Prize',
        category: 'tech',
        price: 1,
        total_tickets: 100,
        max_per_user: 10,
        closes_in_hours: 48,
        product_id: 93001,
      },
    ],
  });
  expect(r.success, JSON.stringify(r)).toBe(true);
}, 60_000);
afterAll(() => api.close());

const mails = async (to: string) =>
  (await api.local(`mailbox?to=${encodeURIComponent(to)}`)).data as {
    subject: string;
    text: string;
    links: string[];
  }[];
const register = (email: string, first = 'New', password = PW) =>
  api.v1('register', { first_name: first, last_name: 'Comer', email, password, date_of_birth: '1990-05-05' });

describe('sign-up', () => {
  it('sends a confirmation link and no session; the account signs in only once the link is opened', async () => {
    const r = await register('fresh@example.co.uk');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, message: expect.stringMatching(/^Check your email/) });
    const [mail] = await mails('fresh@example.co.uk');
    expect(mail?.subject).toBe('Confirm your email address');
    expect(mail?.links).toEqual([
      expect.stringMatching(
        /^http:\/\/localhost:8080\/auth\/login\?verify=[0-9a-f]{40}&email=fresh%40example\.co\.uk$/,
      ),
    ]);
    const early = await api.v1('login', { email: 'fresh@example.co.uk', password: PW });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('shop_email_unconfirmed');
    expect(early.body.data).toBeUndefined();
    // The link is finished with the sign-up's password: a wrong one confirms nothing.
    const link = await mailedLink(api, 'fresh@example.co.uk');
    expect((await api.v1('verify_email', { ...link, password: 'Wrong!Pass2026x' })).status).toBe(401);
    const opened = await api.v1('verify_email', { ...link, password: PW });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({
      data: { email: 'fresh@example.co.uk', token: expect.any(String) },
      device: expect.any(String),
    });
    expect((await api.v1('verify_email', { ...link, password: PW })).status, 'single use').toBe(400);
    expect((await api.v1('login', { email: 'fresh@example.co.uk', password: PW })).status).toBe(200);
  });

  it('carries no text a stranger typed: the relay of the issue sends only fixed shop text', async () => {
    const victim = 'relay.victim@example.co.uk';
    expect((await register(victim, STRANGER_NAME)).status).toBe(200);
    expect((await api.v1('resend_verification', { email: victim })).body).toEqual({
      success: true,
      message: expect.stringMatching(/new link/),
    });
    expect((await api.v1('forgot_password', { email: victim })).status).toBe(200);
    const sent = await mails(victim);
    expect(sent.map((m) => m.subject).sort()).toEqual([
      'Confirm your email address',
      'Confirm your email address',
      'Reset your password',
    ]);
    for (const m of sent) {
      expect(`${m.subject}\n${m.text}`).not.toMatch(/WINNER|evil\.example|Claim your|£5,000/);
      for (const link of m.links) expect(link.startsWith('http://localhost:8080/auth/')).toBe(true);
    }
  });

  it('a taken address gets the same response as a free one; its owner gets a fixed note, not a link', async () => {
    const free = await register('never.seen@example.co.uk');
    const taken = await register(DEMO.email.toUpperCase(), STRANGER_NAME);
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    const [note] = await mails(DEMO.email);
    expect(note?.subject).toBe('Someone tried to open an account with your email address');
    expect(note?.links).toEqual([]);
    expect(note?.text).not.toMatch(/WINNER|evil/);
    expect((await api.v1('login', DEMO)).status, 'the demo account is confirmed').toBe(200);
  });

  it('limits sign-ups and new links to 3 an hour per address, known or not', async () => {
    clock.advance(2 * HOUR);
    const email = 'flooded@example.co.uk';
    for (let i = 0; i < 3; i++) expect((await api.v1('resend_verification', { email })).status).toBe(200);
    expect((await register(email)).status).toBe(429);
    expect((await api.v1('resend_verification', { email: DEMO.email })).status).toBe(200);
    expect(await mails(email)).toEqual([]);
  });
});

describe('an account nobody has confirmed', () => {
  const token = 'unconfirmed-session-1';
  it('cannot pay, save bank details, chat or change its address (403), and gets no mail but its links', async () => {
    const cart = cartSession(api);
    await cart.init();
    expect((await cart.store('cart/add-item', { id: 93001, quantity: 1 })).status).toBe(201);
    const pay = await cart.store('checkout', {
      token,
      billing_address: { first_name: 'U', last_name: 'C', address_1: '1', city: 'X', postcode: 'X1' },
      payment_method: 'site_credit',
    });
    expect(pay.status).toBe(403);
    expect(pay.body.code).toBe('shop_email_unconfirmed');
    const bank = await api.v1('get_bank_details', {
      token,
      account_number: '12345678',
      sort_code: '112233',
      password_current: PW,
    });
    expect(bank.status).toBe(403);
    expect((await api.v1('chat_post', { token, text: 'hello' })).status).toBe(403);
    const change = await api.v1('updateProfile', {
      token,
      account_first_name: 'Una',
      account_last_name: 'Confirmed',
      account_email: 'una.new@example.co.uk',
      password_current: PW,
    });
    expect(change.status).toBe(403);
    // A contact message naming the address: its acknowledgement is not sent to an unconfirmed address.
    expect(
      (await api.v1('contact', { name: 'X', email: 'unconfirmed@example.co.uk', subject: 'Hi', message: 'Hi' })).status,
    ).toBe(200);
    expect(await mails('unconfirmed@example.co.uk')).toEqual([]);
    expect(await mails('una.new@example.co.uk')).toEqual([]);
  });
});

describe('pre-hijack', () => {
  it("the owner's reset drops what the earlier sign-up stored (bank, billing email, a break) and its sessions", async () => {
    const email = 'hijacked@example.co.uk';
    expect((await api.v1('get_bank_details', { token: 'pre-hijack-session-1' })).body.data.account_number).toBe(
      '****6666',
    );
    expect((await api.v1('forgot_password', { email })).status).toBe(200);
    const reset = (await mails(email)).find((m) => m.subject === 'Reset your password');
    const key = new URL(reset?.links[0] ?? '').searchParams.get('key');
    const r = await api.v1('reset_password', { key, email, password: PW });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.device).toEqual(expect.any(String));
    expect((await api.v1('get_user_details', { token: 'pre-hijack-session-1' })).status, 'session ended').toBe(401);
    expect((await api.v1('login', { email, password: ATTACKER_PW })).status).toBe(401);
    const owner = await api.v1('login', { email, password: PW });
    expect(owner.status).toBe(200);
    const t = owner.body.data.token;
    expect(owner.body.data).toMatchObject({
      billing_email: email,
      billing_phone: '',
      lock_account: false,
      lockout_period: '',
    });
    expect((await api.v1('get_bank_details', { token: t })).body.data).toMatchObject({
      account_number: '',
      sort_code: '',
    });
  });

  it("the owner's own sign-up link sets the owner's password and names; the earlier sign-up's password dies", async () => {
    const email = 'second.comer@example.co.uk';
    expect((await register(email, 'Mallory', ATTACKER_PW)).status).toBe(200);
    const attackers = await mailedLink(api, email);
    expect((await register(email, 'Olivia', PW)).status).toBe(200);
    // The first link (the attacker's sign-up) cannot be finished with the owner's password.
    expect((await api.v1('verify_email', { ...attackers, password: PW })).status).toBe(401);
    const opened = await openMailedLink(api, email, PW);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data.first_name).toBe('Olivia');
    expect((await api.v1('login', { email, password: ATTACKER_PW })).status).toBe(401);
    expect(
      (await api.v1('verify_email', { ...attackers, password: ATTACKER_PW })).status,
      'every other link died',
    ).toBe(400);
  });
});

describe('email change', () => {
  const base = { token: 'changer-1', account_first_name: 'Chad', account_last_name: 'Changer' };
  it('responds the same for a taken address as for a free one; only a free one is mailed a link', async () => {
    clock.advance(2 * HOUR);
    const free = await api.v1('updateProfile', {
      ...base,
      account_email: 'chad.free@example.co.uk',
      password_current: PW,
    });
    const taken = await api.v1('updateProfile', { ...base, account_email: DEMO.email, password_current: PW });
    expect(free.status).toBe(200);
    expect(taken.status).toBe(free.status);
    const shape = (b: any) => ({ ...b, pending_email: '', message: b.message.replace(b.pending_email, '') });
    expect(shape(taken.body)).toEqual(shape(free.body));
    expect(taken.body.data.email).toBe('changer@example.co.uk');
    expect((await mails('chad.free@example.co.uk'))[0]?.subject).toBe('Confirm your new email address');
    expect((await mails(DEMO.email)).some((m) => m.subject.includes('new email'))).toBe(false);
    // Limited per account: the checks above count.
    expect(
      (await api.v1('updateProfile', { ...base, account_email: 'c3@example.co.uk', password_current: PW })).status,
    ).toBe(200);
    const limited = await api.v1('updateProfile', { ...base, account_email: 'c4@example.co.uk', password_current: PW });
    expect(limited.status).toBe(429);
  });
});
