import { clearQueryCaches, fakeHost, HOST_SHAPES, type HostShape, shapedAs } from '@shop/provider-client/testing';
import type { CallName } from '@shop/shared';
import { $purchasedTickets, $user, type ToastRequest, toastRaised } from '@shop/shared/state';
import { allSettled, createStore, fork, sample } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginFx } from '../features/auth/model';
import { $bankDetails, bankOpened, bankSubmitted } from '../features/bank-details/model';
import { billingSubmitted } from '../features/billing/model';
import { couponsOpened, couponsQuery } from '../features/coupons/model';
import { $hasMoreOrders, $orderDetail, $orders, orderDetailOpened, ordersOpened } from '../features/orders/model';
import { $balance, $entries, $hasMore, pointsOpened } from '../features/points/model';
import { profileSubmitted } from '../features/profile/model';
import { playOpened, playQuery } from '../features/responsible-gaming/model';
import { sessionStarted } from '../features/session/model';
import { siteCreditOpened, siteCreditQuery } from '../features/site-credit/model';

// Every account screen's data from three hosts: our provider's responses, the same in the
// spec's minimal shape (every optional field left out) and as a PHP host types them (numbers and
// ids as text, flags "0"/"1", empty lists left out, fields of its own), through the shared client
// and its check (fakeHost sits below it).

const user = {
  id: 3,
  first_name: 'Demo',
  last_name: 'Customer',
  email: 'demo@example.co.uk',
  name: 'Demo Customer',
  nickname: 'Demo',
  description: '',
  token: 'tok-2',
  billing_phone: '07700 900123',
  billing_address_1: '1',
  billing_address_2: 'High Street',
  billing_city: 'Leeds',
  billing_company: '',
  billing_country: 'GB',
  billing_email: 'demo@example.co.uk',
  billing_first_name: 'Demo',
  billing_last_name: 'Customer',
  billing_postcode: 'LS1 1AA',
  billing_state: '',
  limit_duration: 'monthly',
  limit_value: 75,
  lockout_period: '',
  current_spending: 12.5,
  lock_account: false,
  locking_period: '',
  pending_limit_duration: '',
  pending_limit_value: 0,
  pending_limit_at: '',
};
const order = {
  id: 42,
  status: 'admin-comp-win',
  date_created: { date: '2024-03-05 10:00:00.000000', timezone: 'UTC' },
  total: '5.97',
  subtotal: '5.97',
  payment_method_title: 'Card',
  product: [
    { title: 'Win a Car', quantity: 2, tickets: [11, 12], draw_date: '2024-04-01', draw_time: '20:00', price: '3.98' },
    { title: 'Cash Drop', quantity: 1, tickets: [7], draw_date: '2024-04-02', draw_time: '19:30', price: '1.99' },
  ],
  billing: {
    first_name: 'Demo',
    last_name: 'Customer',
    address_1: '1',
    address_2: 'High Street',
    city: 'Leeds',
    state: '',
    postcode: 'LS1 1AA',
    phone: '07700 900123',
    email: 'demo@example.co.uk',
  },
  shipping: { first_name: '', last_name: '', address_1: '', address_2: '', city: '', state: '', postcode: '' },
};

