import type { UserDetails } from '@shop/shared';
import { $user, userSignedOut } from '@shop/shared/state';
import { allSettled, fork, type Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCartFx } from '../../cart/model';
import { checkoutOpened, consentEdited, loadDetailsFx, orderSubmitted, placeOrderFx, tokenizeFx } from '../model';
import { $cardChoice, $walletToken, cardChosen, getSavedCardsFx, keepCardToggled, walletApproved } from './model';

const user = { token: 'tok', first_name: 'Dee', last_name: 'Mo', email: 'demo@example.co.uk' } as UserDetails;
const details = {
  ...user,
  billing_phone: '07700 900123',
  billing_address_1: '12',
  billing_address_2: 'High Street',
  billing_city: 'Leeds',
  billing_postcode: 'LS1 1AA',
} as UserDetails;
const card = (id: string, last4: string) => ({ id, brand: 'visa', last4, exp_month: 12, exp_year: 2040, wallet: null });
const paid = { order_id: 7, order_key: 'k', payment_result: { payment_status: 'success', redirect_url: '' } };

// The saved-cards query keeps its responses in a cache outside any scope, for its freshness time: a
// later file's checkout in the same module graph would be served these cards. Signing out forgets
// them, as it does for a shopper.
const scopes: Scope[] = [];
afterEach(async () => {
  for (const scope of scopes.splice(0)) await allSettled(userSignedOut, { scope });
});

function setup(cards: ReturnType<typeof card>[]) {
  const place = vi.fn<(p: unknown) => Promise<unknown>>(async () => paid);
  const tokenize = vi.fn(async () => ({ token: 'tok_new', last4: '4242' }));
  const scope = fork({
    values: [[$user, user]],
    handlers: [
      [loadDetailsFx, async () => details],
      [getSavedCardsFx, async () => ({ success: true, data: cards })],
      [placeOrderFx, place],
      [tokenizeFx, tokenize],
      [readCartFx, async () => ({ items: [], coupons: [], totals: {} })],
    ],
  });
  scopes.push(scope);
  const sent = () => (place.mock.calls.at(-1)?.[0] as { payload: { payment_data: unknown } } | undefined)?.payload;
  return { scope, place, tokenize, sent };
}

describe('paying again', () => {
  it('pays with the newest saved card by its id, without the card fields', async () => {
    const { scope, tokenize, sent } = setup([card('pm_new', '4444'), card('pm_old', '1111')]);
    await allSettled(checkoutOpened, { scope });
    expect(scope.getState($cardChoice)).toBe('pm_new');
    await allSettled(consentEdited, { scope, params: true });
    await allSettled(orderSubmitted, { scope });
    expect(tokenize).not.toHaveBeenCalled();
    expect(sent()?.payment_data).toEqual([{ key: 'saved_payment_method', value: 'pm_new' }]);
  });

  it('a new card kept for next time goes as its token and the wish to keep it', async () => {
    const { scope, tokenize, sent } = setup([card('pm_1', '4444')]);
    await allSettled(checkoutOpened, { scope });
    await allSettled(cardChosen, { scope, params: 'new' });
    await allSettled(keepCardToggled, { scope, params: true });
    await allSettled(consentEdited, { scope, params: true });
    await allSettled(orderSubmitted, { scope });
    expect(tokenize).toHaveBeenCalledTimes(1);
    expect(sent()?.payment_data).toEqual([
      { key: 'payment_token', value: 'tok_new' },
      { key: 'save_payment_method', value: '1' },
    ]);
  });

  it("the wallet's approval places the order with its token once the form is ready, and is not kept otherwise", async () => {
    const { scope, place, tokenize, sent } = setup([]);
    await allSettled(checkoutOpened, { scope });
    await allSettled(walletApproved, { scope, params: 'tok_wallet_1' });
    expect(place).not.toHaveBeenCalled();
    expect(scope.getState($walletToken)).toBeNull();
    await allSettled(consentEdited, { scope, params: true });
    await allSettled(walletApproved, { scope, params: 'tok_wallet_2' });
    expect(tokenize).not.toHaveBeenCalled();
    expect(sent()?.payment_data).toEqual([{ key: 'payment_token', value: 'tok_wallet_2' }]);
    expect(scope.getState($walletToken)).toBeNull();
  });
});
