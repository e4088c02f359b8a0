import { makeCompetition } from '@shop/provider-client/testing';
import { competitionDetailsPath, titleSlug, truncate } from '@shop/shared/format';
import { describe, expect, it } from 'vitest';
import { competitionState, competitionView, countdownText } from './view';

const NOW = new Date('2026-11-21T12:00:00').getTime();
const HOUR = 3_600_000;

describe('card and details rules', () => {
  it('details link: /competition/details/{slug}-{id}, each run of non-word characters a hyphen', () => {
    expect(titleSlug('£10,000 Tax-Free Cash')).toBe('-10-000-Tax-Free-Cash');
    expect(competitionDetailsPath({ id: 7, title: 'iPhone 17 Pro Max!' })).toBe(
      '/competition/details/iPhone-17-Pro-Max--7',
    );
  });

  it('sale price only when lower than the ticket price and now is inside the sale window', () => {
    const sale = {
      price_per_ticket: 0.99,
      sale_price: 0.49,
      sale_start_date: '2026-11-20',
      sale_start_time: '00:00',
      sale_end_date: '2026-11-22',
      sale_end_time: '23:59',
    };
    const on = competitionView(makeCompetition(sale), NOW);
    expect([on.priceText, on.wasPriceText]).toEqual(['£0.49', '£0.99']);
    expect(
      competitionView(makeCompetition({ ...sale, sale_end_date: '2026-11-21', sale_end_time: '11:59' }), NOW)
        .wasPriceText,
    ).toBeNull();
    expect(
      competitionView(makeCompetition({ ...sale, sale_start_date: '2026-11-21', sale_start_time: '12:01' }), NOW)
        .wasPriceText,
    ).toBeNull();
    const higher = competitionView(makeCompetition({ ...sale, sale_price: 1.5 }), NOW);
    expect([higher.priceText, higher.wasPriceText]).toEqual(['£0.99', null]);
    // What the details page multiplies by the quantity before Add.
    expect([on.unitPrice, higher.unitPrice]).toEqual([0.49, 0.99]);
  });

  it('progress is floor(sold / total × 100), and absent when the ticket count is hidden', () => {
    expect(
      competitionView(makeCompetition({ total_sell_tickets: 3000, total_ticket_sold: 640 }), NOW).progress,
    ).toEqual({ percent: 21, sold: 640, total: 3000, remaining: 2360 });
    expect(
      competitionView(makeCompetition({ total_sell_tickets: 3, total_ticket_sold: 2 }), NOW).progress?.percent,
    ).toBe(66);
    expect(competitionView(makeCompetition({ hide_ticket_count: true }), NOW).progress).toBeNull();
  });

  it('the countdown is absent when the timer is hidden', () => {
    const c = makeCompetition({ closing_date: '2026-11-23', closing_time: '12:00' });
    expect(competitionView(c, NOW).closesAt).toBe(NOW + 48 * HOUR);
    expect(competitionView({ ...c, hide_timer: true }, NOW).closesAt).toBeNull();
    expect(countdownText(NOW + 48 * HOUR + 61_000, NOW)).toBe('2d 00h 01m 01s');
    expect(countdownText(NOW + 5_000, NOW)).toBe('00h 00m 05s');
    expect(countdownText(NOW - 1, NOW)).toBe('Closed');
  });

  it('"new" when created within the last 48 hours', () => {
    expect(competitionView(makeCompetition({ created_at: '2026-11-19 12:00:01' }), NOW).isNew).toBe(true);
    expect(competitionView(makeCompetition({ created_at: '2026-11-19 12:00:00' }), NOW).isNew).toBe(false);
  });

  it('sold out, finished and live states; entry only when live and tickets not disabled', () => {
    const open = { closing_date: '2026-12-01', closing_time: '20:00' };
    expect(competitionState(makeCompetition({ ...open, total_sell_tickets: 100, total_ticket_sold: 100 }), NOW)).toBe(
      'sold_out',
    );
    expect(competitionState(makeCompetition({ closing_date: '2026-11-21', closing_time: '11:00' }), NOW)).toBe(
      'finished',
    );
    expect(competitionState(makeCompetition({ ...open, status: 'drawn' }), NOW)).toBe('finished');
    expect(competitionView(makeCompetition(open), NOW)).toMatchObject({ state: 'live', canEnter: true });
    expect(competitionView(makeCompetition({ ...open, disable_tickets: true }), NOW).canEnter).toBe(false);
  });

  it('long titles are truncated with an ellipsis', () => {
    expect(truncate('Tesla Model 3 or £35,000 Cash', 13)).toBe('Tesla Model 3…');
    expect(truncate('Short', 13)).toBe('Short');
  });
});
