import { makeCompetition } from '@shop/provider-client/testing';
import type { UserDetails } from '@shop/shared';
import { $user, type ToastRequest, toastRaised } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $cartItems, readCartFx } from '../cart/model';
import {
  $attemptKey,
  $billing,
  $challengeUrl,
  $errors,
  $orderError,
  $placedOrder,
  $profile,
  billingEdited,
  challengeFinished,
  checkoutOpened,
  consentEdited,
  loadDetailsFx,
  orderSubmitted,
  placeOrderFx,
  profileEdited,
  profileSubmitted,
  resumeOrderFx,
  tokenizeFx,
  updateProfileFx,
} from './model';

const user = { token: 'tok', first_name: 'Dee', last_name: 'Mo', email: 'demo@example.co.uk' } as UserDetails;
const details = {
  ...user,
  billing_phone: '07700 900123',
  billing_address_1: '12',
  billing_address_2: 'High Street',
  billing_city: 'Leeds',
  billing_postcode: 'LS1 1AA',
} as UserDetails;
const paidOrder = {
  order_id: 42,
  order_key: 'wc_order_x',
  payment_result: { payment_status: 'success', redirect_url: '' },
};

function collectToasts() {
  const toasts: ToastRequest[] = [];
  toastRaised.watch((t) => toasts.push(t));
  return toasts;
}

function setup(handlers: { update?: () => Promise<unknown>; place?: () => Promise<unknown> } = {}) {
  const update = vi.fn(handlers.update ?? (async () => ({ ok: true, user: { ...user, first_name: 'Dina' } })));
  const place = vi.fn<(params: unknown) => Promise<unknown>>(handlers.place ?? (async () => paidOrder));
  const resume = vi.fn<(params: unknown) => Promise<unknown>>(async () => paidOrder);
  const refresh = vi.fn(async () => ({ items: [], coupons: [], totals: {} }));
  const scope = fork({
    values: [[$user, user]],
    handlers: [
      [loadDetailsFx, async () => details],
      [updateProfileFx, update],
      [placeOrderFx, place],
      [resumeOrderFx, resume],
      [tokenizeFx, async () => ({ token: 'tok_card_1', last4: '4242' })],
      [readCartFx, refresh],
    ],
  });
  return { scope, update, place, resume, refresh };
}

describe('basket-flow profile update', () => {
  it("needs first and last name: 'All feilds are required'", async () => {
    const toasts = collectToasts();
    const { scope, update } = setup();
    await allSettled(profileEdited, { scope, params: { first_name: 'Dee', last_name: ' ' } });
    await allSettled(profileSubmitted, { scope });
    expect(update).not.toHaveBeenCalled();
    expect(toasts).toContainEqual({ kind: 'error', message: 'All feilds are required' });
  });

  it("sends the spec's fields, stores the user and says ' Profile updated successfully!'", async () => {
    const toasts = collectToasts();
    const { scope, update } = setup();
    await allSettled(profileEdited, {
      scope,
      params: { first_name: 'Dina', last_name: 'Mo', email: 'demo@example.co.uk' },
    });
    await allSettled(profileSubmitted, { scope });
    expect(update).toHaveBeenCalledWith({
      token: 'tok',
      account_first_name: 'Dina',
      account_last_name: 'Mo',
      account_email: 'demo@example.co.uk',
      account_display_name: 'Dina Mo',
    });
    expect(scope.getState($user)?.first_name).toBe('Dina');
    expect(toasts).toContainEqual({ kind: 'success', message: ' Profile updated successfully!' });
  });

  it('shows the provider refusal and keeps what was typed', async () => {
    const toasts = collectToasts();
    const { scope } = setup({ update: async () => ({ ok: false, message: 'Failed to update user details.' }) });
    await allSettled(profileEdited, { scope, params: { first_name: 'Dina', last_name: 'Mo' } });
    await allSettled(profileSubmitted, { scope });
    expect(toasts).toContainEqual({ kind: 'error', message: 'Failed to update user details.' });
    expect(scope.getState($profile).first_name).toBe('Dina');
  });
});

