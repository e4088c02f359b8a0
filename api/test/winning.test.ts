// Winning end to end (api/README.md "Draws"): every entrant hears the outcome, the account marks
// each ticket won or not, a win links to its claim, and a claim is prefilled, offers the cash
// alternative, checks the winner is 18 or over, takes proof of identity above the shop's threshold
// (kept privately), records publicity consent and is followed through its status. The skill
// question allows a few tries a day, then names the free postal route. Entry lists are published.
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, cartSession, startTestProvider, testClock } from './helpers';

const clock = testClock();
let api: Api;
const TOKEN = { win: 'winning-buyer-token-1', lose: 'winning-buyer-token-2', young: 'winning-buyer-token-3' };
const ids: Record<string, { id: number; product: number }> = {};

beforeAll(async () => {
  api = await startTestProvider({ now: clock.now });
  const r = await api.local('seed', {
    users: [
      {
        email: 'winner@example.co.uk',
        first_name: 'Wendy',
        last_name: 'Win',
        token: TOKEN.win,
        date_of_birth: '1990-05-01',
        billing: { address_1: '4', address_2: 'Park Row', city: 'Leeds', postcode: 'LS1 5HD', phone: '07700 900444' },
      },
      {
        email: 'loser@example.co.uk',
        first_name: 'Larry',
        last_name: 'Lose',
        token: TOKEN.lose,
        date_of_birth: '1985-02-02',
      },
      { email: 'young@example.co.uk', first_name: 'Yan', last_name: 'Young', token: TOKEN.young },
    ],
    competitions: [
      {
        ref: 'car',
        title: 'Winning Car',
        category: 'cars',
        price: 1,
        total_tickets: 2,
        max_per_user: 1,
        closes_in_hours: 1,
        prize_value: 30000,
        cash_alternative: 25000,
        live_draw: true,
        live_draw_info: 'Drawn live on our Facebook page.',
        live_stream_url: 'https://www.facebook.com/prizedrawuk/live',
      },
      {
        ref: 'quiz',
        title: 'Winning Quiz',
        category: 'tech',
        price: 1,
        total_tickets: 100,
        max_per_user: 10,
        closes_in_hours: 48,
        question: 'Two plus two?',
        options: ['3', '4'],
        correct_answer: '4',
      },
    ],
  });
  expect(r.success, JSON.stringify(r)).toBe(true);
  for (const cat of ['cars', 'tech']) {
    for (const c of (await api.v1('competition', { page: 1, category: cat, limit: 50 })).body.data)
      ids[c.title] = { id: c.id, product: c.competition_product_id };
  }
});
afterAll(() => api.close());

async function buy(token: string, title: string, quantity = 1) {
  const s = cartSession(api);
  await s.init();
  expect((await s.store('cart/add-item', { id: ids[title]?.product, quantity, token })).status).toBe(201);
  const r = await s.payCard({
    token,
    billing_address: { first_name: 'A', last_name: 'B', address_1: '1', city: 'C', postcode: 'D' },
  });
  expect(r.body.status).toBe('processing');
}
const mailTo = async (to: string) =>
  (await api.local(`mailbox?to=${encodeURIComponent(to)}`)).data as {
    subject: string;
    text: string;
    links: string[];
  }[];

