// A ticket exists only when it is paid (api/README.md "Fairness"): each test replays one way a
// dishonest shopper bent the rules with an unpaid 3-D Secure order, and checks it no longer can.

import { verifyDraw } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentUnavailable } from '../src/payments/adapter';
import { HOLD_MINUTES, UNPAID_CHECKS_PER_HOUR } from '../src/payments/contract';
import { type Api, attemptKey, cartSession, seedBuyers, startTestProvider, testClock } from './helpers';

const clock = testClock();
let api: Api;
const ids: Record<string, { id: number; product: number }> = {};
const BILLING = { first_name: 'Fair', last_name: 'Play', address_1: '1', city: 'York', postcode: 'YO1 1AA' };
const CHALLENGE = '4000 0027 6000 3184';
const MINUTE = 60_000;
const token = (i: number) => `fairness-buyer-token-${i}`;

beforeAll(async () => {
  api = await startTestProvider({ now: clock.now });
  const users = [
    ...seedBuyers(24, 'Fair', 'Buyer', token),
    {
      email: 'limited@example.co.uk',
      first_name: 'Lim',
      last_name: 'Ited',
      token: 'fairness-limited-token',
      responsible: { limit_duration: 'daily', limit_value: 5 },
    },
  ];
  const comp = (ref: string, extra: Record<string, unknown>) => ({
    ref,
    title: `Fairness ${ref}`,
    category: 'cash',
    price: 1,
    total_tickets: 100,
    max_per_user: 100,
    closes_in_hours: 48,
    ...extra,
  });
  const r = await api.local('seed', {
    users,
    competitions: [
      comp('instant', {
        instant_wins: [
          { title: '£5 Site Credit', type: 'site_credit', value: 5, tickets: [7, 19, 33, 48, 52, 64, 71, 85, 90, 99] },
        ],
      }),
      comp('reward', { reward_wins: [{ title: 'Half-way Bonus', threshold_percent: 50, value: 50 }] }),
      comp('block', { pre_sold: 1, max_per_user: 50 }),
      comp('late', { closes_in_hours: 1 }),
      comp('limits', { price: 1.98 }),
      comp('keys', {}),
      comp('attempts', { max_per_user: 50 }),
    ],
  });
  expect(r.success, JSON.stringify(r)).toBe(true);
  const all = (await api.v1('competition', { page: 1, category: 'cash', limit: 50 })).body.data as {
    id: number;
    title: string;
    competition_product_id: number;
  }[];
  for (const c of all) ids[c.title.replace('Fairness ', '')] = { id: c.id, product: c.competition_product_id };
});
afterAll(() => api.close());

const db = () => api.server.ctx.db;
const gateway = () => api.server.payments.gateway;
const paidTickets = (comp: string) =>
  db()
    .all<{ n: number }>('SELECT ticket_number AS n FROM tickets WHERE competition_id = ?', [ids[comp]?.id ?? 0])
    .map((r) => Number(r.n));

async function basket(buyer: number | string, comp: string, quantity: number) {
  const s = cartSession(api);
  await s.init();
  const t = typeof buyer === 'number' ? token(buyer) : buyer;
  const add = await s.store('cart/add-item', { id: ids[comp]?.product, quantity, token: t });
  expect(add.status, JSON.stringify(add.body)).toBe(201);
  return { s, body: { token: t, billing_address: BILLING } };
}

const challengeId = (response: { body: { payment_result: { redirect_url: string } } }) =>
  response.body.payment_result.redirect_url.split('/').pop() ?? '';
