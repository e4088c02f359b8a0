import { parse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { isNewCompetition, isSaleActive, progressPercent, remainingTickets, ticketPrice } from './competition';
import type { Competition } from './entities';
import { competition } from './responses/catalog';

/** The least a competition needs, read through its schema (its defaults filled in), then `fields`. */
const makeCompetition = (fields: Partial<Competition> = {}): Competition => ({
  ...parse(competition, {
    id: 1,
    title: 'Test',
    price_per_ticket: 1,
    total_sell_tickets: 100,
    competition_product_id: 1,
  }),
  ...fields,
});

describe('competition rules', () => {
  const now = new Date('2026-11-21T12:00:00').getTime();

  it('progress is floor(sold / total * 100)', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(999, 1000)).toBe(99);
    expect(progressPercent(5, 0)).toBe(0);
  });

  it('new when created within the last 48 hours', () => {
    expect(isNewCompetition({ created_at: '2026-11-19 12:00:01' }, now)).toBe(true);
    expect(isNewCompetition({ created_at: '2026-11-19 11:59:59' }, now)).toBe(false);
  });

  it('remaining tickets', () => {
    expect(remainingTickets(makeCompetition({ total_sell_tickets: 10, total_ticket_sold: 4 }))).toBe(6);
  });

  it('sale price only when lower and now is within the sale window', () => {
    const sale = {
      sale_price: 0.5,
      sale_start_date: '2026-11-20',
      sale_start_time: '00:00',
      sale_end_date: '2026-11-22',
      sale_end_time: '23:59',
    };
    expect(isSaleActive(makeCompetition({ price_per_ticket: 1, ...sale }), now)).toBe(true);
    expect(ticketPrice(makeCompetition({ price_per_ticket: 1, ...sale }), now)).toBe(0.5);
    expect(isSaleActive(makeCompetition({ price_per_ticket: 0.4, ...sale }), now)).toBe(false);
    expect(
      isSaleActive(
        makeCompetition({ price_per_ticket: 1, ...sale, sale_end_date: '2026-11-21', sale_end_time: '11:00' }),
        now,
      ),
    ).toBe(false);
    expect(ticketPrice(makeCompetition({ price_per_ticket: 1 }), now)).toBe(1);
  });
});
