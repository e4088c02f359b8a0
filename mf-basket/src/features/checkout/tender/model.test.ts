import type { TenderQuote, UserDetails } from '@shop/shared';
import { $user } from '@shop/shared/state';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $cartTotals, $pathname, readCartFx } from '../../cart/model';
import { $errors, billingEdited, consentEdited, orderSubmitted, placeOrderFx, profileEdited } from '../model';
import {
  $amountToPay,
  $cardNeeded,
  $pointsProblem,
  $pointsText,
  creditToggled,
  pointsChosen,
  readTenderFx,
} from './model';

const user = { token: 'tok', first_name: 'Dee' } as UserDetails;
const BILLING = {
  first_name: 'Dee',
  last_name: 'Mo',
  email: 'demo@example.co.uk',
  phone: '07700 900123',
  address_1: '12 High Street',
  address_2: 'High Street',
  city: 'Leeds',
  state: '',
  postcode: 'LS1 1AA',
};
const totals = { subtotal: 5, discount: 0, total: 5, coupons: [] };
const quote = (over: Partial<TenderQuote>): TenderQuote => ({
  total: 5,
  credit_used: 0,
  points_used: 0,
  points_value: 0,
  amount_to_pay: 5,
  site_credit: 13.52,
  points: 300,
  points_per_pound: 100,
  ...over,
});

function setup(respond: (p: { use_credit?: boolean; redeem_points?: number }) => TenderQuote, path = '/checkout') {
  const read = vi.fn(async (p: { use_credit?: boolean; redeem_points?: number }) => respond(p));
  const scope = fork({
    values: [
      [$user, user],
      [$pathname, path],
      [$cartTotals, totals],
    ],
    handlers: [[readTenderFx, read]],
  });
  return { scope, read };
}

describe('site credit and points at checkout', () => {
  it('sends only the choice and shows the amount the shop worked out; credit only skips the card', async () => {
    const { scope, read } = setup((p) =>
      p.use_credit ? quote({ credit_used: 5, amount_to_pay: 0 }) : quote({ amount_to_pay: 5 }),
    );
    expect(scope.getState($amountToPay)).toBe(5);
    await allSettled(creditToggled, { scope, params: true });
    expect(read).toHaveBeenLastCalledWith({ token: 'tok', use_credit: true, redeem_points: 0 });
    expect(scope.getState($amountToPay)).toBe(0);
    expect(scope.getState($cardNeeded)).toBe(false);
  });

  it('shows no amount (Pay waits) until the shop responded to the current choice', async () => {
    let respond: (q: TenderQuote) => void = () => {};
    const read = vi.fn(() => new Promise<TenderQuote>((resolve) => (respond = resolve)));
    const scope = fork({
      values: [
        [$user, user],
        [$pathname, '/checkout'],
        [$cartTotals, totals],
      ],
      handlers: [[readTenderFx, read]],
    });
    const settled = allSettled(pointsChosen, { scope, params: '150' });
    await Promise.resolve();
    expect(scope.getState($amountToPay)).toBeNull();
    respond(quote({ points_used: 150, points_value: 1.5, amount_to_pay: 3.5 }));
    await settled;
    expect(scope.getState($amountToPay)).toBe(3.5);
    expect(scope.getState($cardNeeded)).toBe(true);
  });

  it('does not ask away from the checkout page', async () => {
    const { scope, read } = setup(() => quote({}), '/cart');
    await allSettled(creditToggled, { scope, params: true });
    expect(read).not.toHaveBeenCalled();
  });

  it('reads nonsense points as none, keeps them as typed and says why', async () => {
    const { scope, read } = setup(() => quote({}));
    for (const typed of ['-4', '12.5', '1e3']) {
      await allSettled(pointsChosen, { scope, params: typed });
      expect(read).not.toHaveBeenCalled();
      expect(scope.getState($amountToPay)).toBe(5);
      expect(scope.getState($pointsText)).toBe(typed);
      expect(scope.getState($pointsProblem)).toBe('Please enter a whole number of points (0 or more).');
    }
    await allSettled(pointsChosen, { scope, params: '' });
    expect(scope.getState($pointsProblem)).toBeNull();
    await allSettled(pointsChosen, { scope, params: ' 12 ' });
    expect(scope.getState($pointsProblem)).toBeNull();
    expect(read).toHaveBeenCalledWith(expect.objectContaining({ redeem_points: 12 }));
  });

  it('places a credit-only order with no card data and no card fields asked for', async () => {
    const place = vi.fn(async () => ({
      order_id: 1,
      order_key: 'k',
      payment_result: { payment_status: 'success', payment_details: [], redirect_url: '' },
    }));
    const scope = fork({
      values: [
        [$user, user],
        [$pathname, '/checkout'],
        [$cartTotals, totals],
      ],
      handlers: [
        [readTenderFx, async () => quote({ credit_used: 5, amount_to_pay: 0 })],
        [placeOrderFx, place],
        [readCartFx, async () => ({ items: [], coupons: [], totals: {} })],
      ],
    });
    await allSettled(creditToggled, { scope, params: true });
    await allSettled(billingEdited, { scope, params: BILLING });
    await allSettled(profileEdited, {
      scope,
      params: { first_name: 'Dee', last_name: 'Mo', email: 'demo@example.co.uk' },
    });
    await allSettled(consentEdited, { scope, params: true });
    // A part point in the points field holds the order until it is put right: nothing is sent.
    await allSettled(pointsChosen, { scope, params: '12.5' });
    await allSettled(orderSubmitted, { scope });
    expect(place).not.toHaveBeenCalled();
    await allSettled(pointsChosen, { scope, params: '' });
    await allSettled(orderSubmitted, { scope });
    expect(scope.getState($errors)).toEqual({});
    expect(place).toHaveBeenCalledWith(
      expect.objectContaining({
        payload: expect.objectContaining({
          use_credit: true,
          redeem_points: 0,
          payment_method: 'site_credit',
          payment_data: [],
        }),
      }),
    );
  });
});
