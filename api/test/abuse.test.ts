// Abuse limits that do not lock the owner out (README "Security rules"): sign-up and coupon limits, sign-up
// responses that do not tell accounts apart, the contact form's fixed acknowledgement, the chat's visible text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../src/ratelimit';
import { HOUR } from '../src/util';
import { type Api, cartSession, realtimeText, startTestProvider, testClock, writeCount } from './helpers';

const clock = testClock();
let api: Api;
const PW = 'Abuse!Pass2026x';
const CHATTER = 'chatter-token-123456';

beforeAll(async () => {
  api = await startTestProvider({ now: clock.now });
  const r = await api.local('seed', {
    users: [
      { email: 'taken@example.co.uk', password: PW, first_name: 'Tara', last_name: 'Taken' },
      { email: 'chatter@example.co.uk', first_name: 'Charlotte', last_name: 'Wren', token: CHATTER },
    ],
  });
  expect(r.success, JSON.stringify(r)).toBe(true);
});
afterAll(() => api.close());

const signUp = (email: string) =>
  api.v1('register', { first_name: 'New', last_name: 'Comer', email, password: PW, date_of_birth: '1990-05-05' });
const mailbox = async (to: string) => (await api.local(`mailbox?to=${encodeURIComponent(to)}`)).data as any[];

describe('register', () => {
  it('an address that already has an account gets the response a new one gets; the owner is told by email', async () => {
    const taken = await signUp('TAKEN@example.co.uk');
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ success: true, message: expect.stringMatching(/^Check your email/) });
    expect((await signUp('brand.new@example.co.uk')).body).toEqual(taken.body);
    expect((await mailbox('taken@example.co.uk'))[0].subject).toMatch(/tried to open an account/);
  });

  it(`is limited to ${RATE_RULES.registerAddress.limit} an hour per client address (429, Retry-After, nothing written)`, async () => {
    clock.advance(2 * HOUR);
    for (let i = 0; i < RATE_RULES.registerAddress.limit; i++)
      expect((await signUp(`many${i}@example.co.uk`)).status).toBe(200);
    const rows = writeCount(api);
    const r = await signUp('one-too-many@example.co.uk');
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ code: 'shop_rate_limited', retry_after: expect.any(Number) });
    expect(Number(r.headers.get('retry-after'))).toBe(r.body.retry_after);
    expect(writeCount(api)).toBe(rows);
    clock.advance(HOUR);
    expect((await signUp('one-too-many@example.co.uk')).status).toBe(200);
  });
});

it(`apply-coupon: ${RATE_RULES.couponCart.limit} tries per 10 minutes per cart, then 429 in the Store API shape`, async () => {
  clock.advance(HOUR);
  const s = cartSession(api);
  await s.init();
  for (let i = 0; i < RATE_RULES.couponCart.limit; i++)
    expect((await s.store('cart/apply-coupon', { code: `GUESS${i}` })).status).toBe(400);
  const r = await s.store('cart/apply-coupon', { code: 'GUESS-MORE' });
  expect(r.status).toBe(429);
  expect(r.body).toMatchObject({ code: 'shop_rate_limited', data: { status: 429, retry_after: expect.any(Number) } });
  expect(Number(r.headers.get('retry-after'))).toBe(r.body.data.retry_after);
  // The address bucket is full too: a fresh cart from here waits as well.
  const other = cartSession(api);
  await other.init();
  expect((await other.store('cart/apply-coupon', { code: 'GUESS-AGAIN' })).status).toBe(429);
  clock.advance(10 * 60_000);
  expect((await other.store('cart/apply-coupon', { code: 'GUESS-AGAIN' })).status).toBe(400);
});

it('contact: the text goes only to the shop inbox (SHOP_INBOX); the sender gets a fixed acknowledgement', async () => {
  process.env.SHOP_INBOX = 'desk@shop.example';
  try {
    const body = {
      name: 'Mallory Click',
      email: 'victim@example.co.uk',
      subject: 'You won! Visit evil.example',
      message: 'Claim at https://evil.example now',
    };
    expect((await api.v1('contact', body)).status).toBe(200);
    const [ack] = await mailbox('victim@example.co.uk');
    expect(`${ack.subject}\n${ack.text}`).not.toMatch(/Mallory|evil\.example|You won|Claim/);
    expect(ack.links).toEqual([]);
    const [desk] = await mailbox('desk@shop.example');
    expect(desk.text).toMatch(/Claim at https:\/\/evil\.example now/);
    expect(await mailbox('support@prizedraw.local')).toEqual([]);
  } finally {
    delete process.env.SHOP_INBOX;
  }
});

describe('chat_post', () => {
  it('strips bidi, zero-width and other invisible characters; the name is first name and initial', async () => {
    const r = await api.v1('chat_post', {
      token: CHATTER,
      text: 'hi\u200B the\u202Ere\u2066 \u2060a\u200Dll\uFEFF\u00AD',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(api.server.ctx.realtime.read(`community-chat/${r.body.id}`)).toMatchObject({
      user: 'Charlotte W.',
      text: 'hi there all',
    });
  });

  it('refuses a message with no visible character; nothing stored', async () => {
    const rows = writeCount(api);
    const tree = realtimeText(api);
    // Judged by Unicode class: the object replacement character, a null notehead, a lone Hangul vowel
    // jamo and the blank braille pattern draw nothing either.
    for (const text of [
      '\u200B\u200C\u200D',
      ' \u2066\u2069 ',
      '\u3164',
      '   ',
      '\uFFFC',
      '\u{1D159}',
      '\u11A7',
      '\u2800\uFFFC',
    ]) {
      const r = await api.v1('chat_post', { token: CHATTER, text });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('Please write a message.');
    }
    expect(writeCount(api)).toBe(rows);
    expect(realtimeText(api)).toBe(tree);
  });

  it('takes a message that shows: words, numbers, symbols, emoji, Korean', async () => {
    clock.advance(HOUR);
    for (const text of ['ok', '5', '★★★★★', '→', '£', '🎉', '안녕하세요', 'ㅋㅋ', '\u1100\u1161']) {
      const r = await api.v1('chat_post', { token: CHATTER, text });
      expect(r.status, JSON.stringify(text)).toBe(200);
    }
  });

  it('keeps emoji, joined emoji and subdivision flags', async () => {
    const flag = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';
    const family = '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}';
    const r = await api.v1('chat_post', { token: CHATTER, text: `Go ${flag} 🎉 ${family}` });
    expect(api.server.ctx.realtime.read(`community-chat/${r.body.id}`)).toMatchObject({
      text: `Go ${flag} 🎉 ${family}`,
    });
  });
});
