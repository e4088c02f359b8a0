// The payment boundary (api/README.md "Payments"): the card is tokenized by the payment service,
// one checkout attempt is one order and one charge however often it is sent, an order is paid
// only on a confirmed payment, and an abandoned 3-D Secure challenge gives its tickets back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MINUTES } from '../src/payments/contract';
import { type Api, attemptKey, cartSession, seedBuyers, startTestProvider, testClock, writeCount } from './helpers';

const clock = testClock();
let api: Api;
let productId = 0;
let compId = 0;
let heldProductId = 0;
let heldCompId = 0;
const BILLING = { first_name: 'Pay', last_name: 'Tester', address_1: '1', city: 'Leeds', postcode: 'LS1 1AA' };
const token = (i: number) => `payment-buyer-token-${i}`;
const CHALLENGE = '4000 0027 6000 3184';
const MINUTE = 60_000;

beforeAll(async () => {
  api = await startTestProvider({ now: clock.now });
  const users = seedBuyers(8, 'Payer', 'Tester', token);
  const r = await api.local('seed', {
    users,
    competitions: [
      {
        ref: 'pay',
        title: 'Payment Draw',
        category: 'cash',
        price: 2,
        total_tickets: 100,
        max_per_user: 50,
        closes_in_hours: 48,
      },
      {
        ref: 'held',
        title: 'Held Draw',
        category: 'cash',
        price: 1,
        total_tickets: 10,
        max_per_user: 10,
        closes_in_hours: 48,
      },
    ],
  });
  expect(r.success, JSON.stringify(r)).toBe(true);
  const comp = (await api.v1('competition', { page: 1, category: 'cash', limit: 50 })).body.data.find(
    (c: { title: string }) => c.title === 'Payment Draw',
  );
  productId = comp.competition_product_id;
  compId = comp.id;
  const held = (await api.v1('competition', { page: 1, category: 'cash', limit: 50 })).body.data.find(
    (c: { title: string }) => c.title === 'Held Draw',
  );
  heldProductId = held.competition_product_id;
  heldCompId = held.id;
});
afterAll(() => api.close());

async function basket(i: number, quantity = 2) {
  const s = cartSession(api);
  await s.init();
  expect((await s.store('cart/add-item', { id: productId, quantity, token: token(i) })).status).toBe(201);
  return s;
}
const db = () => api.server.ctx.db;
const ordersOf = (i: number) =>
  db().all<{ id: number; status: string }>(
    'SELECT o.id, o.status FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = ?',
    [`payer${i}@example.co.uk`],
  );
const sold = () =>
  Number(db().get<{ n: number }>('SELECT COUNT(*) AS n FROM tickets WHERE competition_id = ?', [compId])?.n);
/** Tickets reserved by card orders waiting for their payment (a count; no numbers exist for them). */
const reserved = () =>
  Number(
    db().get<{ n: number }>(
      "SELECT COALESCE(SUM(l.quantity), 0) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.status = 'pending' AND l.competition_id = ?",
      [compId],
    )?.n,
  );
const charges = () => api.server.payments.gateway.charges.length;
const gateway = (path: string, body?: unknown) =>
  api.pay(`${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** The one-time code the challenge page shows (the local service shows it instead of texting it). */
async function challengeCode(url: string): Promise<string> {
  const html = await (await api.server.payments.fetch(url)).text();
  return /id="sent">(\d{6})</.exec(html)?.[1] ?? '';
}

describe('the payment service', () => {
  it('tokenizes only well-formed test cards, with the field that is wrong', async () => {
    const bad = await gateway('/tokenize', { number: '4242 4242 4242 4241', expiry: '13/40', cvc: '1' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({
      number: 'This card number is not valid; please check it.',
      expiry: 'Expiry month must be 01 to 12.',
      cvc: 'Security code must be 3 digits.',
    });
    const ok = await gateway('/tokenize', { number: '4242424242424242', expiry: '12/40', cvc: '123' });
    expect(await ok.json()).toEqual({ token: expect.stringMatching(/^tok_/), last4: '4242', brand: 'visa' });
  });
  it('lets only the storefront frame its pages, and only the shop confirm payments', async () => {
    const page = await gateway('/fields');
    expect(page.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${new URL(api.server.ctx.storefrontUrl).origin}`,
    );
    expect(await page.text()).toContain('<label for="number">Card number</label>');
    expect((await gateway('/v1/payment_intents', { token: 'tok_x', amount: 100 })).status).toBe(401);
  });
});

