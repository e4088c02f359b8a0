import { makeCompetition } from '@shop/provider-client/testing';
import type { CartItem, StoreCart } from '@shop/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cartItems, readCartFx, updateItemFx } from '../model';
import { CartLine } from './CartLine';
import { CartPage } from './CartPage';

const competition = makeCompetition({ id: 3, competition_product_id: 103, title: 'Car', max_ticket_per_user: 10 });
const line = (quantity: number): CartItem => ({
  id: 103,
  key: 'k1',
  quantity: String(quantity),
  totals: { line_total: String(quantity * 100), currency_minor_unit: 2 },
  competition,
});
const cartOf = (quantity: number) =>
  ({
    items: [{ ...line(quantity), quantity, name: 'Car' }],
    items_count: quantity,
    coupons: [],
    totals: { total_items: '0', total_discount: '0', total_price: '0', currency_minor_unit: 2 },
  }) as unknown as StoreCart;

afterEach(cleanup);

function renderPage(quantity: number, update: () => Promise<StoreCart>) {
  const scope = fork({
    values: [[$cartItems, [line(quantity)]]],
    handlers: [
      [readCartFx, async () => cartOf(quantity)],
      [updateItemFx, update],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>
    </Provider>,
  );
  return { scope, input: screen.getByLabelText('Quantity') as HTMLInputElement };
}

describe('the quantity box after an edit that did not land', () => {
  it('shows the basket quantity again when the update failed', async () => {
    const failure = { type: 'http', status: 409, message: 'Cart item does not exist.', isRetryable: false };
    const { scope, input } = renderPage(2, () => Promise.reject(failure));
    await act(() => allSettled(scope));
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.blur(input);
    await act(() => allSettled(scope));
    await waitFor(() => expect(input.value).toBe('2'));
  });

  it('shows the basket quantity again when the limits refused the edit', async () => {
    const update = vi.fn(async () => cartOf(10));
    const { scope, input } = renderPage(10, update);
    await act(() => allSettled(scope));
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(() => allSettled(scope));
    expect(update).not.toHaveBeenCalled();
    expect(input.value).toBe('10');
  });
});

describe('quantity controls while the basket is busy', () => {
  const view = (busy: boolean, onQuantity = vi.fn(), onRemove = vi.fn()) => (
    <MemoryRouter>
      <CartLine item={line(2)} busy={busy} onQuantity={onQuantity} onRemove={onRemove} />
    </MemoryRouter>
  );

  it('keep the keyboard focus, look disabled and ignore activation', () => {
    const onQuantity = vi.fn();
    const onRemove = vi.fn();
    const { rerender } = render(view(false, onQuantity, onRemove));
    const more = screen.getByRole('button', { name: 'One more ticket for Car' });
    more.focus();
    fireEvent.click(more);
    expect(onQuantity).toHaveBeenCalledWith('k1', '3');

    rerender(view(true, onQuantity, onRemove));
    const controls = [
      more,
      screen.getByRole('button', { name: 'One ticket fewer for Car' }),
      screen.getByLabelText('Quantity'),
      screen.getByRole('button', { name: 'Remove Car' }),
    ];
    for (const control of controls) {
      expect((control as HTMLButtonElement).disabled).toBe(false);
      expect(control.getAttribute('aria-disabled')).toBe('true');
    }
    expect(document.activeElement).toBe(more);
    for (const control of controls) fireEvent.click(control);
    expect(onQuantity).toHaveBeenCalledTimes(1);
    expect(onRemove).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).readOnly).toBe(true);
  });
});
