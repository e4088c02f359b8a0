// Paying again takes seconds (api/README.md "Payments"): the billing address of a paid order is
// kept for the next checkout, a card can be kept at the payment service and paid with again (its
// bank check when the bank asks), the express wallet pays without one, and the card rules the
// hosted fields apply (grouped numbers, an expiry without "/", the CVC sized by brand).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, attemptKey, cardToken, cartSession, seedBuyers, startTestProvider } from './helpers';

let api: Api;
let productId = 0;
const BILLING = {
  first_name: 'Rita',
  last_name: 'Turner',
  address_1: '12 Mill Lane',
  address_2: 'Flat 2',
  city: 'Bristol',
  postcode: 'BS1 4DJ',
  phone: '07700 900123',
};
const token = (i: number) => `returning-buyer-token-${i}`;

beforeAll(async () => {
  api = await startTestProvider();
  const r = await api.local('seed', {
    users: seedBuyers(4, 'Return', 'Buyer', token),
    competitions: [
      {
        ref: 'r',
        title: 'Returning Draw',
        category: 'cash',
        price: 1,
        total_tickets: 500,
        max_per_user: 200,
        closes_in_hours: 48,
      },
    ],
  });
  expect(r.success).toBe(true);
  productId = (await api.v1('competition', { page: 1, category: 'cash', limit: 50 })).body.data.find(
    (c: { title: string }) => c.title === 'Returning Draw',
  ).competition_product_id;
});
afterAll(() => api.close());

async function basket(i: number) {
  const s = cartSession(api);
  await s.init();
  expect((await s.store('cart/add-item', { id: productId, quantity: 2, token: token(i) })).status).toBe(201);
  return s;
}
const pay = (
  s: ReturnType<typeof cartSession>,
  i: number,
  payment_data: { key: string; value: string }[],
  key = attemptKey(),
) =>
  s.store(
    'checkout',
    { token: token(i), billing_address: BILLING, payment_method: 'local_test_card', payment_data },
    undefined,
    {
      'Idempotency-Key': key,
    },
  );
const gateway = (path: string, body?: unknown) =>
  api.pay(`${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('a returning customer', () => {
  it('finds the address of their last paid order saved as their billing details', async () => {
    const before = (await api.v1('get_user_details', { token: token(0) })).body.data;
    expect(before.billing_address_1).toBe('');
    const s = await basket(0);
    expect((await s.payCard({ token: token(0), billing_address: BILLING })).status).toBe(200);
    const after = (await api.v1('get_user_details', { token: token(0) })).body.data;
    expect(after).toMatchObject({
      billing_address_1: '12 Mill Lane',
      billing_address_2: 'Flat 2',
      billing_city: 'Bristol',
      billing_postcode: 'BS1 4DJ',
      billing_phone: '07700 900123',
    });
  });

  it('keeps a card when asked, lists it without its number, and pays with it again', async () => {
    expect((await api.v1('payment_methods', { token: token(1) })).body.data).toEqual([]);
    const s = await basket(1);
    const first = await pay(s, 1, [
      { key: 'payment_token', value: await cardToken(api, '5555 5555 5555 4444') },
      { key: 'save_payment_method', value: '1' },
    ]);
    expect(first.body.status).toBe('processing');
    const cards = (await api.v1('payment_methods', { token: token(1) })).body.data;
    expect(cards).toEqual([
      {
        id: expect.stringMatching(/^pm_/),
        brand: 'mastercard',
        last4: '4444',
        exp_month: 12,
        exp_year: 2040,
        wallet: null,
      },
    ]);
    expect(JSON.stringify(cards)).not.toContain('5555555555554444');
    const again = await basket(1);
    const charges = api.server.payments.gateway.charges.length;
    const second = await pay(again, 1, [{ key: 'saved_payment_method', value: cards[0].id }]);
    expect(second.body.status).toBe('processing');
    expect(api.server.payments.gateway.charges.length).toBe(charges + 1);
    // Another account cannot pay with it.
    const other = await basket(2);
    const stolen = await pay(other, 2, [{ key: 'saved_payment_method', value: cards[0].id }]);
    expect(stolen.status).toBe(400);
    expect(stolen.body.code).toBe('shop_saved_card');
    // Forgotten, it is gone.
    const left = await api.v1('payment_method_delete', { token: token(1), id: cards[0].id });
    expect(left.body.data).toEqual([]);
  });

  it('a saved card whose bank asks for a check asks again, and pays once it is passed', async () => {
    const s = await basket(3);
    const key = attemptKey();
    const first = await pay(
      s,
      3,
      [
        { key: 'payment_token', value: await cardToken(api, '4000 0027 6000 3184') },
        { key: 'save_payment_method', value: 'true' },
      ],
      key,
    );
    expect(first.body.status).toBe('pending');
    // Not kept until the bank said yes.
    expect((await api.v1('payment_methods', { token: token(3) })).body.data).toEqual([]);
    const url = first.body.payment_result.redirect_url as string;
    const code = /id="sent">(\d{6})</.exec(await (await api.server.payments.fetch(url)).text())?.[1];
    await gateway(`/challenge/${url.split('/').pop()}`, { code });
    expect((await pay(s, 3, [], key)).body.status).toBe('processing');
    const [card] = (await api.v1('payment_methods', { token: token(3) })).body.data;
    expect(card).toMatchObject({ brand: 'visa', last4: '3184' });
    const again = await basket(3);
    const next = await pay(again, 3, [{ key: 'saved_payment_method', value: card.id }]);
    expect(next.body.status).toBe('pending');
  });

  it('the express wallet pays without a bank check', async () => {
    const wallet = (await (await gateway('/wallet/tokenize', {})).json()) as { token: string; brand: string };
    expect(wallet.brand).toBe('visa');
    const s = await basket(2);
    const paid = await pay(s, 2, [{ key: 'payment_token', value: wallet.token }]);
    expect(paid.body.status).toBe('processing');
  });
});

describe('the hosted card fields', () => {
  it('take an expiry typed without "/", and a CVC of the length the brand uses', async () => {
    const tokenize = (number: string, expiry: string, cvc: string) =>
      gateway('/tokenize', { number, expiry, cvc }).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect((await tokenize('4242 4242 4242 4242', '1240', '123')).status).toBe(200);
    const amexShort = await tokenize('3782 822463 10005', '12/40', '123');
    expect(amexShort.body.fields).toEqual({ cvc: 'Security code must be 4 digits (on the front of the card).' });
    expect((await tokenize('378282246310005', '12/40', '1234')).status).toBe(200);
    expect((await tokenize('4242424242424242', '12/40', '1234')).body.fields).toEqual({
      cvc: 'Security code must be 3 digits.',
    });
  });

  it('group the number, show the brand and insert the "/" as the shopper types', async () => {
    const page = await (await gateway('/fields')).text();
    expect(page).toContain('id="brand"');
    expect(page).toContain('Pay with Local Pay');
    expect(page).toMatch(/<label for="cvc">CVC<\/label>/);
  });
});
