// Site credit and points at checkout (checkout/tender.ts) and the basket that follows the person
// (cart/claim.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Api, cartSession, startTestProvider } from './helpers';

let api: Api;
const products: Record<string, number> = {};
const BILLING = { first_name: 'Tia', last_name: 'Tender', address_1: '1 Way', city: 'Leeds', postcode: 'LS1 1AA' };
const user = (name: string, extra: Record<string, unknown>) => ({
  email: `${name}@example.co.uk`,
  first_name: name,
  last_name: 'Tender',
  token: `${name}-token-0000000000`,
  ...extra,
});
const tokenOf = (name: string) => `${name}-token-0000000000`;

beforeAll(async () => {
  api = await startTestProvider();
  const r = await api.local('seed', {
    settings: { site: { points_per_pound: 100 } },
    users: [
      user('creditor', { site_credit: 5 }),
      user('pointer', { points: 300 }),
      user('mixer', { site_credit: 2, points: 150 }),
      user('claimer', {}),
      user('refunder', { site_credit: 2, points: 150 }),
    ],
    competitions: [
      {
        ref: 'pound',
        title: 'Pound Draw',
        category: 'cash',
        price: 1,
        total_tickets: 5000,
        max_per_user: 500,
        closes_in_hours: 48,
      },
      {
        ref: 'five',
        title: 'Five Max',
        category: 'cash',
        price: 1,
        total_tickets: 5000,
        max_per_user: 5,
        closes_in_hours: 48,
      },
    ],
    coupons: [{ code: 'CLAIMERS', kind: 'fixed', amount: 1, user: 'claimer@example.co.uk' }],
  });
  expect(r.success, JSON.stringify(r)).toBe(true);
  const list = (await api.v1('competition', { page: 1, category: 'cash', limit: 50 })).body.data;
  for (const c of list) products[c.title] = c.competition_product_id;
});
afterAll(() => api.close());

async function basket(who: string, quantity: number, title = 'Pound Draw') {
  const s = cartSession(api);
  await s.init();
  const add = await s.store('cart/add-item', { id: products[title], quantity, token: tokenOf(who) });
  expect(add.status).toBe(201);
  return s;
}
const balances = (who: string) =>
  api.server.ctx.db.get<{ site_credit: number; points: number }>(
    'SELECT site_credit, points FROM users WHERE email = ?',
    [`${who}@example.co.uk`],
  );