describe('order', () => {
  it('prefills billing from the user details without overwriting what was typed', async () => {
    const { scope } = setup();
    await allSettled(billingEdited, { scope, params: { city: 'York' } });
    await allSettled(checkoutOpened, { scope });
    expect(scope.getState($billing)).toMatchObject({
      first_name: 'Dee',
      address_1: '12',
      city: 'York',
      postcode: 'LS1 1AA',
    });
  });

  it('refuses to send with missing fields and names them', async () => {
    const { scope, place } = setup();
    await allSettled(orderSubmitted, { scope });
    expect(place).not.toHaveBeenCalled();
    expect(scope.getState($errors)).toMatchObject({
      first_name: 'First Name is required.',
      postcode: 'Postcode is required.',
      adult: 'Please confirm you are 18 or over, live in the UK and accept the terms.',
    });
  });

  it('pays with a token from the card fields, never the card, refreshes the basket and hands over the order', async () => {
    const { scope, place, refresh } = setup();
    await allSettled(checkoutOpened, { scope });
    await allSettled(consentEdited, { scope, params: true });
    await allSettled(orderSubmitted, { scope });
    const sent = place.mock.calls[0]?.[0] as unknown as { key: string; payload: Record<string, unknown> };
    expect(sent.payload).toMatchObject({
      token: 'tok',
      billing_address: { first_name: 'Dee', country: 'GB' },
      payment_method: 'local_test_card',
      payment_data: [{ key: 'payment_token', value: 'tok_card_1' }],
    });
    expect(sent.key).toMatch(/^attempt_[0-9a-f]{32}$/);
    expect(scope.getState($placedOrder)).toEqual({ order_id: 42, order_key: 'wc_order_x' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(scope.getState($attemptKey)).toBeNull();
  });

  it('asks names and email once: the order is billed to what "Your details" holds, and its checks show there', async () => {
    const { scope, place } = setup();
    await allSettled(checkoutOpened, { scope });
    await allSettled(consentEdited, { scope, params: true });
    await allSettled(profileEdited, { scope, params: { first_name: 'Dina', email: '' } });
    await allSettled(orderSubmitted, { scope });
    expect(place).not.toHaveBeenCalled();
    expect(scope.getState($errors)).toEqual({ email: 'Email address is required.' });
    await allSettled(profileEdited, { scope, params: { email: 'dina@example.co.uk' } });
    expect(scope.getState($errors)).toEqual({});
    await allSettled(orderSubmitted, { scope });
    const sent = place.mock.calls[0]?.[0] as unknown as { payload: { billing_address: Record<string, string> } };
    expect(sent.payload.billing_address).toMatchObject({
      first_name: 'Dina',
      last_name: 'Mo',
      email: 'dina@example.co.uk',
      city: 'Leeds',
    });
  });

  it('one attempt keeps its key through a double click and a timeout; a refusal ends it', async () => {
    const timeout = { type: 'timeout', message: 'timeout', isRetryable: true };
    const declined = { type: 'http', status: 402, message: 'Your card was declined.', isRetryable: false };
    const { scope, place } = setup({ place: () => Promise.reject(timeout) });
    await allSettled(checkoutOpened, { scope });
    await allSettled(consentEdited, { scope, params: true });
    await Promise.all([allSettled(orderSubmitted, { scope }), allSettled(orderSubmitted, { scope })]);
    await allSettled(orderSubmitted, { scope });
    const keys = place.mock.calls.map((c) => (c[0] as unknown as { key: string }).key);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    place.mockImplementation(() => Promise.reject(declined));
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($attemptKey)).toBeNull();
    place.mockImplementation(async () => paidOrder);
    await allSettled(orderSubmitted, { scope });
    expect((place.mock.calls.at(-1)?.[0] as { key?: string } | undefined)?.key).not.toBe(keys[0]);
  });

  it('a bank check opens the payment service page, then the order carries on by its id: the checkout is not sent again', async () => {
    const pending = {
      order_id: 42,
      order_key: 'wc_order_x',
      payment_result: { payment_status: 'pending', redirect_url: 'http://localhost:8788/challenge/pi_1' },
    };
    const { scope, place, resume } = setup({ place: async () => pending });
    await allSettled(checkoutOpened, { scope });
    await allSettled(consentEdited, { scope, params: true });
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($challengeUrl)).toBe('http://localhost:8788/challenge/pi_1');
    expect(scope.getState($placedOrder)).toBeNull();
    await allSettled(challengeFinished, { scope });
    expect(scope.getState($challengeUrl)).toBeNull();
    expect(place).toHaveBeenCalledTimes(1);
    expect(resume).toHaveBeenCalledWith({ order_id: 42, key: 'wc_order_x', token: expect.any(String) });
    expect(scope.getState($placedOrder)).toEqual({ order_id: 42, order_key: 'wc_order_x' });
  });

  it('a bank check that failed says why, and the next Pay is a new attempt', async () => {
    const toasts = collectToasts();
    const pending = {
      order_id: 42,
      order_key: 'wc_order_x',
      payment_result: { payment_status: 'pending', redirect_url: 'http://localhost:8788/challenge/pi_1' },
    };
    const { scope, place, resume } = setup({ place: async () => pending });
    resume.mockImplementation(async () => {
      throw { type: 'http', status: 402, message: 'Your bank could not verify this payment.', isRetryable: false };
    });
    await allSettled(checkoutOpened, { scope });
    await allSettled(consentEdited, { scope, params: true });
    await allSettled(orderSubmitted, { scope });
    await allSettled(challengeFinished, { scope });
    expect(toasts).toContainEqual({ kind: 'error', message: 'Your bank could not verify this payment.' });
    expect(scope.getState($placedOrder)).toBeNull();
    await allSettled(orderSubmitted, { scope });
    const [first, second] = place.mock.calls.map((c) => c[0] as unknown as { key: string });
    expect(second?.key).not.toBe(first?.key);
  });

  it('never frames a bank check from another origin', async () => {
    const elsewhere = {
      order_id: 42,
      order_key: 'wc_order_x',
      payment_result: { payment_status: 'pending', redirect_url: 'https://attacker.example/challenge' },
    };
    const { scope } = setup({ place: async () => elsewhere });
    await allSettled(consentEdited, { scope, params: true });
    await allSettled(checkoutOpened, { scope });
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($challengeUrl)).toBeNull();
  });

  it('keeps everything typed and says why when payment fails', async () => {
    const toasts = collectToasts();
    const declined = {
      type: 'http',
      status: 402,
      message: 'Your card was declined. No payment was taken; please try another card.',
      isRetryable: false,
    };
    const { scope, refresh } = setup({ place: () => Promise.reject(declined) });
    await allSettled(checkoutOpened, { scope });
    await allSettled(consentEdited, { scope, params: true });
    await allSettled(orderSubmitted, { scope });
    expect(toasts).toContainEqual({ kind: 'error', message: declined.message });
    expect(scope.getState($billing).city).toBe('Leeds');
    expect(scope.getState($placedOrder)).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('after a failed order', () => {
  const declined = {
    type: 'http',
    status: 402,
    message: 'Your card was declined. No payment was taken; please try another card.',
    isRetryable: false,
  };

  it('keeps the reason beside Pay until the shopper edits or tries again', async () => {
    const { scope, place } = setup({ place: () => Promise.reject(declined) });
    await allSettled(checkoutOpened, { scope });
    await allSettled(consentEdited, { scope, params: true });
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($orderError)).toBe(declined.message);

    await allSettled(billingEdited, { scope, params: { city: 'York' } });
    expect(scope.getState($orderError)).toBeNull();

    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($orderError)).toBe(declined.message);
    place.mockResolvedValueOnce({ ...paidOrder, order_id: 43 });
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($orderError)).toBeNull();
  });

  it('clears a field message as soon as that field is edited, and only that one', async () => {
    const { scope } = setup();
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($errors)).toMatchObject({
      postcode: 'Postcode is required.',
      adult: 'Please confirm you are 18 or over, live in the UK and accept the terms.',
    });
    await allSettled(billingEdited, { scope, params: { postcode: 'L' } });
    await allSettled(consentEdited, { scope, params: true });
    expect(scope.getState($errors).postcode).toBeUndefined();
    expect(scope.getState($errors).adult).toBeUndefined();
    expect(scope.getState($errors).first_name).toBe('First Name is required.');
  });

  it.each([
    ['shop_sold_out', 'Sorry, "Car" has sold out; your order was not placed and you were not charged.'],
    ['shop_price_changed', 'Prices changed while you were checking out; please review your basket.'],
  ])('reads the basket again when the order is refused with %s', async (code, message) => {
    const refusal = { type: 'http', status: 409, code, message, isRetryable: false };
    const { scope, refresh } = setup({ place: () => Promise.reject(refusal) });
    await allSettled(checkoutOpened, { scope });
    await allSettled(consentEdited, { scope, params: true });
    await allSettled(orderSubmitted, { scope });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(scope.getState($orderError)).toBe(message);
  });

  it('takes the basket a refusal carries instead of reading it again', async () => {
    const cart = {
      items: [
        {
          key: 'k9',
          id: 1,
          quantity: 2,
          name: 'Car',
          totals: { line_total: '200', currency_minor_unit: 2 },
          competition: makeCompetition({ title: 'Car' }),
        },
      ],
      items_count: 2,
      coupons: [],
      totals: { total_items: '200', total_discount: '0', total_price: '200', currency_minor_unit: 2 },
    };
    const refusal = {
      type: 'http',
      status: 409,
      code: 'shop_sold_out',
      message: 'Sorry, only 2 tickets are left for "Car"; your order was not placed and you were not charged.',
      isRetryable: false,
      body: { code: 'shop_sold_out', data: { status: 409, cart } },
    };
    const { scope, refresh } = setup({ place: () => Promise.reject(refusal) });
    await allSettled(checkoutOpened, { scope });
    await allSettled(consentEdited, { scope, params: true });
    await allSettled(orderSubmitted, { scope });
    expect(refresh).not.toHaveBeenCalled();
    expect(scope.getState($cartItems).map((i) => i.key)).toEqual(['k9']);
  });
});
