import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, cartSession, startTestProvider } from './helpers';

let api: Api;
const IDS: Record<string, { id: number; product: number }> = {};
const BILLING = {
  first_name: 'Cara',
  last_name: 'Tester',
  address_1: '1',
  address_2: 'Test Road',
  city: 'York',
  state: '',
  postcode: 'YO1 1AA',
  country: 'GB',
  email: 'cara@example.co.uk',
  phone: '0700',
};

beforeAll(async () => {
  api = await startTestProvider();
  const seeded = await api.local('seed', {
    users: [
      {
        email: 'cara@example.co.uk',
        password: 'CaraPassword!2026',
        first_name: 'Cara',
        last_name: 'Tester',
        token: 'cara-token-123456',
      },
      { email: 'dan@example.co.uk', first_name: 'Dan', last_name: 'Other', token: 'dan-token-1234567' },
      {
        email: 'rich@example.co.uk',
        first_name: 'Rich',
        last_name: 'Credit',
        token: 'rich-token-123456',
        site_credit: 50,
      },
      {
        email: 'limit@example.co.uk',
        first_name: 'Lim',
        last_name: 'Ited',
        token: 'limit-token-12345',
        responsible: { limit_duration: 'daily', limit_value: 2 },
      },
      {
        email: 'break@example.co.uk',
        first_name: 'Bre',
        last_name: 'Ak',
        token: 'break-token-12345',
        responsible: { lockout_hours: 48 },
      },
    ],
    competitions: [
      {
        ref: 'small',
        title: 'Small Test Draw',
        category: 'tech',
        price: 1.5,
        total_tickets: 10,
        max_per_user: 3,
        closes_in_hours: 24,
      },
      {
        ref: 'sold',
        title: 'Sold Test Draw',
        category: 'tech',
        price: 1,
        total_tickets: 5,
        max_per_user: 5,
        closes_in_hours: 24,
        pre_sold: 5,
      },
      {
        ref: 'quiz',
        title: 'Quiz Test Draw',
        category: 'cars',
        price: 2,
        total_tickets: 100,
        max_per_user: 10,
        closes_in_hours: 24,
        question: '2 + 2?',
        options: ['3', '4', '5'],
        correct_answer: '4',
      },
      {
        ref: 'sale',
        title: 'Sale Test Draw',
        category: 'cash',
        price: 1,
        sale_price: 0.4,
        total_tickets: 100,
        max_per_user: 50,
        closes_in_hours: 24,
      },
      {
        ref: 'iw',
        title: 'Instant Test Draw',
        category: 'cash',
        price: 1,
        total_tickets: 4,
        max_per_user: 4,
        closes_in_hours: 24,
        instant_wins: [{ title: '£1 Site Credit', type: 'site_credit', value: 1, tickets: [1, 2, 3, 4] }],
      },
      {
        ref: 'big',
        title: 'Big Test Draw',
        category: 'cash',
        price: 1,
        total_tickets: 1000,
        max_per_user: 500,
        closes_in_hours: 24,
      },
    ],
  });
  expect(seeded.success).toBe(true);
  const list = (await api.v1('featured_competition', { page: 1, all: true, limit: 100 })).body.data as {
    id: number;
    title: string;
    competition_product_id: number;
  }[];
  const fin = (await api.v1('finished_soldout_competition', { page: 1, limit: 100 })).body.data as typeof list;
  for (const c of [...list, ...fin])
    IDS[c.title.split(' ')[0]!.toLowerCase()] = { id: c.id, product: c.competition_product_id };
});
afterAll(() => api.close());

