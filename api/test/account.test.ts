import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNUP_SENT } from '../src/auth/email-links';
import { type Api, DEMO, openMailedLink, SECOND, startTestProvider } from './helpers';

let api: Api;
let demo: string;
let second: string;
beforeAll(async () => {
  api = await startTestProvider();
  demo = await api.login();
  second = await api.login(SECOND);
});
afterAll(() => api.close());

const count = async (table: string) => (await api.local('realtime?path=/')) && table;

describe('sign-in, session and password reset', () => {
  it('logs in, never returns a password hash, rejects a wrong password', async () => {
    const ok = await api.v1('login', DEMO);
    expect(ok.body.data).toMatchObject({
      email: DEMO.email,
      first_name: 'Demo',
      token: expect.any(String),
      billing_country: 'GB',
    });
    expect(JSON.stringify(ok.body)).not.toMatch(/scrypt|password/i);
    const bad = await api.v1('login', { email: DEMO.email, password: 'nope' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ success: false, error: 'Incorrect email address or password.', code: 'shop_bad_login' });
    expect((await api.v1('login', { email: DEMO.email })).status).toBe(400);
  });
  it('check-auth rotates the token: the old one stops working', async () => {
    const t = await api.login();
    const r = await api.v1('check-auth', { token: t });
    expect(r.status).toBe(200);
    expect(r.body.data.token).not.toBe(t);
    expect((await api.v1('check-auth', { token: t })).status).toBe(401);
    expect((await api.v1('get_user_details', { token: r.body.data.token })).status).toBe(200);
    expect((await api.v1('check-auth', {})).status).toBe(400);
  });
  it('registers (password rules, duplicate email) and logs out', async () => {
    // A sign-up with these details unless a test changes some.
    const register = (change: Record<string, string>) =>
      api.v1('register', {
        first_name: 'A',
        last_name: 'B',
        email: 'new@example.co.uk',
        password: 'LongEnough!2026x',
        date_of_birth: '1990-01-01',
        ...change,
      });
    const weak = await register({ password: 'short' });
    expect(weak.status).toBe(400);
    // The special characters are the spec's @$!%*?& on both sides (shared/src/validation/schemas.ts).
    const hash = await register({ password: 'LongEnough#2026x' });
    expect(hash.status).toBe(400);
    expect(hash.body).toMatchObject({
      code: 'shop_weak_password',
      error: 'Password must contain one letter, number and special charactor.',
    });
    const bad = await register({ email: 'not-an-email' });
    expect(bad.body.error).toBe('Email address is invalid.');
    const ok = await register({ first_name: 'New', last_name: 'Person' });
    expect(ok.status).toBe(200);
    // No session until the link is opened; a second sign-up with the address responds the same.
    expect(ok.body).toEqual({ success: true, message: SIGNUP_SENT });
    const dup = await register({ first_name: 'New', last_name: 'Person', email: 'NEW@example.co.uk' });
    expect(dup.body).toEqual(ok.body);
    const opened = await openMailedLink(api, 'new@example.co.uk', 'LongEnough!2026x');
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const token = opened.body.data.token;
    expect((await api.v1('logout', { token })).body.success).toBe(true);
    expect((await api.v1('get_user_details', { token })).status).toBe(401);
  });
  it('resets a password through the mailbox link; the key is single use', async () => {
    await api.v1('register', {
      first_name: 'Reset',
      last_name: 'Me',
      email: 'reset@example.co.uk',
      password: 'OldPassword!2026',
      date_of_birth: '1990-01-01',
    });
    const f = await api.v1('forgot_password', { email: 'reset@example.co.uk' });
    expect(f.body.success).toBe(true);
    const unknown = await api.v1('forgot_password', { email: 'nobody@example.co.uk' });
    expect(unknown.body.message).toBe(f.body.message);
    const mail = await api.local('mailbox?to=reset@example.co.uk');
    const link = mail.data[0].links[0] as string;
    expect(link).toMatch(/^http:\/\/localhost:8080\/auth\/reset\/password\?key=[0-9a-f]+&email=/);
    const u = new URL(link);
    const key = u.searchParams.get('key')!;
    const email = u.searchParams.get('email')!;
    expect((await api.v1('reset_password', { key, email, password: 'weak' })).status).toBe(400);
    expect((await api.v1('reset_password', { key: 'wrong', email, password: 'NewPassword!2026' })).status).toBe(400);
    const ok = await api.v1('reset_password', { key, email, password: 'NewPassword!2026' });
    expect(ok.body.success).toBe(true);
    expect((await api.v1('reset_password', { key, email, password: 'OtherPassword!2026' })).status).toBe(400);
    expect((await api.v1('login', { email, password: 'NewPassword!2026' })).status).toBe(200);
    expect((await api.v1('login', { email, password: 'OldPassword!2026' })).status).toBe(401);
  });
});

