// The storefront reads this provider's responses, and the same responses as the spec's minimal shape
// and as a PHP host types them, through one check per call (docs/adr/011-tolerant-reader.md; @shop/provider-client/response-check,
// docs/host-responses.md). Every call of the contract is made here against the seeded provider.

import { checkResponse } from '@shop/provider-client/response-check';
import { minimalShaped, phpShaped } from '@shop/provider-client/testing';
import { type CallName, callRoute, providerCalls } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, cardToken, cartSession, DEMO, mailedLink, startTestProvider } from './helpers';

let api: Api;
/** Each call's 2xx response, as the provider sent it. */
const responses = new Map<CallName, unknown>();

async function record(call: CallName, body?: unknown, headers?: Record<string, string>) {
  const { method, route } = providerCalls[call];
  const r = await api.call(route, method === 'GET' ? undefined : (body ?? {}), { method, headers });
  expect(r.status, `${call}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  responses.set(call, r.body);
  return r.body;
}

beforeAll(async () => {
  api = await startTestProvider();
  const token = await api.login();
  const v1 = async (call: CallName, body?: unknown) => record(call, body);

  await v1('getSEOSettings', { page: 'home' });
  await v1('getsettings');
  await v1('get_realtime_winners_prize_value');
  await v1('gethowitworkssettings');
  await v1('get_purchased_competition', { token });
  await v1('get_user_details', { token });
  await v1('points', { token, offset: 0, limit: 10 });
  await v1('get_coupons', { token });
  const orders = (await v1('orders', { token, page: 1, limit: 10 })) as { data: { order_id_: number }[] };
  await v1('order_detail', { token, id: orders.data[0]?.order_id_ });
  await v1('get_bank_details', { token });
  const live = (await v1('featured_competition', { token: '', page: 1, limit: 10 })) as {
    data: { id: number; competition_product_id: number; question_options: string[] }[];
  };
  await v1('competition', { token: '', page: 1, limit: 10, category: 'cash' });
  await v1('drawn_next_competition', { token: '', page: 1, limit: 10 });
  const finished = (await v1('finished_soldout_competition', { token: '', page: 1, limit: 10 })) as {
    data: { id: number; status: string }[];
  };
  const first = live.data.find((c) => c.question_options.length === 0) ?? live.data[0];
  await v1('getcompetition', { token: '', id: first?.id });
  await v1('getOtherComps', { token: '', id: first?.id, page: 1, limit: 4 });
  await v1('draw_results', { page: 1, limit: 10 });
  const drawn = finished.data.find((c) => c.status === 'drawn')?.id;
  await v1('draw_proof', { competition_id: drawn ?? first?.id });
  await v1('entry_list', { competition_id: drawn, page: 1, limit: 100 });
  await v1('winners', { page: 1, limit: 12 });
  await v1('claimable_prizes', { token });
  await v1('free_postal_route');
  await v1('faqs');
  await v1('legal_terms');
  await v1('contact', { name: 'Ada', email: 'ada@example.co.uk', subject: 'Hello', message: 'A question.' });
  await v1('chat_post', { token, text: 'Good luck everyone' });
  await v1('incident', { remote: 'mf_catalog', version: '1.0.0', stage: 'load', message: 'x', fallback: 'none' });
  await v1('forgot_password', { email: DEMO.email });
  await v1('update_user_details', {
    token,
    first_name: 'Demo',
    last_name: 'Customer',
    billing_first_name: 'Demo',
    billing_last_name: 'Customer',
    billing_email: DEMO.email,
    billing_phone: '07700 900123',
    billing_address_1: '1',
    billing_address_2: 'High Street',
    billing_city: 'Leeds',
    billing_postcode: 'LS1 1AA',
    billing_state: '',
  });
  await v1('updateProfile', {
    token,
    account_first_name: 'Demo',
    account_last_name: 'Customer',
    account_email: DEMO.email,
    account_display_name: 'Demo Customer',
  });
  await v1('responsible_gaming', { token, limit_duration: '', limit_value: 0, lockout_period: '' });

  // The basket: a visitor's cart, claimed on sign-in, a coupon, the tender, a paid order.
  const cart = cartSession(api);
  const store = async (call: CallName, body?: unknown, extra?: Record<string, string>) => {
    const { method } = providerCalls[call];
    const r = await cart.store(callRoute(call, body as never).replace('/wc/store/v1/', ''), body, method, extra);
    expect(r.status, `${call}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
    responses.set(call, r.body);
    return r.body;
  };
  await store('cart');
  const added = (await store('cartAddItem', { id: first?.competition_product_id, quantity: 2 })) as {
    items: { key: string }[];
  };
  await store('cartItems');
  await store('cartUpdateItem', { key: added.items[0]?.key, quantity: 1 });
  await store('cartClaim', { token });
  const coupons = responses.get('get_coupons') as { data: { code: string }[] };
  const code = coupons.data[0]?.code;
  if (code) {
    await store('cartApplyCoupon', { code });
    await store('cartRemoveCoupon', { code });
  }
  await store('checkoutTender', { token, use_credit: false, redeem_points: 0 });
  const billing = {
    first_name: 'Demo',
    last_name: 'Customer',
    address_1: '1 High Street',
    address_2: '',
    city: 'Leeds',
    state: '',
    postcode: 'LS1 1AA',
    country: 'GB',
    email: DEMO.email,
    phone: '07700 900123',
  };
  const order = (await store(
    'checkout',
    {
      token,
      billing_address: billing,
      payment_method: 'local_test_card',
      payment_data: [
        { key: 'payment_token', value: await cardToken(api) },
        { key: 'save_payment_method', value: '1' },
      ],
    },
    { 'Idempotency-Key': `attempt_${Date.now()}` },
  )) as { order_id: number; order_key: string };
  await v1('order_confirmation', { token, order_id: order.order_id, order_key: order.order_key });
  // Carried on after a bank check, a paid order responds as its checkout did.
  await store('checkoutOrder', { token, order_id: order.order_id, key: order.order_key });
  await store('cartAddItem', { id: first?.competition_product_id, quantity: 1 });
  const again = responses.get('cartAddItem') as { items: { key: string }[] };
  await store('cartRemoveItem', { key: again.items[0]?.key });
  await store('cartEmpty', {});
  const cards = (await v1('payment_methods', { token })) as { data: { id: string }[] };
  await v1('payment_method_delete', { token, id: cards.data[0]?.id });

  // Sign-in calls last: each gives a new token, check-auth rotates it and logout ends it.
  const signedIn = (await v1('login', DEMO)) as { data: { token: string } };
  const checked = (await v1('checkAuth', { token: signedIn.data.token })) as { data: { token: string } };
  await v1('register', {
    first_name: 'New',
    last_name: 'Shopper',
    email: 'host-responses@example.co.uk',
    password: 'LongEnough!2026x',
    date_of_birth: '1990-01-01',
  });
  await v1('resend_verification', { email: 'host-responses@example.co.uk' });
  await v1('verify_email', {
    ...(await mailedLink(api, 'host-responses@example.co.uk')),
    password: 'LongEnough!2026x',
  });
  await v1('logout', { token: checked.data.token });
}, 60_000);
afterAll(() => api.close());

/** Calls whose success the provider only shows with a secret the test does not hold. */
const NOT_MADE: Partial<Record<CallName, string>> = {
  reset_password: 'needs the key of a reset email; its response is a save response like forgot_password',
  claim_prize: 'needs a prize won by the demo customer; its response is a save response like contact',
};

describe('the response check reads every call of our provider in all three shapes', () => {
  it('made every call of the contract', () => {
    const made = new Set([...responses.keys(), ...(Object.keys(NOT_MADE) as CallName[])]);
    expect(Object.keys(providerCalls).filter((call) => !made.has(call as CallName))).toEqual([]);
  });

  it.each(Object.keys(providerCalls).filter((call) => !(call in NOT_MADE)) as CallName[])('%s', (call) => {
    const response = responses.get(call);
    const provider = checkResponse(call, response);
    expect(provider, 'our provider').toMatchObject({ ok: true });
    // A PHP host's text numbers, "0"/"1" flags, missing empty lists and extra fields read the same.
    const php = checkResponse(call, phpShaped(response));
    expect(php, 'PHP-typed').toEqual(provider);
    // With every optional field left out, the response still reads.
    expect(checkResponse(call, minimalShaped(call, response)), 'minimal').toMatchObject({ ok: true });
  });
});