/** The shopper passes the bank check (right code) or fails it (wrong code), as the challenge page does. */
async function bankCheck(id: string, pass: boolean) {
  const html = await (await api.pay(`/challenge/${id}`)).text();
  const code = pass ? (/id="sent">(\d{6})</.exec(html)?.[1] ?? '') : '000000';
  const r = await api.pay(`/challenge/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  return ((await r.json()) as { status: string }).status;
}

describe('capacity, not numbers, while unpaid', () => {
  it('a reserved order shows no ticket number anywhere, and abandoning reveals nothing', async () => {
    const { s, body } = await basket(0, 'instant', 5);
    const seen = new Set<number>();
    // Three tries (the most an hour allows: UNPAID_CHECKS_PER_HOUR).
    for (let i = 0; i < 3; i++) {
      const key = attemptKey();
      const held = await s.payCard(body, CHALLENGE, key);
      expect(held.body.status).toBe('pending');
      expect(JSON.stringify(held.body)).not.toMatch(/"tickets"/);
      const detail = await api.v1('order_detail', { token: token(0), id: held.body.order_id });
      expect(detail.status).toBe(404);
      const list = await api.v1('orders', { token: token(0), page: 1, limit: 10 });
      expect(list.body.data).toEqual([]);
      const entries = await api.v1('get_purchased_competition', { token: token(0) });
      expect(entries.body.data).toEqual([]);
      for (const n of paidTickets('instant')) seen.add(n);
      // The shopper walks away from the bank check; the next try is a new attempt.
      expect(await bankCheck(challengeId(held), false)).toBe('failed');
      expect((await s.payCard(body, CHALLENGE, key)).status).toBe(402);
    }
    expect(seen.size).toBe(0);
    expect(api.server.ctx.realtime.read('/instant-wins')).toBeNull();
    expect((await api.local('mailbox?to=fair0@example.co.uk')).data).toEqual([]);
  });

  it('numbers and instant wins are decided when the payment is, at random from the free pool', async () => {
    const { s, body } = await basket(1, 'instant', 50);
    const key = attemptKey();
    const held = await s.payCard(body, CHALLENGE, key);
    expect(await bankCheck(challengeId(held), true)).toBe('requires_capture');
    // The bank said yes, but nothing is decided until the shop records it.
    expect(paidTickets('instant')).toEqual([]);
    const done = await s.payCard(body, CHALLENGE, key);
    expect(done.body.status).toBe('processing');
    const numbers = done.body.lines[0].tickets as number[];
    expect(numbers).toHaveLength(50);
    expect(paidTickets('instant').sort((a, b) => a - b)).toEqual([...numbers].sort((a, b) => a - b));
    const won = (done.body.instant_wins as { ticket_number: number }[])
      .map((w) => w.ticket_number)
      .sort((a, b) => a - b);
    expect(won).toEqual(numbers.filter((n) => [7, 19, 33, 48, 52, 64, 71, 85, 90, 99].includes(n)));
  });
});

describe('draws and rewards count paid entries only', () => {
  it('held tickets neither cross a reward threshold nor win it, and a non-payer cannot claim', async () => {
    for (const buyer of [2, 3, 4, 5]) {
      const { s, body } = await basket(buyer, 'reward', 12);
      expect((await s.payCard(body, CHALLENGE)).body.status).toBe('pending');
    }
    const { s, body } = await basket(6, 'reward', 2);
    expect((await s.payCard(body)).body.status).toBe('processing');
    // 48 reserved + 2 paid: half the tickets, but only 2 % are entries.
    const rewardWins = () =>
      db().all<{ user_id: number; ticket_number: number }>(
        "SELECT user_id, ticket_number FROM wins WHERE kind = 'reward' AND competition_id = ?",
        [ids.reward?.id ?? 0],
      );
    expect(rewardWins()).toEqual([]);
    const big = await basket(7, 'reward', 48);
    expect((await big.s.payCard(big.body)).body.status).toBe('processing');
    const wins = rewardWins();
    expect(wins).toHaveLength(1);
    expect(paidTickets('reward')).toContain(Number(wins[0]?.ticket_number));
    for (const buyer of [2, 3, 4, 5]) {
      const prizes = await api.v1('claimable_prizes', { token: token(buyer) });
      expect(prizes.body.data ?? []).toEqual([]);
    }
  });

  it('a payment confirmed after closing is refused and voided; the published proof verifies', async () => {
    const { s, body } = await basket(8, 'late', 20);
    const key = attemptKey();
    const held = await s.payCard(body, CHALLENGE, key);
    const paid = await basket(9, 'late', 3);
    expect((await paid.s.payCard(paid.body)).body.status).toBe('processing');
    // Closing passes while the bank check is open; the draw runs at closing.
    clock.advance(61 * MINUTE);
    const drawn = await api.local('draw', {});
    expect(drawn.data.map((d: { competition_id: number }) => d.competition_id)).toContain(ids.late?.id);
    const charges = gateway().charges.length;
    expect(await bankCheck(challengeId(held), true)).not.toBe('succeeded');
    const late = await s.payCard(body, CHALLENGE, key);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('shop_competition_closed');
    expect(gateway().charges.length).toBe(charges);
    const proof = (await api.v1('draw_proof', { competition_id: ids.late?.id })).body.data;
    expect(proof.entries).toBe(3);
    expect(proof.tickets).toEqual(paidTickets('late').sort((a, b) => a - b));
    const check = await verifyDraw({
      competitionId: proof.competition_id,
      commitment: proof.commitment,
      seed: proof.seed,
      tickets: proof.tickets,
      winningTicket: proof.winning_ticket,
    });
    expect(check.ok).toBe(true);
  });

  it('a bank check passed before closing but reported after it is refused and voided', async () => {
    const c = await api.local('seed', {
      competitions: [
        {
          ref: 'edge',
          title: 'Fairness edge',
          category: 'tech',
          price: 1,
          total_tickets: 10,
          max_per_user: 10,
          closes_in_hours: 0.1,
        },
      ],
    });
    expect(c.success).toBe(true);
    const edge = (await api.v1('competition', { page: 1, category: 'tech', limit: 50 })).body.data.find(
      (x: { title: string }) => x.title === 'Fairness edge',
    );
    ids.edge = { id: edge.id, product: edge.competition_product_id };
    const { s, body } = await basket(10, 'edge', 2);
    const key = attemptKey();
    const held = await s.payCard(body, CHALLENGE, key);
    // Closing is 6 minutes away: the check passes at 5 minutes, the shop hears of it at 7.
    clock.advance(5 * MINUTE);
    expect(await bankCheck(challengeId(held), true)).toBe('requires_capture');
    clock.advance(2 * MINUTE);
    const voids = gateway().voids.length;
    const late = await s.payCard(body, CHALLENGE, key);
    expect(late.body.code).toBe('shop_competition_closed');
    expect(gateway().voids.length).toBe(voids + 1);
    expect(paidTickets('edge')).toEqual([]);
  });
});

describe('reservations cannot block or bend the rules', () => {
  it('held tickets keep a competition on sale and in the lists; reservations end with their time', async () => {
    const a = await basket(11, 'block', 50);
    const b = await basket(12, 'block', 49);
    expect((await a.s.payCard(a.body, CHALLENGE)).body.status).toBe('pending');
    expect((await b.s.payCard(b.body, CHALLENGE)).body.status).toBe('pending');
    const comp = (await api.v1('getcompetition', { id: ids.block?.id })).body.data;
    expect(comp.status).toBe('live');
    expect(comp.total_ticket_sold).toBe(1);
    const live = (await api.v1('competition', { page: 1, category: 'cash', limit: 50 })).body.data;
    expect(live.map((c: { id: number }) => c.id)).toContain(ids.block?.id);
    // Another shopper can still add tickets; paying waits for the reservations to end.
    const c = await basket(13, 'block', 2);
    const refused = await c.s.payCard(c.body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/being paid for by other shoppers/);
    clock.advance((HOLD_MINUTES + 1) * MINUTE);
    expect((await c.s.payCard(c.body)).body.status).toBe('processing');
  });

  it('a card token the payment service refuses reserves nothing', async () => {
    const { s, body } = await basket(14, 'attempts', 3);
    const r = await s.store(
      'checkout',
      {
        ...body,
        payment_method: 'local_test_card',
        payment_data: [{ key: 'payment_token', value: 'tok_forged' }],
      },
      undefined,
      { 'Idempotency-Key': attemptKey() },
    );
    expect(r.status).toBe(402);
    expect(db().all("SELECT id FROM orders WHERE status = 'pending'")).toEqual([]);
  });

  it('an account has one open attempt: a new one replaces the last and voids its payment', async () => {
    const first = await basket(15, 'attempts', 3);
    const key = attemptKey();
    const held = await first.s.payCard(first.body, CHALLENGE, key);
    const second = await basket(15, 'attempts', 4);
    expect((await second.s.payCard(second.body, CHALLENGE)).body.status).toBe('pending');
    expect(await bankCheck(challengeId(held), true)).toBe('canceled');
    const back = await first.s.payCard(first.body, CHALLENGE, key);
    expect(back.body.code).toBe('shop_payment_replaced');
    const open = db().all(
      "SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = 'fair15@example.co.uk' AND o.status = 'pending'",
    );
    expect(open).toHaveLength(1);
  });

  it(`${UNPAID_CHECKS_PER_HOUR} unpaid bank checks in an hour pause the account's card payments`, async () => {
    const { s, body } = await basket(16, 'attempts', 1);
    for (let i = 0; i < UNPAID_CHECKS_PER_HOUR; i++) {
      const key = attemptKey();
      const held = await s.payCard(body, CHALLENGE, key);
      expect(held.body.status).toBe('pending');
      await bankCheck(challengeId(held), false);
      expect((await s.payCard(body, CHALLENGE, key)).status).toBe(402);
    }
    const paused = await s.payCard(body, CHALLENGE);
    expect(paused.status).toBe(429);
    expect(paused.body.message).toMatch(/card payments are paused/);
    clock.advance(61 * MINUTE);
    expect((await s.payCard(body)).body.status).toBe('processing');
  });

  it('reservations count as spending, and completing re-checks the limit and the break', async () => {
    // The daily limit is £5; each basket costs £3.96.
    const baskets = await Promise.all([0, 1, 2].map(() => basket('fairness-limited-token', 'limits', 2)));
    const keys = baskets.map(() => attemptKey());
    const held = await Promise.all(baskets.map((b, i) => b.s.payCard(b.body, CHALLENGE, keys[i])));
    const pending = held.filter((h) => h.body.status === 'pending');
    for (const h of pending) await bankCheck(challengeId(h), true);
    const ends = await Promise.all(baskets.map((b, i) => b.s.payCard(b.body, CHALLENGE, keys[i])));
    expect(ends.filter((e) => e.body.status === 'processing')).toHaveLength(1);
    const spent = db().get<{ n: number }>(
      "SELECT SUM(total) AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = 'limited@example.co.uk' AND o.status = 'processing'",
    );
    expect(Number(spent?.n)).toBeLessThanOrEqual(500);
    // A payment that completes during a break is refused and voided.
    const more = await basket(17, 'limits', 1);
    const key = attemptKey();
    const h = await more.s.payCard(more.body, CHALLENGE, key);
    await api.v1('responsible_gaming', { token: token(17), lockout_period: '24_hours' });
    expect(await bankCheck(challengeId(h), true)).toBe('requires_capture');
    const charges = gateway().charges.length;
    const onBreak = await more.s.payCard(more.body, CHALLENGE, key);
    expect(onBreak.status).toBe(403);
    expect(onBreak.body.code).toBe('shop_account_locked');
    expect(gateway().charges.length).toBe(charges);
  });

  it('a reservation and its bank check end together, even when the check started late', async () => {
    const { s, body } = await basket(18, 'keys', 2);
    const key = attemptKey();
    const real = api.server.ctx.payments;
    api.server.ctx.payments = {
      ...(real as NonNullable<typeof real>),
      confirm: () => Promise.reject(new PaymentUnavailable('down')),
    };
    const away = await s.payCard(body, CHALLENGE, key);
    api.server.ctx.payments = real;
    expect(away.status).toBe(503);
    clock.advance((HOLD_MINUTES - 1) * MINUTE);
    const held = await s.payCard(body, CHALLENGE, key);
    expect(held.body.status).toBe('pending');
    clock.advance(2 * MINUTE);
    expect(await bankCheck(challengeId(held), true)).toBe('canceled');
  });
});

describe('nothing crosses accounts', () => {
  it('two accounts sending one Idempotency-Key at once each get their own response', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await basket(19, 'keys', 1);
      const b = await basket(20, 'keys', 1);
      const key = attemptKey();
      const [ra, rb] = await Promise.all([a.s.payCard(a.body, undefined, key), b.s.payCard(b.body, undefined, key)]);
      expect(ra.body.customer_id).not.toBe(rb.body.customer_id);
      expect(ra.body.order_id).not.toBe(rb.body.order_id);
    }
  });

  it("another account's Cart-Token does not hand its basket over through add-item", async () => {
    const { s } = await basket(21, 'keys', 1);
    const steal = await s.store('cart/add-item', { id: ids.keys?.product, quantity: 1, token: token(22) });
    expect(steal.status).toBe(403);
    expect(steal.body.code).toBe('shop_cart_not_yours');
    // Still the first account's: signing in with it on this browser keeps the basket.
    const claim = await s.store('cart/claim', { token: token(21) });
    expect(claim.status).toBe(200);
    expect(claim.body.items_count).toBe(1);
  });
});
