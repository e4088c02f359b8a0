// Sensitive changes need the current password and tell the owner (README "Sessions and passwords").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, openMailedLink, startTestProvider, writeCount } from './helpers';

let api: Api;
const PW = 'Sensitive!Pass2026';
const OWNER = { email: 'owner.sens@example.co.uk', token: 'sensitive-owner-token', other: 'sensitive-other-token' };

beforeAll(async () => {
  api = await startTestProvider({ rateLimits: false });
  const r = await api.local('seed', {
    users: [
      {
        email: OWNER.email,
        password: PW,
        first_name: 'Olive',
        last_name: 'Owner',
        token: OWNER.token,
        bank: { account_number: '12121212', sort_code: '101010' },
      },
    ],
  });
  expect(r.success, JSON.stringify(r)).toBe(true);
});
afterAll(() => api.close());

const mailbox = async (to: string) => (await api.local(`mailbox?to=${encodeURIComponent(to)}`)).data as any[];
const profile = (extra: Record<string, unknown>) =>
  api.v1('updateProfile', {
    token: OWNER.token,
    account_first_name: 'Olive',
    account_last_name: 'Owner',
    account_display_name: 'Olive Owner',
    account_email: OWNER.email,
    ...extra,
  });

describe('email change', () => {
  it('needs the current password (missing or wrong: 400, nothing written); the old address is told', async () => {
    const next = 'olive.new@example.co.uk';
    const rows = writeCount(api);
    const missing = await profile({ account_email: next });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      success: false,
      code: 'shop_password_required',
      error: 'Enter your current password to change your email address.',
    });
    const wrong = await profile({ account_email: next, password_current: 'Wrong!Pass2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'shop_wrong_password', error: 'Your current password is not correct.' });
    expect(writeCount(api), 'nothing written').toBe(rows);
    // The same address in other letters is no change.
    expect((await profile({ account_email: OWNER.email.toUpperCase() })).status).toBe(200);
    // The new address waits for its link (README "Email ownership").
    const ok = await profile({ account_email: next, password_current: PW });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ pending_email: next, data: { email: OWNER.email } });
    const opened = await openMailedLink(api, next, PW);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data.email).toBe(next);
    const told = (await mailbox(OWNER.email)).find((m) => m.subject === 'Your email address was changed');
    expect(told?.text).toContain(next);
    expect(told?.text).toMatch(/contact our support/);
    // Back again, for the next tests.
    expect((await profile({ account_email: OWNER.email, password_current: PW })).status).toBe(200);
    expect((await openMailedLink(api, OWNER.email, PW)).status).toBe(200);
  });

  it('a password change with a wrong current password gets the same response and changes nothing', async () => {
    const r = await profile({
      password_current: 'Wrong!Pass2026',
      password_1: 'Next!Pass20261',
      password_2: 'Next!Pass20261',
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'shop_wrong_password', error: 'Your current password is not correct.' });
    expect((await api.v1('login', { email: OWNER.email, password: PW })).status).toBe(200);
  });
});

describe('bank details', () => {
  const bank = (extra: Record<string, unknown>) =>
    api.v1('get_bank_details', { token: OWNER.token, account_number: '34343434', sort_code: '202020', ...extra });

  it('a read needs no password; a save needs it (missing or wrong: 400, nothing written); the owner is told', async () => {
    expect((await api.v1('get_bank_details', { token: OWNER.token })).body.data.account_number).toBe('****1212');
    const rows = writeCount(api);
    const missing = await bank({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      success: false,
      code: 'shop_password_required',
      error: 'Enter your current password to change your bank details.',
    });
    const wrong = await bank({ password_current: 'Wrong!Pass2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'shop_wrong_password', error: 'Your current password is not correct.' });
    expect(writeCount(api), 'nothing written').toBe(rows);
    expect((await api.v1('get_bank_details', { token: OWNER.token })).body.data.account_number).toBe('****1212');
    const ok = await bank({ password_current: PW });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ account_number: '****3434', sort_code: '202020' });
    const told = (await mailbox(OWNER.email)).find((m) => m.subject === 'Your bank details were changed');
    expect(told?.text).toContain('****3434');
    expect(told?.text).not.toContain('34343434');
  });
});
