import { $user, type ToastRequest, toastRaised, type UserDetails } from '@shop/shared';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $cartItems, readCartFx } from '../cart/model';
import {
  $billing,
  $card,
  $errors,
  $orderError,
  $placedOrder,
  $profile,
  billingEdited,
  cardEdited,
  checkoutOpened,
  loadDetailsFx,
  orderSubmitted,
  placeOrderFx,
  profileEdited,
  profileSubmitted,
  updateProfileFx,
} from './model';
import { EMPTY_CARD, expiryProblem } from './validation';

const user = { token: 'tok', first_name: 'Dee', last_name: 'Mo', email: 'demo@example.co.uk' } as UserDetails;
const details = {
  ...user,
  billing_phone: '07700 900123',
  billing_address_1: '12',
  billing_address_2: 'High Street',
  billing_city: 'Leeds',
  billing_postcode: 'LS1 1AA',
} as UserDetails;
const goodCard = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', adult: true };

function collectToasts() {
  const toasts: ToastRequest[] = [];
  toastRaised.watch((t) => toasts.push(t));
  return toasts;
}

function setup(handlers: { update?: () => Promise<unknown>; place?: () => Promise<unknown> } = {}) {
  const update = vi.fn(handlers.update ?? (async () => ({ ok: true, user: { ...user, first_name: 'Dina' } })));
  const place = vi.fn(handlers.place ?? (async () => ({ order_id: 42, order_key: 'wc_order_x' })));
  const refresh = vi.fn(async () => ({ items: [], coupons: [], totals: {} }));
  const scope = fork({
    values: [[$user, user]],
    handlers: [
      [loadDetailsFx, async () => details],
      [updateProfileFx, update],
      [placeOrderFx, place],
      [readCartFx, refresh],
    ],
  });
  return { scope, update, place, refresh };
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
      number: 'Card number is required.',
    });
  });

  it('pays with the test card, refreshes the basket and hands over the order', async () => {
    const { scope, place, refresh } = setup();
    await allSettled(checkoutOpened, { scope });
    await allSettled(cardEdited, { scope, params: goodCard });
    await allSettled(orderSubmitted, { scope });
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({
        token: 'tok',
        payment_method: 'local_test_card',
        payment_data: expect.arrayContaining([{ key: 'card_number', value: '4242424242424242' }]),
        billing_address: expect.objectContaining({ city: 'Leeds', country: 'GB' }),
      }),
    );
    expect(refresh).toHaveBeenCalled();
    expect(scope.getState($placedOrder)).toEqual({ order_id: 42, order_key: 'wc_order_x' });
    expect(scope.getState($card)).toEqual(EMPTY_CARD);
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
    await allSettled(cardEdited, { scope, params: { ...goodCard, number: '4000000000000002' } });
    await allSettled(orderSubmitted, { scope });
    expect(toasts).toContainEqual({ kind: 'error', message: declined.message });
    expect(scope.getState($card).number).toBe('4000000000000002');
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
    await allSettled(cardEdited, { scope, params: goodCard });
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($orderError)).toBe(declined.message);

    await allSettled(cardEdited, { scope, params: { number: '4111 1111 1111 1111' } });
    expect(scope.getState($orderError)).toBeNull();

    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($orderError)).toBe(declined.message);
    place.mockResolvedValueOnce({ order_id: 43, order_key: 'wc_order_y' });
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($orderError)).toBeNull();
  });

  it('clears a field message as soon as that field is edited, and only that one', async () => {
    const { scope } = setup();
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($errors)).toMatchObject({
      postcode: 'Postcode is required.',
      number: 'Card number is required.',
    });
    await allSettled(billingEdited, { scope, params: { postcode: 'L' } });
    await allSettled(cardEdited, { scope, params: { number: '4' } });
    expect(scope.getState($errors).postcode).toBeUndefined();
    expect(scope.getState($errors).number).toBeUndefined();
    expect(scope.getState($errors).first_name).toBe('First Name is required.');
  });

  it.each([
    ['shop_sold_out', 'Sorry, "Car" has sold out; your order was not placed and you were not charged.'],
    ['shop_price_changed', 'Prices changed while you were checking out; please review your basket.'],
  ])('reads the basket again when the order is refused with %s', async (code, message) => {
    const refusal = { type: 'http', status: 409, code, message, isRetryable: false };
    const { scope, refresh } = setup({ place: () => Promise.reject(refusal) });
    await allSettled(checkoutOpened, { scope });
    await allSettled(cardEdited, { scope, params: goodCard });
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
          competition: {},
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
    await allSettled(cardEdited, { scope, params: goodCard });
    await allSettled(orderSubmitted, { scope });
    expect(refresh).not.toHaveBeenCalled();
    expect(scope.getState($cartItems).map((i) => i.key)).toEqual(['k9']);
  });
});

describe('card expiry', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('accepts this month and later, refuses past months and nonsense', () => {
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe('This card has expired.');
    expect(expiryProblem('13/30', now)).toBe('Expiry month must be 01 to 12.');
    expect(expiryProblem('1230', now)).toBe('Expiry date must look like MM/YY.');
  });
});
