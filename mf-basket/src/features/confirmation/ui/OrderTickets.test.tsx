import type { OrderConfirmation } from '@shop/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { drawWhen, OrderTickets } from './OrderTickets';

afterEach(cleanup);
const NOW = Date.parse('2026-11-26T12:00:00Z');
const order: OrderConfirmation = {
  order_id: 9,
  order_key: 'k',
  status: 'processing',
  total: '£3.00',
  lines: [
    { competition_id: 1, title: 'Cash Bundle', quantity: 3, tickets: [7, 50, 88], draw_at: '2026-12-08T18:03:00Z' },
  ],
  instant_wins: [
    { ticket_number: 50, prize: '£50 Cash', image: '', competition_title: 'Cash Bundle', win_id: 4, claimable: true },
    {
      ticket_number: 88,
      prize: '£10 Site Credit',
      image: '',
      competition_title: 'Cash Bundle',
      win_id: 5,
      claimable: false,
    },
  ],
  points_earned: 3,
};

describe('the confirmation', () => {
  it('marks the instant-win tickets in the grid and links a prize to its claim', () => {
    render(
      <MemoryRouter>
        <OrderTickets order={order} now={NOW} />
      </MemoryRouter>,
    );
    const grid = screen.getByRole('list', { name: 'Ticket numbers for Cash Bundle' });
    const marked = within(grid).getAllByTestId('instant-win-ticket');
    expect(marked.map((t) => t.textContent)).toEqual(['50 won £50 Cash', '88 won £10 Site Credit']);
    expect(screen.getByRole('link', { name: 'Claim your prize' }).getAttribute('href')).toBe('/claim/prize?win=4');
    expect(screen.getByText(/It has been added to your account/)).toBeTruthy();
    expect(screen.getByText(/^Draw on 8 December 2026/)).toBeTruthy();
  });

  it('says a draw that has passed was drawn', () => {
    expect(drawWhen('2026-11-01T18:00:00Z', NOW)).toMatch(/^Drawn 1 November 2026/);
  });
});