describe('profile, billing, bank, responsible play', () => {
  it('every token call responds 401 without a valid token', async () => {
    for (const name of [
      'get_purchased_competition',
      'get_user_details',
      'points',
      'get_coupons',
      'orders',
      'get_bank_details',
      'claimable_prizes',
      'responsible_gaming',
    ]) {
      const r = await api.v1(name, { token: 'not-a-real-token' });
      expect(r.status, name).toBe(401);
      expect(r.body.success).toBe(false);
    }
  });
  it('updateProfile validates and changes the password', async () => {
    const t = await api.login(SECOND);
    const base = {
      token: t,
      account_first_name: 'Second',
      account_last_name: 'Shopper',
      account_email: SECOND.email,
      account_display_name: 'Second S',
    };
    expect((await api.v1('updateProfile', { ...base, account_first_name: '' })).body.error).toBe(
      'First Name is required.',
    );
    expect(
      (await api.v1('updateProfile', { ...base, password_current: SECOND.password, password_1: 'Another!Pass2026' }))
        .body.error,
    ).toBe('Please Fill all password fields.');
    expect(
      (
        await api.v1('updateProfile', {
          ...base,
          password_current: SECOND.password,
          password_1: 'abcdefghijkl',
          password_2: 'abcdefghijkl',
        })
      ).body.error,
    ).toBe('Password must contain one letter, number and special charactor.');
    expect(
      (
        await api.v1('updateProfile', {
          ...base,
          password_current: SECOND.password,
          password_1: 'Another!Pass2026',
          password_2: 'Another!Pass2027',
        })
      ).body.error,
    ).toBe('New password and Confirm password do not match.');
    // Another account's address: the same response as a free one (test/email-ownership.test.ts).
    const taken = await api.v1('updateProfile', {
      ...base,
      account_email: DEMO.email,
      password_current: SECOND.password,
    });
    expect(taken.status).toBe(200);
    expect(taken.body.data.email).toBe(SECOND.email);
    const ok = await api.v1('updateProfile', { ...base, account_display_name: 'Secondo' });
    expect(ok.body.data.name).toBe('Secondo');
  });
  it('update_user_details saves billing; missing fields are refused and nothing changes', async () => {
    const before = (await api.v1('get_user_details', { token: demo })).body.data;
    const body = {
      token: demo,
      first_name: 'Demo',
      last_name: 'Customer',
      billing_first_name: 'Demo',
      billing_last_name: 'Customer',
      billing_email: DEMO.email,
      billing_phone: '07700 900999',
      billing_address_1: '14',
      billing_address_2: 'Low Street',
      billing_city: 'Leeds',
      billing_postcode: 'LS1 1AA',
      billing_state: '',
    };
    const bad = await api.v1('update_user_details', { ...body, billing_city: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Town/City is required.');
    expect((await api.v1('get_user_details', { token: demo })).body.data).toEqual(before);
    const ok = await api.v1('update_user_details', body);
    expect(ok.body.data).toMatchObject({ billing_city: 'Leeds', billing_phone: '07700 900999' });
  });
  it('bank details are masked on read and validated on save', async () => {
    const read = await api.v1('get_bank_details', { token: demo });
    expect(read.body.data).toMatchObject({ account_number: '****5678', sort_code: '112233' });
    expect(
      (await api.v1('get_bank_details', { token: demo, account_number: '12ab', sort_code: '112233' })).body.error,
    ).toBe('Account Number must contain only numbers.');
    expect(
      (await api.v1('get_bank_details', { token: demo, account_number: '12345678', sort_code: '12' })).body.error,
    ).toBe('Sort Code must be 6 digits.');
    const keep = await api.v1('get_bank_details', {
      token: demo,
      account_number: '****5678',
      sort_code: '223344',
      password_current: DEMO.password,
    });
    expect(keep.body.data).toMatchObject({ account_number: '****5678', sort_code: '223344' });
    const save = await api.v1('get_bank_details', {
      token: demo,
      account_number: '99887766',
      sort_code: '112233',
      password_current: DEMO.password,
    });
    expect(save.body.data.account_number).toBe('****7766');
    expect(JSON.stringify(save.body)).not.toMatch(/99887766/);
    const other = await api.v1('get_bank_details', { token: second });
    expect(other.body.data.account_number).toBe('****4321');
  });
  it('responsible gaming reads, saves and validates', async () => {
    const t = await api.login(SECOND);
    const r = await api.v1('responsible_gaming', { token: t });
    expect(r.body.data).toMatchObject({ limit_duration: '', lock_account: false });
    expect((await api.v1('responsible_gaming', { token: t, limit_duration: 'yearly' })).status).toBe(400);
    const s = await api.v1('responsible_gaming', { token: t, limit_duration: 'weekly', limit_value: 5 });
    expect(s.body.data).toMatchObject({ limit_duration: 'weekly', limit_value: 5 });
    const u = await api.v1('get_user_details', { token: t });
    expect(u.body.data).toMatchObject({
      limit_duration: 'weekly',
      limit_value: 5,
      current_spending: expect.any(Number),
    });
    await api.v1('responsible_gaming', { token: t, limit_duration: '', limit_value: 0 });
  });
});

describe('points, coupons, orders, tickets', () => {
  it('points page by 10 with order-redeem entries; credit logs with the site credit', async () => {
    const p = await api.v1('points', { token: demo, offset: 0, limit: 10 });
    expect(p.body).toMatchObject({
      success: true,
      points: expect.any(Number),
      totalLogs: expect.any(Number),
      site_credit: expect.any(Number),
    });
    expect(p.body.totalLogs).toBeGreaterThanOrEqual(25);
    expect(p.body.logs).toHaveLength(10);
    const all = await api.v1('points', { token: demo, offset: 0, limit: 100 });
    const redeem = all.body.logs.filter((l: { type: string }) => l.type === 'order-redeem');
    expect(redeem.length).toBeGreaterThan(0);
    expect(all.body.logs[0]).toMatchObject({
      description: expect.any(String),
      date_display_human: expect.any(String),
      type: expect.any(String),
      points: expect.any(Number),
    });
    const credit = await api.v1('points', { token: demo });
    expect(credit.body.credit_logs.length).toBeGreaterThanOrEqual(3);
    expect(credit.body.site_credit).toBeGreaterThan(0);
  });
  it('coupons: three, one without description', async () => {
    const c = await api.v1('get_coupons', { token: demo });
    expect(c.body.data).toHaveLength(3);
    expect(c.body.data.some((x: { description: string }) => x.description === '')).toBe(true);
  });
  it('orders page by 10 (3 pages), order detail, and another user gets 404', async () => {
    const o = await api.v1('orders', { token: demo, page: 1, limit: 10 });
    expect(o.body.total_pages).toBeGreaterThanOrEqual(3);
    expect(o.body.data[0]).toMatchObject({
      order_id_: expect.any(Number),
      order_status: expect.any(String),
      order_total: expect.stringMatching(/^£\d+\.\d\d$/),
      item_count: expect.any(Number),
    });
    const statuses = new Set<string>();
    for (let p = 1; p <= o.body.total_pages; p++)
      for (const x of (await api.v1('orders', { token: demo, page: p, limit: 10 })).body.data)
        statuses.add(x.order_status);
    expect([...statuses]).toEqual(expect.arrayContaining(['processing', 'completed', 'admin-comp-win']));
    const id = o.body.data[0].order_id_;
    const d = await api.v1('order_detail', { token: demo, id });
    expect(d.body.data).toMatchObject({
      id,
      status: expect.any(String),
      date_created: { date: expect.any(String) },
      payment_method_title: expect.any(String),
    });
    expect(d.body.data.product[0]).toMatchObject({
      title: expect.any(String),
      quantity: expect.any(Number),
      tickets: expect.any(Array),
      draw_time: expect.stringMatching(/^\d\d:\d\d$/),
    });
    expect(d.body.data.billing).toHaveProperty('email');
    const cross = await api.v1('order_detail', { token: second, id });
    expect(cross.status).toBe(404);
    expect(cross.body).toMatchObject({ success: false, error: 'Order not found.' });
  });
  it('purchased competitions list the ticket records', async () => {
    const r = await api.v1('get_purchased_competition', { token: demo });
    expect(r.body.data.length).toBeGreaterThan(10);
    expect(r.body.data[0]).toMatchObject({
      competition_id: expect.any(Number),
      competition_title: expect.any(String),
      order_id: expect.any(Number),
      ticket_numbers: expect.any(Array),
      status: expect.stringMatching(/upcoming|drawn/),
    });
    expect(r.body.data.some((t: { status: string }) => t.status === 'drawn')).toBe(true);
  });
  it('claimable prizes: claim once; another user cannot see or claim it', async () => {
    const c = await api.v1('claimable_prizes', { token: demo });
    const win = c.body.data.find((w: { claimed: boolean }) => !w.claimed);
    expect(win).toBeDefined();
    expect(
      (await api.v1('claim_prize', { token: second, win_id: win.win_id, full_name: 'X', phone: '1', address: 'Y' }))
        .status,
    ).toBe(404);
    expect(
      (await api.v1('claim_prize', { token: demo, win_id: win.win_id, full_name: 'Demo Customer', phone: '' })).status,
    ).toBe(400);
    const ok = await api.v1('claim_prize', {
      token: demo,
      win_id: win.win_id,
      full_name: 'Demo Customer',
      phone: '07700 900123',
      address: '12 High Street',
    });
    // Failed once in a fresh-clone CI run under load and never here since: the provider's words say why next time.
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    expect(
      (
        await api.v1('claim_prize', {
          token: demo,
          win_id: win.win_id,
          full_name: 'Demo Customer',
          phone: '07700 900123',
          address: '12 High Street',
        })
      ).status,
    ).toBe(409);
  });
});

describe('contact, chat, incidents', () => {
  it('contact stores the message for the shop and mails the sender a fixed note; a bad body writes nothing', async () => {
    const bad = await api.v1('contact', { name: 'A', email: 'bad', subject: 'S', message: 'M' });
    expect(bad.status).toBe(400);
    expect((await api.local('mailbox?to=bad')).data).toHaveLength(0);
    const ok = await api.v1('contact', {
      name: 'Ann',
      email: 'ann@example.co.uk',
      subject: 'Draw timing',
      message: 'Question about a draw',
    });
    expect(ok.body.success).toBe(true);
    const note = (await api.local('mailbox?to=ann@example.co.uk')).data[0];
    expect(note.subject).toBe('We received your message');
    expect(`${note.subject} ${note.text}`).not.toMatch(/Question about a draw|Draw timing|Ann/);
    const inbox = (await api.local('mailbox?to=support@prizedraw.local')).data[0];
    expect(inbox.text).toMatch(/Question about a draw/);
  });
  it('chat_post writes plain text under community-chat; limits and auth apply', async () => {
    expect((await api.v1('chat_post', { token: demo, text: 'x'.repeat(501) })).status).toBe(400);
    expect((await api.v1('chat_post', { token: 'bad-token-123', text: 'hi' })).status).toBe(401);
    const r = await api.v1('chat_post', { token: demo, text: '<b>hello</b> all' });
    expect(r.body.success).toBe(true);
    const tree = await api.local('realtime?path=/community-chat');
    expect(tree.data[r.body.id]).toMatchObject({ user: 'Demo C.', text: '<b>hello</b> all', ts: expect.any(Number) });
  });
  it('incident beacon is recorded', async () => {
    expect((await api.v1('incident', { remote: 'mf_basket' })).status).toBe(400);
    const r = await api.v1('incident', {
      remote: 'mf_basket',
      version: '1.2.0',
      stage: 'onLoad',
      message: 'boom',
      fallback: 'previous',
    });
    expect(r.body.success).toBe(true);
    const list = await api.local('incidents');
    expect(list.data[0]).toMatchObject({ remote: 'mf_basket', stage: 'onLoad' });
  });
});
void count;
