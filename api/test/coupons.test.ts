// Coupon rules (README "Coupons"): uses counted in the checkout transaction, expiry, minimum spend,
// personal coupons, and one message for every coupon that cannot be used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON_REFUSED } from '../src/cart/coupons';
import { HOUR } from '../src/util';
import { type Api, cartSession, seedBuyers, startTestProvider, testClock } from './helpers';

const clock = testClock();
let api: Api;
let productId = 0;
const BUYERS = 20;
const BILLING = { first_name: 'Coupon', last_name: 'Buyer', address_1: '1', city: 'Leeds', postcode: 'LS1 1AA' };
const token = (i: number) => `coupon-buyer-token-${i}`;

beforeAll(async () => {
  // Many apply-coupon calls from one address: this file checks the coupon rules, test/limits.test.ts the limits.
  api = await startTestProvider({ now: clock.now, rateLimits: false });
  const users = seedBuyers(BUYERS, 'Coupon', 'Buyer', token);
  const r = await api.local('seed', {
    users,
    competitions: [
      {
        ref: 'cpn',
        title: 'Coupon Cash',
        category: 'cash',
        price: 1,
        total_tickets: 5000,
        max_per_user: 100,
        closes_in_hours: 48,
      },
    ],
    coupons: [
      { code: 'ONCEONLY', kind: 'fixed', amount: 1, usage_limit: 1 },
      { code: 'MINE1', kind: 'fixed', amount: 1, user: 'coupon1@example.co.uk' },
      { code: 'SOON', kind: 'fixed', amount: 1, expires_at: new Date(clock.now() + HOUR).toISOString() },
      { code: 'SPEND10', kind: 'percent', amount: 10, minimum_amount: 10 },
    ],
  });
  expect(r.success, JSON.stringify(r)).toBe(true);
  const comp = (await api.v1('competition', { page: 1, category: 'cash', limit: 50 })).body.data.find(
    (c: { title: string }) => c.title === 'Coupon Cash',
  );
  productId = comp.competition_product_id;
});
afterAll(() => api.close());

async function basket(i: number, quantity = 2) {
  const s = cartSession(api);
  await s.init();
  expect((await s.store('cart/add-item', { id: productId, quantity, token: token(i) })).status).toBe(201);
  return s;
}

const orderCount = () => Number(api.server.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders')?.n);

describe('coupons', () => {
  it('20 racing checkouts with one single-use coupon: exactly one discounted order; the rest 409, no order, cart kept', async () => {
    const sessions = await Promise.all(Array.from({ length: BUYERS }, (_, i) => basket(i)));
    for (const [i, s] of sessions.entries())
      expect((await s.store('cart/apply-coupon', { code: 'ONCEONLY', token: token(i) })).status).toBe(200);
    const before = orderCount();
    const results = await Promise.all(sessions.map((s, i) => s.payCard({ token: token(i), billing_address: BILLING })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.body.total).toBe('100');
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ code: 'woocommerce_rest_cart_coupon_error', message: COUPON_REFUSED });
      expect(r.body.data.cart.items_count, 'cart kept').toBe(2);
    }
    expect(orderCount() - before).toBe(1);
  });

  it('a personal coupon used once cannot pay a second order; another user cannot tell it exists', async () => {
    const first = await basket(1);
    expect((await first.store('cart/apply-coupon', { code: 'mine1', token: token(1) })).status).toBe(200);
    expect((await first.payCard({ token: token(1), billing_address: BILLING })).status).toBe(200);
    const second = await basket(1);
    const again = await second.store('cart/apply-coupon', { code: 'MINE1', token: token(1) });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'woocommerce_rest_cart_coupon_error', message: COUPON_REFUSED });
    expect((await api.v1('get_coupons', { token: token(1) })).body.data).toEqual([]);
    const stranger = await basket(2);
    const notYours = await stranger.store('cart/apply-coupon', { code: 'MINE1', token: token(2) });
    const unknown = await stranger.store('cart/apply-coupon', { code: 'NO-SUCH-COUPON', token: token(2) });
    expect(notYours.status).toBe(400);
    expect({ ...notYours.body, data: null }).toEqual({ ...unknown.body, data: null });
  });

  it('a coupon applied before it expired is refused at checkout after, with the cart kept', async () => {
    const s = await basket(3);
    expect((await s.store('cart/apply-coupon', { code: 'SOON', token: token(3) })).status).toBe(200);
    clock.advance(HOUR + 1000);
    const r = await s.payCard({ token: token(3), billing_address: BILLING });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(COUPON_REFUSED);
    expect((await s.store('cart')).body.items_count).toBe(2);
    expect((await s.store('cart/apply-coupon', { code: 'SOON', token: token(3) })).body.message).toBe(COUPON_REFUSED);
  });

  it('minimum spend is on the cart subtotal', async () => {
    const small = await basket(4, 9);
    const refused = await small.store('cart/apply-coupon', { code: 'SPEND10', token: token(4) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(COUPON_REFUSED);
    const big = await basket(5, 10);
    const ok = await big.store('cart/apply-coupon', { code: 'SPEND10', token: token(5) });
    expect(ok.status).toBe(200);
    expect(ok.body.totals.total_discount).toBe('100');
  });
});