describe('a draw', () => {
  let winId = 0;
  it('tells every entrant the outcome, with a link that verifies it, and the winner where to claim', async () => {
    await buy(TOKEN.win, 'Winning Car');
    await buy(TOKEN.lose, 'Winning Car');
    const car = (await api.v1('getcompetition', { id: ids['Winning Car']?.id })).body.data;
    expect(car).toMatchObject({
      cash_alternative: 25000,
      live_stream_url: 'https://www.facebook.com/prizedrawuk/live',
      replay_url: '',
    });
    clock.advance(2 * 3_600_000);
    const drawn = (await api.local('draw', {})).data.find(
      (d: { competition_id: number }) => d.competition_id === ids['Winning Car']?.id,
    );
    const winnerEmail = drawn.winner_name.startsWith('Wendy') ? 'winner@example.co.uk' : 'loser@example.co.uk';
    const otherEmail = winnerEmail === 'winner@example.co.uk' ? 'loser@example.co.uk' : 'winner@example.co.uk';
    const [won] = await mailTo(winnerEmail);
    expect(won?.subject).toBe('You won Winning Car!');
    expect(won?.links.some((l) => /\/claim\/prize\?win=\d+$/.test(l))).toBe(true);
    expect(won?.links.some((l) => l.includes(`/draw/results?competition=${ids['Winning Car']?.id}`))).toBe(true);
    const [lost] = await mailTo(otherEmail);
    expect(lost?.subject).toBe('The Winning Car draw: not this time');
    expect(lost?.text).toContain(`winning ticket was #${drawn.winning_ticket}`);
    // The account marks each ticket: the winning one won, the other not.
    for (const [token, email] of [
      [TOKEN.win, 'winner@example.co.uk'],
      [TOKEN.lose, 'loser@example.co.uk'],
    ]) {
      const [entry] = (await api.v1('get_purchased_competition', { token })).body.data.filter(
        (e: { competition_id: number }) => e.competition_id === ids['Winning Car']?.id,
      );
      expect(entry.winning_ticket).toBe(drawn.winning_ticket);
      expect(entry.wins.length).toBe(email === winnerEmail ? 1 : 0);
    }
    const winnerToken = winnerEmail === 'winner@example.co.uk' ? TOKEN.win : TOKEN.lose;
    const [prize] = (await api.v1('claimable_prizes', { token: winnerToken })).body.data;
    expect(prize).toMatchObject({
      kind: 'draw',
      value: 30000,
      cash_alternative: 25000,
      claim_status: '',
      claimed: false,
    });
    winId = prize.win_id;
    // Whoever won, the claim tests go on with Wendy's account.
    api.server.ctx.db.run('UPDATE wins SET user_id = (SELECT id FROM users WHERE email = ?) WHERE id = ?', [
      'winner@example.co.uk',
      winId,
    ]);
  });

  it('publishes the entry list, names as first name and initial, the same list the proof counts', async () => {
    const list = await api.v1('entry_list', { competition_id: ids['Winning Car']?.id, page: 1, limit: 100 });
    expect(list.body.data).toEqual([
      { ticket_number: 1, name: expect.stringMatching(/^(Wendy W\.|Larry L\.)$/) },
      { ticket_number: 2, name: expect.stringMatching(/^(Wendy W\.|Larry L\.)$/) },
    ]);
    const proof = (await api.v1('draw_proof', { competition_id: ids['Winning Car']?.id })).body.data;
    expect(list.body.data.map((e: { ticket_number: number }) => e.ticket_number)).toEqual(proof.tickets);
    expect((await api.v1('entry_list', { competition_id: ids['Winning Quiz']?.id })).status).toBe(404);
  });

  it('a claim above the threshold needs proof of identity, kept privately, and records the choice and consent', async () => {
    const [prize] = (await api.v1('claimable_prizes', { token: TOKEN.win })).body.data;
    expect(prize).toMatchObject({ needs_id: true, needs_date_of_birth: false, value: 30000 });
    const base = {
      token: TOKEN.win,
      win_id: winId,
      full_name: 'Wendy Win',
      phone: '07700 900444',
      address_1: '4',
      address_2: 'Park Row',
      city: 'Leeds',
      postcode: 'LS1 5HD',
      choice: 'cash',
      publicity_consent: true,
    };
    const noId = await api.v1('claim_prize', base);
    expect(noId.status).toBe(400);
    expect(noId.body.code).toBe('shop_id_required');
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]).toString('base64');
    const ok = await api.v1('claim_prize', {
      ...base,
      id_document: { name: 'passport.jpg', type: 'image/jpeg', data: jpeg },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const row = api.server.ctx.db.get<{ claim: string; claim_status: string }>(
      'SELECT claim, claim_status FROM wins WHERE id = ?',
      [winId],
    );
    const claim = JSON.parse(String(row?.claim));
    expect(claim).toMatchObject({ choice: 'cash', publicity_consent: true, address: '4, Park Row, Leeds, LS1 5HD' });
    expect(existsSync(claim.id_document)).toBe(true);
    expect(readFileSync(claim.id_document).toString('base64')).toBe(jpeg);
    expect(row?.claim_status).toBe('received');
    expect(
      (await api.v1('claim_prize', { ...base, id_document: { name: 'p.jpg', type: 'image/jpeg', data: jpeg } })).status,
    ).toBe(409);
    // Staff move it on; the account follows.
    expect((await api.local('claim-status', { win_id: winId, status: 'verified' })).success).toBe(true);
    expect((await api.local('claim-status', { win_id: winId, status: 'lost' })).success).toBe(false);
    const [after] = (await api.v1('claimable_prizes', { token: TOKEN.win })).body.data;
    expect(after).toMatchObject({ claimed: true, claim_status: 'verified' });
  });

  it('an account without a date of birth gives one, and a winner under 18 cannot claim', async () => {
    const db = api.server.ctx.db;
    const youngId = Number(db.get<{ id: number }>("SELECT id FROM users WHERE email = 'young@example.co.uk'")?.id);
    const win = db.run(
      "INSERT INTO wins (user_id, winner_name, competition_id, ticket_number, kind, prize, prize_type, value, image, claimable, created_at) VALUES (?, 'Yan Y.', ?, 1, 'instant', 'Headphones', 'prize', 5000, '', 1, ?)",
      [youngId, ids['Winning Quiz']?.id ?? 0, new Date().toISOString()],
    ).id;
    const [prize] = (await api.v1('claimable_prizes', { token: TOKEN.young })).body.data;
    expect(prize).toMatchObject({ needs_date_of_birth: true, needs_id: false, cash_alternative: 0 });
    const base = {
      token: TOKEN.young,
      win_id: win,
      full_name: 'Yan Young',
      phone: '07700 900555',
      address_1: '9',
      city: 'York',
      postcode: 'YO1 1AA',
    };
    expect((await api.v1('claim_prize', base)).body.code).toBe('shop_invalid_field');
    const under = await api.v1('claim_prize', { ...base, date_of_birth: '2012-01-01' });
    expect(under.status).toBe(403);
    expect(under.body.code).toBe('shop_under_age');
    expect((await api.v1('claim_prize', { ...base, choice: 'cash', date_of_birth: '1999-01-01' })).body.code).toBe(
      'shop_no_cash_alternative',
    );
    expect((await api.v1('claim_prize', { ...base, date_of_birth: '1999-01-01' })).status).toBe(200);
  });
});