describe('card checkout', () => {
  it('needs an idempotency key and a token, never a card number', async () => {
    const s = await basket(0);
    const noKey = await s.store('checkout', {
      token: token(0),
      billing_address: BILLING,
      payment_method: 'local_test_card',
      payment_data: [{ key: 'payment_token', value: 'tok_x' }],
    });
    expect(noKey.body.code).toBe('shop_idempotency_key');
    const card = await s.store(
      'checkout',
      {
        token: token(0),
        billing_address: BILLING,
        payment_method: 'local_test_card',
        payment_data: [{ key: 'card_number', value: '4242424242424242' }],
      },
      undefined,
      { 'Idempotency-Key': attemptKey() },
    );
    expect(card.status).toBe(400);
    expect(card.body.message).toMatch(/payment_token is required/);
    expect(ordersOf(0)).toEqual([]);
  });
  it('a frictionless card pays at once; no table holds the card number', async () => {
    const s = await basket(1);
    const r = await s.payCard({ token: token(1), billing_address: BILLING });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'processing', payment_result: { payment_status: 'success' } });
    expect(ordersOf(1)).toEqual([{ id: r.body.order_id, status: 'processing' }]);
    const confirmation = await api.v1('order_confirmation', {
      token: token(1),
      order_id: r.body.order_id,
      order_key: r.body.order_key,
    });
    expect(confirmation.body.data).toMatchObject({
      status: 'processing',
      receipt_email: 'payer1@example.co.uk',
      lines: [{ title: 'Payment Draw', draw_at: expect.any(String) }],
    });
    const tables = db().all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'");
    for (const { name } of tables)
      expect(JSON.stringify(db().all(`SELECT * FROM ${name}`))).not.toContain('4242424242424242');
  });
  it('declined and insufficient funds leave no order, no ticket and no charge', async () => {
    const before = { sold: sold(), charges: charges() };
    const s = await basket(2);
    const declined = await s.payCard({ token: token(2), billing_address: BILLING }, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body.message).toMatch(/declined/);
    const poor = await s.payCard({ token: token(2), billing_address: BILLING }, '4000 0000 0000 9995');
    expect(poor.body.message).toBe('Your card has insufficient funds. No payment was taken; please try another card.');
    expect({ sold: sold(), charges: charges() }).toEqual(before);
    expect(ordersOf(2)).toEqual([]);
    expect((await s.store('cart')).body.items_count).toBe(2);
  });
  it('20 parallel sends of one attempt make one order and one charge', async () => {
    const s = await basket(3, 3);
    const before = { sold: sold(), charges: charges() };
    const key = attemptKey();
    const body = { token: token(3), billing_address: BILLING };
    const responses = await Promise.all(Array.from({ length: 20 }, () => s.payCard(body, undefined, key)));
    expect(responses.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((a) => a.body.order_id)).size).toBe(1);
    expect(ordersOf(3)).toHaveLength(1);
    expect({ sold: sold() - before.sold, charges: charges() - before.charges }).toEqual({ sold: 3, charges: 1 });
    // A retry long after (a reload) still returns the same order.
    const later = await s.payCard(body, undefined, key);
    expect(later.body.order_id).toBe(responses[0]?.body.order_id);
    expect(charges() - before.charges).toBe(1);
  });
  it('a 3-D Secure challenge reserves the order unpaid, with no ticket numbers; the right code pays it once', async () => {
    const s = await basket(4);
    const key = attemptKey();
    const body = { token: token(4), billing_address: BILLING };
    const first = await s.payCard(body, CHALLENGE, key);
    expect(first.body).toMatchObject({ status: 'pending', payment_result: { payment_status: 'pending' } });
    expect(first.body.lines).toBeUndefined();
    expect(ordersOf(4)).toEqual([{ id: first.body.order_id, status: 'pending' }]);
    expect(db().get('SELECT COUNT(*) AS n FROM tickets WHERE order_id = ?', [first.body.order_id])).toEqual({ n: 0 });
    expect((await api.v1('points', { token: token(4) })).body.points).toBe(0);
    // A reload during the challenge sends the attempt again: the same held order, the same challenge.
    const again = await s.payCard(body, CHALLENGE, key);
    expect(again.body.payment_result.redirect_url).toBe(first.body.payment_result.redirect_url);
    const url = first.body.payment_result.redirect_url as string;
    const id = url.split('/').pop();
    // The bank said yes: authorized, not yet taken; the shop takes it once the order is decided.
    expect((await (await gateway(`/challenge/${id}`, { code: await challengeCode(url) })).json()).status).toBe(
      'requires_capture',
    );
    // The storefront carries the order's attempt on by its id (Store API checkout/<order_id>): not
    // the checkout again. Five at once (a double click, a second tab) still pay once.
    const charged = charges();
    const resume = { token: token(4), key: first.body.order_key };
    const paid = await Promise.all(Array.from({ length: 5 }, () => s.store(`checkout/${first.body.order_id}`, resume)));
    expect(new Set(paid.map((p) => `${p.status} ${p.body.status} ${p.body.order_id}`))).toEqual(
      new Set([`200 processing ${first.body.order_id}`]),
    );
    expect(ordersOf(4)).toEqual([{ id: first.body.order_id, status: 'processing' }]);
    expect(paid[0]?.body.lines[0].tickets).toHaveLength(2);
    expect(charges() - charged).toBe(1);
    expect((await api.v1('points', { token: token(4) })).body.points).toBe(4);
    expect((await api.local('mailbox?to=payer4@example.co.uk')).data[0].subject).toMatch(/is confirmed/);
    // Later resumes and a resend of the checkout return the paid order; nothing more is charged.
    expect((await s.store(`checkout/${first.body.order_id}`, resume)).body.status).toBe('processing');
    expect((await s.payCard(body, CHALLENGE, key)).body.order_id).toBe(first.body.order_id);
    expect(charges() - charged).toBe(1);
  });
  it("only the order's own account, with the order's key, carries its attempt on", async () => {
    const s = await basket(1);
    const first = await s.payCard({ token: token(1), billing_address: BILLING }, CHALLENGE);
    const order = first.body.order_id as number;
    const rows = writeCount(api);
    const refused = [
      await s.store(`checkout/${order}`, { token: token(2), key: first.body.order_key }),
      await s.store(`checkout/${order}`, { token: token(1), key: 'wc_order_not_it' }),
      await s.store(`checkout/${order + 1000}`, { token: token(1), key: first.body.order_key }),
    ];
    for (const r of refused)
      expect([r.status, r.body.code, r.body.message]).toEqual([
        404,
        'woocommerce_rest_invalid_order',
        'Invalid order ID or key provided.',
      ]);
    expect((await s.store(`checkout/${order}`, { token: 'stale-token-of-no-one' })).status).toBe(400);
    expect((await s.store(`checkout/${order}`, { token: 'stale-token-of-no-one', key: 'k' })).status).toBe(401);
    expect(writeCount(api)).toBe(rows);
    // Still waiting for the bank: the owner's resume returns the same challenge.
    const again = await s.store(`checkout/${order}`, { token: token(1), key: first.body.order_key });
    expect(again.body).toMatchObject({ status: 'pending', order_id: order });
    expect(again.body.payment_result.redirect_url).toBe(first.body.payment_result.redirect_url);
    // The shopper cancels the bank check: the resume ends the reservation, nothing is charged.
    await gateway(`/challenge/${String(again.body.payment_result.redirect_url).split('/').pop()}`, { code: null });
    const cancelled = await s.store(`checkout/${order}`, { token: token(1), key: first.body.order_key });
    expect(cancelled.status).toBe(402);
    expect(ordersOf(1).filter((o) => o.id === order)).toEqual([]);
  });
  it('a wrong code fails the payment: the order and its reservation go, the basket stays', async () => {
    const s = await basket(5);
    const before = { sold: sold(), charges: charges(), reserved: reserved() };
    const key = attemptKey();
    const body = { token: token(5), billing_address: BILLING };
    const first = await s.payCard(body, CHALLENGE, key);
    expect(sold() - before.sold).toBe(0);
    expect(reserved() - before.reserved).toBe(2);
    const id = (first.body.payment_result.redirect_url as string).split('/').pop();
    expect((await (await gateway(`/challenge/${id}`, { code: '000000' })).json()).status).toBe('failed');
    const r = await s.store(`checkout/${first.body.order_id}`, { token: token(5), key: first.body.order_key });
    expect(r.status).toBe(402);
    expect(r.body.message).toMatch(/could not verify/);
    expect({ sold: sold(), charges: charges(), reserved: reserved() }).toEqual(before);
    expect(ordersOf(5)).toEqual([]);
    expect((await s.store('cart')).body.items_count).toBe(2);
  });
  it(`an abandoned challenge reserves the tickets ${HOLD_MINUTES} minutes, then gives them back unpaid`, async () => {
    const s = await basket(6, 5);
    const before = reserved();
    const key = attemptKey();
    const body = { token: token(6), billing_address: BILLING };
    const first = await s.payCard(body, CHALLENGE, key);
    const url = first.body.payment_result.redirect_url as string;
    clock.advance((HOLD_MINUTES - 1) * MINUTE);
    expect((await basket(7, 1)).token).toBeTruthy(); // another shopper's visit: nothing released yet
    expect((await s.payCard(body, CHALLENGE, key)).body.status).toBe('pending');
    expect(reserved() - before).toBe(5);
    clock.advance(2 * MINUTE);
    const late = await s.payCard(body, CHALLENGE, key);
    expect(late.status).toBe(402);
    expect(late.body.message).toMatch(new RegExp(`within ${HOLD_MINUTES} minutes`));
    expect(reserved()).toBe(before);
    expect(ordersOf(6)).toEqual([]);
    // The bank check closed with the hold: it can no longer charge.
    const id = url.split('/').pop();
    expect((await (await gateway(`/challenge/${id}`, { code: await challengeCode(url) })).json()).status).toBe(
      'canceled',
    );
    expect((await s.store('cart')).body.items_count).toBe(5);
  });
  it('tickets held for a bank check are not entries in a draw', async () => {
    const s = cartSession(api);
    await s.init();
    await s.store('cart/add-item', { id: heldProductId, quantity: 3, token: token(7) });
    const first = await s.payCard({ token: token(7), billing_address: BILLING }, CHALLENGE);
    expect(first.body.status).toBe('pending');
    const drawn = await api.local('draw', { competition_id: heldCompId });
    expect(drawn.data).toEqual([{ competition_id: heldCompId, winning_ticket: null, winner_name: null }]);
  });
});