describe('nonce and cart token', () => {
  it('a first read issues Nonce, Nonce-Timestamp, Cart-Token and User-ID with an empty cart', async () => {
    const r = await api.call('/wc/store/v1/cart');
    expect(r.status).toBe(200);
    for (const h of ['nonce', 'nonce-timestamp', 'cart-token', 'user-id']) expect(r.headers.get(h), h).toBeTruthy();
    expect(r.body).toMatchObject({
      items: [],
      items_count: 0,
      coupons: [],
      totals: { total_items: '0', total_price: '0', currency_code: 'GBP', currency_minor_unit: 2 },
    });
  });
  it('a write without Cart-Token needs a nonce: missing 401, invalid 403, valid 201', async () => {
    const body = { id: IDS.small!.product, quantity: 1 };
    const missing = await api.call('/wc/store/v1/cart/add-item', body);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      code: 'woocommerce_rest_missing_nonce',
      message: 'Missing the Nonce header. This endpoint requires a valid nonce.',
      data: { status: 401 },
    });
    expect(missing.headers.get('cart-token')).toBeTruthy();
    const invalid = await api.call('/wc/store/v1/cart/add-item', body, { headers: { Nonce: 'deadbeef00' } });
    expect(invalid.status).toBe(403);
    expect(invalid.body).toMatchObject({
      code: 'woocommerce_rest_invalid_nonce',
      message: 'Nonce is invalid.',
      data: { status: 403 },
    });
    const nonce = (await api.call('/wc/store/v1/cart')).headers.get('nonce')!;
    const ok = await api.call('/wc/store/v1/cart/add-item', body, { headers: { 'X-WC-Store-API-Nonce': nonce } });
    expect(ok.status).toBe(201);
    // and the cart token of that response then works without a nonce
    const token = ok.headers.get('cart-token')!;
    const again = await api.call('/wc/store/v1/cart/items', undefined, { headers: { 'Cart-Token': token } });
    expect(again.body).toHaveLength(1);
    const tampered = await api.call('/wc/store/v1/cart/items', undefined, {
      headers: { 'Cart-Token': token.replace(/.$/, token.endsWith('0') ? '1' : '0') },
    });
    expect(tampered.body).toHaveLength(0);
  });
});

