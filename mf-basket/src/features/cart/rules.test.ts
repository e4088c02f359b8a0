import { makeCompetition } from '@shop/provider-client/testing';
import { describe, expect, it } from 'vitest';
import { decideAdd, MESSAGES, purchasedFor, unitPrice } from './rules';

const comp = (o: Parameters<typeof makeCompetition>[0] = {}) =>
  makeCompetition({ total_sell_tickets: 100, total_ticket_sold: 0, max_ticket_per_user: 10, ...o });

describe('decideAdd (requirements §5 and §8)', () => {
  it('accepts a quantity inside every limit unchanged', () => {
    expect(decideAdd({ competition: comp(), requested: 3, inCart: 2, purchased: 1 })).toEqual({
      kind: 'accepted',
      quantity: 3,
      notice: null,
    });
  });

  it('rejects a sold-out competition', () => {
    const d = decideAdd({ competition: comp({ total_ticket_sold: 100 }), requested: 1, inCart: 0, purchased: 0 });
    expect(d).toEqual({ kind: 'rejected', message: 'Oops! There is not ticket left to purchase for this competition' });
  });

  it('rejects when the basket alone holds the maximum', () => {
    const d = decideAdd({ competition: comp(), requested: 1, inCart: 10, purchased: 0 });
    expect(d).toEqual({
      kind: 'rejected',
      message: 'You already have the maximum number of tickets for this competition in cart!',
    });
  });

  it('rejects when bought plus basket reach the maximum', () => {
    const d = decideAdd({ competition: comp(), requested: 1, inCart: 4, purchased: 6 });
    expect(d).toEqual({
      kind: 'rejected',
      message: 'You already have the maximum number of tickets for this competition',
    });
  });

  it('rejects when tickets already bought reach the maximum', () => {
    const d = decideAdd({ competition: comp(), requested: 1, inCart: 0, purchased: 10 });
    expect(d).toEqual({ kind: 'rejected', message: 'You have entered the maximum number of tickets' });
  });

  it('rejects when the basket already holds every remaining ticket, naming how many', () => {
    const d = decideAdd({ competition: comp({ total_ticket_sold: 96 }), requested: 2, inCart: 4, purchased: 0 });
    expect(d).toEqual({
      kind: 'rejected',
      message: "Oops! It seems you've already have 4 tickets for this competition in cart.",
    });
  });

  it('clamps to the stock left with the "are available ," message', () => {
    // 5 left, 2 already in the basket: 3 can still be added.
    const d = decideAdd({ competition: comp({ total_ticket_sold: 95 }), requested: 6, inCart: 2, purchased: 0 });
    expect(d).toEqual({
      kind: 'accepted',
      quantity: 3,
      notice: 'Only 5 tickets are available , 3 tickets have been added to your basket.',
    });
  });

  it('clamps to the per-person allowance with the "available," message', () => {
    const d = decideAdd({ competition: comp(), requested: 8, inCart: 3, purchased: 2 });
    expect(d).toEqual({
      kind: 'accepted',
      quantity: 5,
      notice: 'Only 8 tickets available, 5 tickets have been added to your basket.',
    });
  });

  it('clamps a first add to the remaining tickets when stock is tighter than the maximum', () => {
    const d = decideAdd({ competition: comp({ total_ticket_sold: 98 }), requested: 5, inCart: 0, purchased: 0 });
    expect(d).toEqual({ kind: 'accepted', quantity: 2, notice: MESSAGES.clampedToStock(2, 2) });
  });
});

describe('purchasedFor', () => {
  it('counts tickets of one competition over every order', () => {
    const rec = (competition_id: number, n: number) => ({
      competition_id,
      competition_title: '',
      order_id: 1,
      ticket_numbers: Array.from({ length: n }, (_, i) => i),
      draw_date: '',
      draw_time: '',
      status: 'upcoming',
      wins: [],
    });
    expect(purchasedFor([rec(1, 2), rec(2, 5), rec(1, 3)], 1)).toBe(5);
  });
});

describe('sale price rule', () => {
  const now = new Date('2026-11-21T12:00:00').getTime();
  const window = {
    sale_start_date: '2026-11-20',
    sale_start_time: '00:00',
    sale_end_date: '2026-11-22',
    sale_end_time: '23:59',
  };

  it('applies a lower sale price inside its window', () => {
    expect(unitPrice(comp({ price_per_ticket: 0.99, sale_price: 0.49, ...window }), now)).toBe(0.49);
  });
  it('ignores a sale price that is not lower', () => {
    expect(unitPrice(comp({ price_per_ticket: 0.99, sale_price: 1.5, ...window }), now)).toBe(0.99);
  });
  it('ignores a sale price outside its window', () => {
    const later = new Date('2026-11-23T12:00:00').getTime();
    expect(unitPrice(comp({ price_per_ticket: 0.99, sale_price: 0.49, ...window }), later)).toBe(0.99);
    const earlier = new Date('2026-11-19T12:00:00').getTime();
    expect(unitPrice(comp({ price_per_ticket: 0.99, sale_price: 0.49, ...window }), earlier)).toBe(0.99);
  });
});