/** Our provider's response to each call the account area makes. */
const PROVIDER: Partial<Record<CallName, (body: Record<string, unknown>) => unknown>> = {
  checkAuth: () => ({ success: true, data: user }),
  login: () => ({ success: true, data: user }),
  get_purchased_competition: () => ({
    success: true,
    data: [
      {
        competition_id: 1,
        competition_title: 'Win a Car',
        order_id: 42,
        ticket_numbers: [11, 12],
        draw_date: '2024-04-01',
        draw_time: '20:00',
        status: 'upcoming',
      },
    ],
  }),
  get_user_details: () => ({ success: true, data: user }),
  points: (body) => ({
    success: true,
    points: 120,
    points_per_pound: 100,
    logs: [
      { description: 'Order #42', date_display_human: '5 March 2024', type: 'order', points: 6 },
      { description: 'Redeemed', date_display_human: '6 March 2024', type: 'order-redeem', points: -20 },
    ].slice(Number(body.offset ?? 0)),
    totalLogs: 2,
    site_credit: 12.5,
    credit_logs: [{ description: 'Refund', date_display_human: '1 Nov 2026', amount: 2.5 }],
  }),
  get_coupons: () => ({
    success: true,
    data: [{ code: 'SAVE5', description: '£5 off', amount: '5.00', discount_type: 'fixed_cart' }],
  }),
  orders: () => ({
    success: true,
    data: [
      {
        order_id_: 42,
        order_status: 'completed',
        order_date: '2024-03-05T10:00:00Z',
        order_total: '£5.97',
        item_count: 3,
      },
    ],
    total_pages: 1,
  }),
  order_detail: () => ({ success: true, data: order }),
  get_bank_details: (body) => ({
    success: true,
    data: {
      account_number: body.account_number ? '****4321' : '****5678',
      sort_code: '112233',
      account_number_masked: true,
    },
  }),
  updateProfile: () => ({ success: true, data: user }),
  update_user_details: () => ({ success: true, data: user }),
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

const $toasts = createStore<ToastRequest[]>([]);
sample({ clock: toastRaised, source: $toasts, fn: (list, t) => [...list, t], target: $toasts });

/** A scope with the demo customer signed in. */
const signedIn = () => fork({ values: [[$user, { ...user, token: 'tok' }]] });

describe.each(HOST_SHAPES)('the account area read from a host responding in the %s shape', (shape) => {
  beforeEach(async () => {
    await clearQueryCaches();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    host(shape);
  });

  it('the session check signs the customer in with the new token, and loads their tickets', async () => {
    localStorage.setItem('AUTH_TOKEN_KEY', btoa('tok'));
    const scope = fork();
    await allSettled(sessionStarted, { scope });
    expect(scope.getState($user)?.token).toBe('tok-2');
    expect(scope.getState($user)?.first_name).toBe(shape === 'minimal' ? undefined : 'Demo');
    expect(atob(localStorage.getItem('AUTH_TOKEN_KEY') ?? '')).toBe('tok-2');
    expect(scope.getState($purchasedTickets)).toEqual([
      expect.objectContaining({
        competition_id: 1,
        ticket_numbers: shape === 'minimal' ? [] : [11, 12],
        status: 'upcoming',
      }),
    ]);
    const login = fork();
    await allSettled(loginFx, { scope: login, params: { email: 'demo@example.co.uk', password: 'x' } });
    expect(login.getState($user)?.token).toBe('tok-2');
  });

  it('orders and an order detail: the lines, and N/A for what the host left out', async () => {
    const scope = signedIn();
    await allSettled(ordersOpened, { scope });
    expect(scope.getState($orders)).toEqual([
      shape === 'minimal'
        ? { order_id_: 42, order_status: '', order_date: null, order_total: '' }
        : {
            order_id_: 42,
            order_status: 'completed',
            order_date: '2024-03-05T10:00:00Z',
            order_total: '£5.97',
            item_count: 3,
          },
    ]);
    expect(scope.getState($hasMoreOrders)).toBe(false);
    await allSettled(orderDetailOpened, { scope, params: 42 });
    const state = scope.getState($orderDetail);
    expect(state.kind).toBe('shown');
    const shown = state.kind === 'shown' ? state.order : null;
    expect(shown?.product.map((p) => p.title)).toEqual(['Win a Car', 'Cash Drop']);
    if (shape === 'minimal') {
      expect(shown?.product[0]).toEqual({
        title: 'Win a Car',
        quantity: 1,
        tickets: [],
        draw_date: null,
        draw_time: null,
        price: null,
      });
    } else {
      expect(shown?.product[0]).toEqual({
        title: 'Win a Car',
        quantity: 2,
        tickets: [11, 12],
        draw_date: '2024-04-01',
        draw_time: '20:00',
        price: '3.98',
      });
      expect(shown).toMatchObject({ id: 42, status: 'admin-comp-win', total: '5.97', billing: { city: 'Leeds' } });
    }
  });

  it('points, site credit and coupons', async () => {
    const scope = signedIn();
    await allSettled(pointsOpened, { scope });
    expect(scope.getState($balance)).toBe(shape === 'minimal' ? 0 : 120);
    expect(scope.getState($entries).map((e) => e.points)).toEqual([6, -20]);
    expect(scope.getState($hasMore)).toBe(false);
    await allSettled(siteCreditOpened, { scope });
    expect(scope.getState(siteCreditQuery.$data)).toEqual({
      balance: shape === 'minimal' ? 0 : 12.5,
      logs: [expect.objectContaining({ amount: 2.5 })],
    });
    await allSettled(couponsOpened, { scope });
    expect(scope.getState(couponsQuery.$data)).toEqual([
      shape === 'minimal'
        ? { code: 'SAVE5', description: '', amount: '' }
        : { code: 'SAVE5', description: '£5 off', amount: '5.00', discount_type: 'fixed_cart' },
    ]);
  });

  it('bank details, responsible play, and the saves of profile, billing and bank', async () => {
    const scope = signedIn();
    await allSettled(bankOpened, { scope });
    expect(scope.getState($bankDetails)).toEqual(
      shape === 'minimal' ? { account_number: '', sort_code: '' } : { account_number: '****5678', sort_code: '112233' },
    );
    await allSettled(playOpened, { scope });
    expect(scope.getState(playQuery.$data)).toMatchObject(
      shape === 'minimal'
        ? { limit_duration: '', limit_value: 0, current_spending: 0, lock_account: false }
        : { limit_duration: 'monthly', limit_value: 75, current_spending: 12.5, lock_account: false },
    );
    const profile = {
      firstName: 'Demo',
      lastName: 'Customer',
      email: 'demo@example.co.uk',
      currentPassword: '',
      newPassword: '',
      confirmPassword: '',
    };
    await allSettled(profileSubmitted, { scope, params: profile });
    const billing = {
      firstName: 'Demo',
      lastName: 'Customer',
      phone: '07700 900123',
      email: 'demo@example.co.uk',
      address1: '1',
      address2: '',
      city: 'Leeds',
      postcode: 'LS1 1AA',
      county: '',
    };
    await allSettled(billingSubmitted, { scope, params: billing });
    await allSettled(bankSubmitted, {
      scope,
      params: {
        accountNumber: '87654321',
        confirmAccountNumber: '87654321',
        sortCode: '112233',
        currentPassword: 'pw',
      },
    });
    expect(scope.getState($toasts).filter((t) => t.kind === 'success').length).toBeGreaterThanOrEqual(3);
    // The saves' responses never blank what they do not send: the token stays.
    expect(scope.getState($user)?.token).toBe(shape === 'minimal' ? 'tok' : 'tok-2');
  });
});
