import { makeCompetition } from '@shop/provider-client/testing';
import type { CartItem, StoreCart, UserDetails } from '@shop/shared';
import { $user } from '@shop/shared/state';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cartItems, readCartFx } from '../../cart/model';
import { $consent, loadDetailsFx, placeOrderFx, tokenizeFx } from '../model';
import { CheckoutPage } from './CheckoutPage';

const competition = makeCompetition({ id: 3, competition_product_id: 103, title: 'Car' });
const line: CartItem = {
  id: 103,
  key: 'k1',
  quantity: '2',
  totals: { line_total: '398', currency_minor_unit: 2 },
  competition,
};
const cart = {
  items: [{ ...line, quantity: 2, name: 'Car' }],
  items_count: 2,
  coupons: [{ code: 'SAVE1', totals: { total_discount: '100', currency_minor_unit: 2 } }],
  totals: {
    total_items: '398',
    total_discount: '100',
    total_price: '298',
    currency_code: 'GBP',
    currency_minor_unit: 2,
  },
} as StoreCart;
const user = {
  token: 'tok',
  first_name: 'Dee',
  last_name: 'Mo',
  email: 'dee@example.co.uk',
  billing_phone: '07700 900123',
  billing_address_1: '12',
  billing_address_2: 'High Street',
  billing_city: 'Leeds',
  billing_postcode: 'LS1 1AA',
} as UserDetails;
const outage = { type: 'network', message: 'The network is unreachable.', isRetryable: true };

afterEach(cleanup);

async function renderCheckout(read: () => Promise<StoreCart>, place: () => Promise<unknown>) {
  const scope = fork({
    values: [
      [$user, user],
      [$cartItems, [line]],
      [$consent, true],
    ],
    handlers: [
      [readCartFx, read],
      [loadDetailsFx, async () => user],
      [placeOrderFx, place],
      [tokenizeFx, async () => ({ token: 'tok_card_1', last4: '0002' })],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <CheckoutPage />
      </MemoryRouter>
    </Provider>,
  );
  await act(() => allSettled(scope));
  return scope;
}

describe('checkout when the basket total cannot be read', () => {
  it('says so instead of spinning, and Try again brings the total and enables Pay', async () => {
    const read = vi.fn(async (): Promise<StoreCart> => Promise.reject(outage));
    const scope = await renderCheckout(read, async () => ({ order_id: 1, order_key: 'k' }));
    expect(screen.queryByRole('status', { name: 'Loading totals' })).toBeNull();
    const alert = screen.getByText(/couldn't load your order total/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);

    read.mockResolvedValueOnce(cart);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => allSettled(scope));
    expect(screen.getByTestId('checkout-total').textContent).toBe('£2.98');
    expect((screen.getByRole('button', { name: 'Pay £2.98' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(/couldn't load your order total/)).toBeNull();
  });
});

describe('a declined card', () => {
  it('keeps the reason beside Pay until the form is edited', async () => {
    const declined = {
      type: 'http',
      status: 402,
      message: 'Your card was declined. No payment was taken; please try another card.',
      isRetryable: false,
    };
    const scope = await renderCheckout(
      async () => cart,
      () => Promise.reject(declined),
    );
    const pay = screen.getByRole('button', { name: 'Pay £2.98' });
    fireEvent.click(pay);
    await act(() => allSettled(scope));
    const reason = screen.getByRole('alert');
    expect(reason.textContent).toBe(declined.message);
    expect(pay.getAttribute('aria-describedby')).toBe(reason.id);

    fireEvent.change(screen.getByLabelText(/Town\/City/), { target: { value: 'York' } });
    expect(screen.queryByText(declined.message)).toBeNull();
  });
});

describe('the card fields', () => {
  it('are a frame of the payment service, with no card input on this page', async () => {
    await renderCheckout(
      async () => cart,
      async () => ({}),
    );
    const frame = screen.getByTitle('Card details') as HTMLIFrameElement;
    expect(frame.src).toBe('http://localhost:8788/fields');
    expect(document.querySelector('input[autocomplete^="cc-"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/legal-terms?tab=3');
  });
});
