import {
  clearQueryCaches,
  fakeHost,
  HOST_SHAPES,
  type HostShape,
  makeCompetition,
  shapedAs,
} from '@shop/provider-client/testing';
import type { CallName, UserDetails } from '@shop/shared';
import { $cartSummary, $user, addToCartRequested } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCartFx } from '../features/cart/add-flow';
import {
  $cartItems,
  $cartTotals,
  basketStarted,
  cartPageOpened,
  couponApplied,
  quantityChanged,
} from '../features/cart/model';
import { placeOrder } from '../features/checkout/api';
import { readTender } from '../features/checkout/tender/api';
import { $confirmedOrder, confirmationOpened } from '../features/confirmation/model';

// The basket's data from three hosts: our provider's Store API responses, the same in the
// spec's minimal shape (every optional field left out) and as a PHP host types them (numbers and
// ids as text, the quantity as text, empty lists left out, fields of its own), through the shared
// client and its check (fakeHost sits below it).

const competition = makeCompetition({
  id: 3,
  title: 'Win a Car',
  competition_product_id: 103,
  price_per_ticket: 1.99,
  total_sell_tickets: 100,
  total_ticket_sold: 10,
  max_ticket_per_user: 20,
});
const item = (quantity: number) => ({
  key: 'k1',
  id: 103,
  quantity,
  name: 'Win a Car',
  totals: {
    line_subtotal: String(quantity * 199),
    line_total: String(quantity * 199),
    currency_code: 'GBP',
    currency_minor_unit: 2,
  },
  competition,
});
const cart = (quantity: number, coupon = false) => ({
  items: quantity ? [item(quantity)] : [],
  items_count: quantity,
  coupons: coupon ? [{ code: 'SAVE1', totals: { total_discount: '100', currency_minor_unit: 2 } }] : [],
  totals: {
    total_items: String(quantity * 199),
    total_discount: coupon ? '100' : '0',
    total_price: String(quantity * 199 - (coupon ? 100 : 0)),
    currency_code: 'GBP',
    currency_minor_unit: 2,
  },
});

/** Our provider's response to each call the basket makes. */
const PROVIDER: Partial<Record<CallName, (body: Record<string, unknown>) => unknown>> = {
  cart: () => cart(2),
  cartItems: () => [item(2)],
  cartAddItem: (body) => ({ ...cart(2 + Number(body.quantity)), cart_header: 'cart-token-1' }),
  cartUpdateItem: (body) => cart(Number(body.quantity)),
  cartApplyCoupon: () => cart(2, true),
  get_purchased_competition: () => ({ success: true, data: [] }),
  getsettings: () => ({ success: true, data: { show_question: false } }),
  checkoutTender: () => ({
    total: 3.98,
    credit_used: 2,
    points_used: 100,
    points_value: 1,
    amount_to_pay: 0.98,
    site_credit: 2,
    points: 150,
    points_per_pound: 100,
  }),
  checkout: () => ({
    order_id: 77,
    status: 'processing',
    order_key: 'wc_order_77',
    customer_id: 3,
    billing_address: {
      first_name: 'Demo',
      last_name: 'Customer',
      address_1: '1',
      address_2: '',
      city: 'Leeds',
      state: '',
      postcode: 'LS1 1AA',
      country: 'GB',
    },
    shipping_address: {
      first_name: '',
      last_name: '',
      address_1: '',
      address_2: '',
      city: '',
      state: '',
      postcode: '',
      country: 'GB',
    },
    payment_method: 'local_test_card',
    payment_result: { payment_status: 'success', payment_details: [], redirect_url: '' },
  }),
  order_confirmation: () => ({
    success: true,
    data: {
      order_id: 77,
      order_key: 'wc_order_77',
      status: 'processing',
      total: '£3.98',
      lines: [{ competition_id: 3, title: 'Win a Car', quantity: 2, tickets: [14, 15], draw_at: '2026-12-01 20:00' }],
      receipt_email: 'demo@example.co.uk',
      instant_wins: [{ ticket_number: 15, prize: '£10 site credit', image: '/p.svg', competition_title: 'Win a Car' }],
      points_earned: 4,
    },
  }),
};