const orders = () => Number(api.server.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders')?.n);

it('20 racing credit-only checkouts of £1 against £5 of credit: five orders, the credit at £0, never below', async () => {
  const sessions = await Promise.all(Array.from({ length: 20 }, () => basket('creditor', 1)));
  const before = orders();
  const results = await Promise.all(
    sessions.map((s) =>
      s.store('checkout', {
        token: tokenOf('creditor'),
        billing_address: BILLING,
        payment_method: 'site_credit',
        use_credit: true,
      }),
    ),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(5);
  for (const r of results.filter((r) => r.status !== 200)) expect([402, 409]).toContain(r.status);
  expect(orders() - before).toBe(5);
  expect(balances('creditor')?.site_credit).toBe(0);
}, 60_000);

it('20 racing checkouts redeeming 100 points each against 300: three orders, never below zero', async () => {
  const sessions = await Promise.all(Array.from({ length: 20 }, () => basket('pointer', 1)));
  const results = await Promise.all(
    sessions.map((s) =>
      s.store('checkout', {
        token: tokenOf('pointer'),
        billing_address: BILLING,
        payment_method: 'site_credit',
        redeem_points: 100,
      }),
    ),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(3);
  expect(balances('pointer')?.points).toBe(3); // 300 − 3 × 100, plus 1 earned on each £1 order
  const log = api.server.ctx.db.all<{ points: number }>(
    "SELECT l.points FROM points_log l JOIN users u ON u.id = l.user_id WHERE u.email = 'pointer@example.co.uk' AND type = 'order-redeem'",
  );
  expect(log.map((l) => l.points)).toEqual([-100, -100, -100]);
}, 60_000);

it('works out credit, points and the amount to pay itself, and the card pays only the rest', async () => {
  const s = await basket('mixer', 5);
  const quote = await s.store('checkout/tender', { token: tokenOf('mixer'), use_credit: true, redeem_points: 150 });
  expect(quote.status).toBe(200);
  expect(quote.body).toMatchObject({
    total: 5,
    credit_used: 2,
    points_used: 150,
    points_value: 1.5,
    amount_to_pay: 1.5,
  });
  expect(quote.body.points_per_pound).toBe(100);
  expect((await api.v1('points', { token: tokenOf('mixer') })).body.points_per_pound).toBe(100);
  const paid = await s.payCard({
    token: tokenOf('mixer'),
    billing_address: BILLING,
    use_credit: true,
    redeem_points: 150,
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  expect(balances('mixer')).toEqual({ site_credit: 0, points: 5 }); // 150 spent, 5 earned on the £5 order
  // The payment service charged only what credit and points left: £1.50.
  expect(api.server.payments.gateway.charges.at(-1)?.amount).toBe(150);
});

it('a declined card on a part-credit order gives back the credit and points it took, and places no order', async () => {
  const s = await basket('refunder', 5);
  const before = { orders: orders(), ...balances('refunder') };
  const declined = await s.payCard(
    { token: tokenOf('refunder'), billing_address: BILLING, use_credit: true, redeem_points: 150 },
    '4000 0000 0000 0002',
  );
  expect(declined.status).toBe(402);
  expect({ orders: orders(), ...balances('refunder') }).toEqual(before);
});

it('refuses an amount sent by the client and changes nothing', async () => {
  const s = await basket('mixer', 2);
  const before = { orders: orders(), ...balances('mixer') };
  const sent = await s.store('checkout', {
    token: tokenOf('mixer'),
    billing_address: BILLING,
    payment_method: 'site_credit',
    amount_to_pay: 0,
  });
  expect(sent.status).toBe(400);
  expect(sent.body.code).toBe('shop_client_amount');
  const quote = await s.store('checkout/tender', { token: tokenOf('mixer'), credit_amount: 2 });
  expect(quote.status).toBe(400);
  expect({ orders: orders(), ...balances('mixer') }).toEqual(before);
  const short = await s.store('checkout/tender', { token: tokenOf('mixer'), redeem_points: 1000 });
  expect(short.status).toBe(400);
  expect(short.body.message).toBe('You have 5 points; you cannot redeem 1000.');
});

it('signing in merges the visitor basket with the saved one, cut to the per-person maximum, and own coupons apply', async () => {
  // A saved basket: 2 of "Five Max" left on another device; 2 already bought.
  await basket('claimer', 2, 'Five Max');
  const bought = await basket('claimer', 2, 'Five Max');
  expect((await bought.payCard({ token: tokenOf('claimer'), billing_address: BILLING })).status).toBe(200);
  const visitor = cartSession(api);
  await visitor.init();
  expect((await visitor.store('cart/add-item', { id: products['Five Max'], quantity: 2 })).status).toBe(201);
  expect((await visitor.store('cart/add-item', { id: products['Pound Draw'], quantity: 1 })).status).toBe(201);
  expect((await visitor.store('cart/apply-coupon', { code: 'CLAIMERS' })).status).toBe(400);
  const claimed = await visitor.store('cart/claim', { token: tokenOf('claimer') });
  expect(claimed.status).toBe(200);
  const qty = Object.fromEntries(claimed.body.items.map((i: any) => [i.competition.title, i.quantity]));
  expect(qty).toEqual({ 'Five Max': 3, 'Pound Draw': 1 });
  expect(claimed.body.limited).toEqual([
    expect.objectContaining({ title: 'Five Max', requested: 4, kept: 3, available: 3, limit: 'allowance' }),
  ]);
  expect((await visitor.store('cart/apply-coupon', { code: 'CLAIMERS' })).status).toBe(200);
  // Claiming again merges nothing twice.
  const again = await visitor.store('cart/claim', { token: tokenOf('claimer') });
  expect(again.body.items_count).toBe(4);
  expect(again.body.limited).toEqual([]);
});