describe('winners', () => {
  it('lead with the largest prizes when asked, and filter by kind', async () => {
    const largest = (await api.v1('winners', { page: 1, limit: 50, sort: 'largest' })).body.data as { value: number }[];
    expect(largest.map((w) => w.value)).toEqual([...largest.map((w) => w.value)].sort((a, b) => b - a));
    const instant = (await api.v1('winners', { page: 1, limit: 50, kind: 'instant' })).body.data as { kind: string }[];
    expect(instant.length).toBeGreaterThan(0);
    expect(new Set(instant.map((w) => w.kind))).toEqual(new Set(['instant']));
  });
});

describe('the skill question', () => {
  it('allows three wrong answers a day per shopper, then names the free postal route', async () => {
    const s = cartSession(api);
    await s.init();
    const add = (answer: string) =>
      s.store('cart/add-item', { id: ids['Winning Quiz']?.product, quantity: 1, token: TOKEN.lose, answer });
    expect((await add('3')).body.data).toMatchObject({ tries_left: 2 });
    expect((await add('5')).body.data).toMatchObject({ tries_left: 1 });
    expect((await add('6')).body.data).toMatchObject({ tries_left: 0 });
    const done = await add('4');
    expect(done.status).toBe(429);
    expect(done.body.message).toMatch(/free postal route/);
    // Another account is not held back; the next UK day starts afresh.
    const other = cartSession(api);
    await other.init();
    expect(
      (
        await other.store('cart/add-item', {
          id: ids['Winning Quiz']?.product,
          quantity: 1,
          token: TOKEN.win,
          answer: '4',
        })
      ).status,
    ).toBe(201);
    clock.advance(24 * 3_600_000);
    expect((await add('4')).status).toBe(201);
  });
});

describe('the terms', () => {
  it('name the operator from the site settings', async () => {
    const tabs = (await api.v1('legal_terms')).body.data as { html: string }[];
    expect(tabs[0]?.html).toContain(
      'The Promoter is Prize Draw UK Ltd, a company registered in England and Wales with company number 09876543',
    );
    expect((await api.v1('getsettings')).body.data.operator).toEqual({
      name: 'Prize Draw UK Ltd',
      company_number: '09876543',
      registered_address: '1 Example Street, Leeds LS1 4AP',
    });
  });
});