function host(shape: HostShape) {
  fakeHost(
    Object.fromEntries(
      Object.entries(PROVIDER).map(([call, response]) => [
        call,
        (body: Record<string, unknown>) => shapedAs(shape, call as CallName, response(body)),
      ]),
    ),
  );
}

const user = { token: 'tok', first_name: 'Demo' } as UserDetails;

describe.each(HOST_SHAPES)('the basket read from a host responding in the %s shape', (shape) => {
  beforeEach(async () => {
    await clearQueryCaches();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    host(shape);
  });

  it('the basket: its lines with the quantity as text, the totals, and the header summary', async () => {
    const scope = fork();
    await allSettled(basketStarted, { scope });
    const [line] = scope.getState($cartItems);
    expect(line).toMatchObject({ key: 'k1', id: 103, quantity: '2', competition: { id: 3, title: 'Win a Car' } });
    // The minimal host sends no line totals: the spec's price sentinel, left out of the summary.
    expect(line?.totals).toEqual(
      shape === 'minimal' ? null : expect.objectContaining({ line_total: '398', currency_minor_unit: 2 }),
    );
    expect(scope.getState($cartSummary)).toEqual({ count: 2, total: shape === 'minimal' ? 0 : 3.98 });
    await allSettled(cartPageOpened, { scope });
    // Without total_items the subtotal is the total before any discount.
    expect(scope.getState($cartTotals)).toEqual({
      subtotal: 3.98,
      discount: 0,
      total: 3.98,
      coupons: [],
    });
    await allSettled(couponApplied, { scope, params: 'SAVE1' });
    expect(scope.getState($cartTotals)).toMatchObject({ total: 2.98, coupons: ['SAVE1'] });
  });

  it('adds to the basket within the limits, and edits a quantity', async () => {
    const scope = fork();
    await allSettled(basketStarted, { scope });
    const outcome = await allSettled(addToCartFx, { scope, params: { competition, quantity: 3 } });
    expect(outcome).toMatchObject({ status: 'done', value: { kind: 'added', quantity: 3 } });
    expect(scope.getState($cartItems).map((i) => i.quantity)).toEqual(['5']);
    await allSettled(quantityChanged, { scope, params: { key: 'k1', quantity: '4' } });
    expect(scope.getState($cartItems).map((i) => i.quantity)).toEqual(['4']);
    expect(localStorage.getItem('CART_HEADER')).toBe(shape === 'minimal' ? null : 'cart-token-1');
    // The request the catalog fires reaches the same flow.
    await allSettled(addToCartRequested, { scope, params: { competition, quantity: 1 } });
  });

  it('checkout: the tender, a placed order and its confirmation', async () => {
    await expect(readTender({ token: 'tok', use_credit: true, redeem_points: 100 })).resolves.toEqual({
      total: 3.98,
      amount_to_pay: 0.98,
      ...(shape === 'minimal'
        ? { credit_used: 0, points_used: 0, points_value: 0, site_credit: 0, points: 0, points_per_pound: 0 }
        : { credit_used: 2, points_used: 100, points_value: 1, site_credit: 2, points: 150, points_per_pound: 100 }),
    });
    const order = await placeOrder({ payload: { token: 'tok' } as never, key: 'attempt_1' });
    expect(order).toMatchObject({ order_id: 77, payment_result: { payment_status: 'success' } });
    const scope = fork({ values: [[$user, user]] });
    await allSettled(confirmationOpened, { scope, params: { orderId: 77, orderKey: 'wc_order_77' } });
    expect(scope.getState($confirmedOrder)).toMatchObject(
      shape === 'minimal'
        ? {
            order_id: 77,
            lines: [{ competition_id: 3, title: 'Win a Car', tickets: [] }],
            instant_wins: [{ ticket_number: 15, prize: '£10 site credit' }],
          }
        : {
            order_id: 77,
            lines: [{ competition_id: 3, title: 'Win a Car', quantity: 2, tickets: [14, 15] }],
            points_earned: 4,
          },
    );
  });
});