describe('cart routes', () => {
  it("add-item responds 201 with the whole cart, cart_header and the embedded competition; prices are the server's", async () => {
    const s = cartSession(api);
    await s.init();
    const r = await s.store('cart/add-item', { id: IDS.small!.product, quantity: 2, price: 0, total: 0 });
    expect(r.status).toBe(201);
    expect(r.body.cart_header).toEqual(expect.any(String));
    const item = r.body.items[0];
    expect(item).toMatchObject({
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      id: IDS.small!.product,
      quantity: 2,
      name: 'Small Test Draw',
    });
    expect(item.totals).toMatchObject({ line_total: '300', currency_minor_unit: 2 });
    expect(item.competition).toMatchObject({
      id: IDS.small!.id,
      title: 'Small Test Draw',
      total_sell_tickets: 10,
      price_per_ticket: 1.5,
    });
    expect(r.body.totals.total_price).toBe('300');
    // same competition again merges into one line
    const more = await s.store('cart/add-item', { id: IDS.small!.product, quantity: 1 });
    expect(more.body.items).toHaveLength(1);
    expect(more.body.items[0].quantity).toBe(3);
  });
  it('applies the sale price only inside the sale window', async () => {
    const s = cartSession(api);
    await s.init();
    const r = await s.store('cart/add-item', { id: IDS.sale!.product, quantity: 5 });
    expect(r.body.items[0].totals.line_total).toBe('200');
  });
  it('bad bodies are 400 and write nothing', async () => {
    const s = cartSession(api);
    await s.init();
    for (const body of [
      {},
      { id: IDS.small!.product },
      { id: IDS.small!.product, quantity: 0 },
      { id: 'x', quantity: 1 },
      [1, 2],
    ]) {
      const r = await s.store('cart/add-item', body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'rest_invalid_param', message: expect.any(String), data: { status: 400 } });
      expect(r.headers.get('nonce')).toBeTruthy();
    }
    const unknown = await s.store('cart/add-item', { id: 999999, quantity: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('woocommerce_rest_cart_invalid_product');
    expect((await s.store('cart')).body.items).toHaveLength(0);
  });
  it('enforces sold out, max per user (cart + purchased) and quantity limits with 409 and data.cart', async () => {
    const s = cartSession(api);
    await s.init();
    const sold = await s.store('cart/add-item', { id: IDS.sold!.product, quantity: 1 });
    expect(sold.status).toBe(409);
    expect(sold.body).toMatchObject({
      code: 'shop_sold_out',
      message: 'Oops! There is not ticket left to purchase for this competition',
      data: { status: 409, cart: { items: [] } },
    });
    const tooMany = await s.store('cart/add-item', { id: IDS.small!.product, quantity: 4 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ code: 'shop_quantity_limit', data: { allowed: 3, remaining: 10 } });
    await s.store('cart/add-item', { id: IDS.small!.product, quantity: 3 });
    const max = await s.store('cart/add-item', { id: IDS.small!.product, quantity: 1 });
    expect(max.body).toMatchObject({
      code: 'shop_max_tickets',
      message: 'You already have the maximum number of tickets for this competition',
    });
    expect(max.body.data.cart.items[0].quantity).toBe(3);
  });
  it('counts past purchases when the body carries the user token', async () => {
    const s = cartSession(api);
    await s.init();
    await s.store('cart/add-item', { id: IDS.small!.product, quantity: 2, token: 'dan-token-1234567' });
    const c = await s.payCard({
      token: 'dan-token-1234567',
      billing_address: BILLING,
    });
    expect(c.status).toBe(200);
    const again = await s.store('cart/add-item', { id: IDS.small!.product, quantity: 2, token: 'dan-token-1234567' });
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({ allowed: 1, purchased: 2 });
    expect(again.headers.get('user-id')).not.toBe('0');
    const anon = cartSession(api);
    await anon.init();
    expect((await anon.store('cart/add-item', { id: IDS.small!.product, quantity: 2 })).status).toBe(201);
  });
  it('refuses a wrong skill answer at add-item and stores the right one', async () => {
    const s = cartSession(api);
    await s.init();
    const none = await s.store('cart/add-item', { id: IDS.quiz!.product, quantity: 1 });
    expect(none.status).toBe(400);
    expect(none.body.code).toBe('shop_answer_required');
    const wrong = await s.store('cart/add-item', { id: IDS.quiz!.product, quantity: 1, answer: '5' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'shop_wrong_answer',
      message: 'Sorry, that answer is incorrect. Please try again.',
    });
    const right = await s.store('cart/add-item', { id: IDS.quiz!.product, quantity: 1, answer: '4' });
    expect(right.status).toBe(201);
    expect(right.body.items[0].answer).toBe('4');
  });
  it('update-item, remove-item, items, empty', async () => {
    const s = cartSession(api);
    await s.init();
    const a = await s.store('cart/add-item', { id: IDS.big!.product, quantity: 2 });
    const key = a.body.items[0].key;
    const u = await s.store('cart/update-item', { key, quantity: 5 });
    expect(u.status).toBe(200);
    expect(u.body.items[0]).toMatchObject({ quantity: 5, totals: { line_total: '500' } });
    expect((await s.store('cart/update-item', { key, quantity: 501 })).body.code).toBe('shop_quantity_limit');
    const bad = await s.store('cart/update-item', { key: 'nope', quantity: 1 });
    expect(bad.status).toBe(409);
    expect(bad.body).toMatchObject({
      code: 'woocommerce_rest_cart_invalid_key',
      message: 'Cart item does not exist.',
      data: { status: 409, cart: { items_count: 5 } },
    });
    expect((await s.store('cart/update-item', { key })).status).toBe(400);
    expect((await s.store('cart/items')).body).toHaveLength(1);
    const rm = await s.store('cart/remove-item', { key });
    expect(rm.body.items).toHaveLength(0);
    expect((await s.store('cart/remove-item', { key })).status).toBe(409);
    await s.store('cart/add-item', { id: IDS.big!.product, quantity: 1 });
    const empty = await s.store('cart/items', undefined, 'DELETE');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expect((await s.store('cart')).body.items_count).toBe(0);
  });
  it('coupons: owner only, discount computed by the server, remove', async () => {
    const s = cartSession(api);
    await s.init();
    await s.store('cart/add-item', { id: IDS.big!.product, quantity: 20 });
    expect((await s.store('cart/apply-coupon', { code: 'NOPE' })).body.code).toBe('woocommerce_rest_cart_coupon_error');
    expect((await s.store('cart/apply-coupon', { code: 'FIVEOFF' })).status).toBe(400);
    const demo = await api.login();
    const ok = await s.store('cart/apply-coupon', { code: 'fiveoff', token: demo });
    expect(ok.body.coupons[0]).toMatchObject({ code: 'FIVEOFF', totals: { total_discount: '500' } });
    expect(ok.body.totals).toMatchObject({ total_items: '2000', total_discount: '500', total_price: '1500' });
    const pct = await s.store('cart/apply-coupon', { code: 'WELCOME10' });
    expect(pct.body.totals.total_discount).toBe('200');
    expect((await s.store('cart/remove-coupon', { code: 'FIVEOFF' })).status).toBe(404);
    const rm = await s.store('cart/remove-coupon', { code: 'WELCOME10' });
    expect(rm.body.coupons).toEqual([]);
  });
});

describe('checkout', () => {
  it('validates the body, needs a token and a non-empty cart', async () => {
    const s = cartSession(api);
    await s.init();
    expect((await s.payCard({ billing_address: BILLING })).status).toBe(400);
    expect(
      (
        await s.store('checkout', {
          token: 'cara-token-123456',
          billing_address: BILLING,
          payment_method: 'cash',
          payment_data: [],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await s.payCard({
          token: 'cara-token-123456',
          billing_address: { ...BILLING, postcode: '' },
        })
      ).body.message,
    ).toMatch(/postcode is required/);
    expect(
      (
        await s.payCard({
          token: 'bad-token-0000',
          billing_address: BILLING,
        })
      ).status,
    ).toBe(401);
    const empty = await s.payCard({
      token: 'cara-token-123456',
      billing_address: BILLING,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('woocommerce_rest_cart_empty');
  });
  it('a declined card takes nothing and keeps the cart', async () => {
    const s = cartSession(api);
    await s.init();
    await s.store('cart/add-item', { id: IDS.big!.product, quantity: 2 });
    const r = await s.payCard(
      {
        token: 'cara-token-123456',
        billing_address: BILLING,
      },
      '4000 0000 0000 0002',
    );
    expect(r.status).toBe(402);
    expect(r.body.message).toMatch(/declined/);
    expect((await s.store('cart')).body.items_count).toBe(2);
    const orders = await api.v1('orders', { token: 'cara-token-123456', page: 1 });
    expect(orders.body.data).toHaveLength(0);
  });
  it('pays, allocates random unique tickets, empties the cart, earns points, mails a receipt', async () => {
    const s = cartSession(api);
    await s.init();
    await s.store('cart/add-item', { id: IDS.big!.product, quantity: 7 });
    await s.store('cart/add-item', { id: IDS.quiz!.product, quantity: 2, answer: '4' });
    const r = await s.payCard({
      token: 'cara-token-123456',
      billing_address: BILLING,
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      order_id: expect.any(Number),
      status: 'processing',
      order_key: expect.any(String),
      customer_id: expect.any(Number),
      payment_method: 'local_test_card',
      payment_result: { payment_status: 'success' },
    });
    expect(r.body.payment_result.redirect_url).toMatch(/\/confirmation\?order_id=/);
    const big = r.body.lines.find((l: { title: string }) => l.title === 'Big Test Draw');
    expect(new Set(big.tickets).size).toBe(7);
    for (const t of big.tickets) expect(t >= 1 && t <= 1000).toBe(true);
    expect((await s.store('cart')).body.items_count).toBe(0);
    const conf = await api.v1('order_confirmation', {
      token: 'cara-token-123456',
      order_id: r.body.order_id,
      order_key: r.body.order_key,
    });
    expect(conf.body.data).toMatchObject({ order_id: r.body.order_id, total: '£11.00', points_earned: 11 });
    expect(
      (
        await api.v1('order_confirmation', {
          token: 'dan-token-1234567',
          order_id: r.body.order_id,
          order_key: r.body.order_key,
        })
      ).status,
    ).toBe(404);
    const detail = await api.v1('order_detail', { token: 'cara-token-123456', id: r.body.order_id });
    expect(detail.body.data.product.find((p: { title: string }) => p.title === 'Quiz Test Draw').answer).toBe('4');
    expect((await api.local('mailbox?to=cara@example.co.uk')).data[0].subject).toMatch(/is confirmed/);
    const pts = await api.v1('points', { token: 'cara-token-123456', offset: 0, limit: 10 });
    expect(pts.body.points).toBe(11);
  });
  it('an instant-win ticket credits the prize and is written under instant-wins', async () => {
    const s = cartSession(api);
    await s.init();
    await s.store('cart/add-item', { id: IDS.instant!.product, quantity: 2 });
    const r = await s.payCard({
      token: 'cara-token-123456',
      billing_address: BILLING,
    });
    expect(r.body.instant_wins).toHaveLength(2);
    const tree = (await api.local('realtime?path=/instant-wins')).data as Record<
      string,
      { prize: string; user: string; image: string }
    >;
    const mine = Object.values(tree).filter((v) => v.user === 'Cara T.');
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ prize: '£1 Site Credit', image: expect.stringMatching(/^http/) });
    const credit = await api.v1('points', { token: 'cara-token-123456' });
    expect(credit.body.site_credit).toBe(2);
    const comp = await api.v1('getcompetition', { id: IDS.instant!.id });
    expect(comp.body.data.instant_wins[0].won).toHaveLength(2);
  });
  it('site credit pays when it covers the total', async () => {
    const s = cartSession(api);
    await s.init();
    await s.store('cart/add-item', { id: IDS.big!.product, quantity: 30, token: 'dan-token-1234567' });
    const poor = await s.store('checkout', {
      token: 'dan-token-1234567',
      billing_address: BILLING,
      payment_method: 'site_credit',
      payment_data: [],
    });
    expect(poor.status).toBe(402);
    expect(poor.body.code).toBe('shop_insufficient_credit');
    // dan's basket is dan's: another account pays for a basket of its own.
    const other = await s.store('checkout', {
      token: 'rich-token-123456',
      billing_address: BILLING,
      payment_method: 'site_credit',
      payment_data: [],
    });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('shop_cart_not_yours');
    const rich = cartSession(api);
    await rich.init();
    await rich.store('cart/add-item', { id: IDS.big!.product, quantity: 30, token: 'rich-token-123456' });
    const r = await rich.store('checkout', {
      token: 'rich-token-123456',
      billing_address: BILLING,
      payment_method: 'site_credit',
      payment_data: [],
    });
    expect(r.status).toBe(200);
    expect((await api.v1('points', { token: 'rich-token-123456' })).body.site_credit).toBe(20);
  });
  it('honours spend limits and breaks', async () => {
    const s = cartSession(api);
    await s.init();
    await s.store('cart/add-item', { id: IDS.big!.product, quantity: 3 });
    const lim = await s.payCard({
      token: 'limit-token-12345',
      billing_address: BILLING,
    });
    expect(lim.status).toBe(403);
    expect(lim.body).toMatchObject({
      code: 'shop_spend_limit',
      message: expect.stringMatching(/daily spend limit of £2\.00/),
    });
    const brk = await s.payCard({
      token: 'break-token-12345',
      billing_address: BILLING,
    });
    expect(brk.status).toBe(403);
    expect(brk.body.code).toBe('shop_account_locked');
    expect((await s.store('cart')).body.items_count).toBe(3);
  });
  it('a failure half-way leaves no order, no ticket and the cart as it was', async () => {
    const s = cartSession(api);
    await s.init();
    await s.store('cart/add-item', { id: IDS.big!.product, quantity: 4 });
    const before = (await api.v1('getcompetition', { id: IDS.big!.id })).body.data.total_ticket_sold;
    const ordersBefore = (await api.v1('orders', { token: 'dan-token-1234567', page: 1, limit: 100 })).body.data.length;
    await api.local('fault', { point: 'checkout-after-tickets' });
    const r = await s.payCard({
      token: 'dan-token-1234567',
      billing_address: BILLING,
    });
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({ code: 'shop_internal_error', data: { status: 500 } });
    expect((await api.v1('getcompetition', { id: IDS.big!.id })).body.data.total_ticket_sold).toBe(before);
    expect((await api.v1('orders', { token: 'dan-token-1234567', page: 1, limit: 100 })).body.data.length).toBe(
      ordersBefore,
    );
    expect((await s.store('cart')).body.items_count).toBe(4);
    const ok = await s.payCard({
      token: 'dan-token-1234567',
      billing_address: BILLING,
    });
    expect(ok.status).toBe(200);
  });
});
