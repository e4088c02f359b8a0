import { makeCompetition } from '@shop/provider-client/testing';
import type { TicketRecord } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  cashAlternativeText,
  drawTimeText,
  entryClosedReason,
  liveDrawPhase,
  oddsText,
  ticketsHeld,
  ticketTotalText,
} from './entry';
import { maxQuantity, previewQuantity, quantityHint } from './quantity';

const record = (competition_id: number, tickets: number[]) =>
  ({ competition_id, ticket_numbers: tickets, status: 'upcoming', wins: [] }) as unknown as TicketRecord;

describe('entryClosedReason (pages offer no entry they would refuse, and say why)', () => {
  const c = makeCompetition({ max_ticket_per_user: 50, disable_tickets: false });
  it('names a finished, a sold-out and a maxed-out competition', () => {
    expect(entryClosedReason(c, 'finished', 0)).toBe('This competition has finished');
    expect(entryClosedReason(c, 'sold_out', 0)).toBe('Sold out');
    expect(entryClosedReason(c, 'live', 50)).toBe('You have the maximum 50 tickets in this competition');
    expect(entryClosedReason(c, 'live', 60)).toBe('You have the maximum 50 tickets in this competition');
  });
  it('leaves entry open below the maximum, and says when entries are paused', () => {
    expect(entryClosedReason(c, 'live', 49)).toBeNull();
    expect(entryClosedReason({ ...c, disable_tickets: true }, 'live', 0)).toBe(
      'Entries are paused for this competition',
    );
  });
});

describe('ticketsHeld', () => {
  it('counts this competition’s tickets over every order, numbers as text included', () => {
    const records = [record(7, [1, 2, 3]), record(8, [4]), { ...record(7, [9]), competition_id: '7' as never }];
    expect(ticketsHeld(records, 7)).toBe(4);
    expect(ticketsHeld([], 7)).toBe(0);
  });
});

describe('the quantity preview never exceeds what may be added', () => {
  it('clamps 80 to the 50 a shopper may add ("80 × £0.50" beside "Up to 50 tickets" was the bug)', () => {
    const c = makeCompetition({ max_ticket_per_user: 50, total_sell_tickets: 1000, total_ticket_sold: 0 });
    expect(quantityHint(c)).toBe('Up to 50 tickets for this entry.');
    expect(previewQuantity(80, maxQuantity(c))).toBe(50);
    expect(previewQuantity(20, maxQuantity(c))).toBe(20);
  });
  it('takes off the tickets the shopper already holds', () => {
    const c = makeCompetition({ max_ticket_per_user: 50, total_sell_tickets: 1000, total_ticket_sold: 0 });
    expect(maxQuantity(c, 30)).toBe(20);
    expect(quantityHint(c, 30)).toBe('Up to 20 tickets for this entry.');
    expect(previewQuantity(80, maxQuantity(c, 30))).toBe(20);
  });
  it('with a hidden count bounds by the allowance only', () => {
    const c = makeCompetition({
      max_ticket_per_user: 50,
      total_sell_tickets: 100,
      total_ticket_sold: 99,
      hide_ticket_count: true,
    });
    expect(maxQuantity(c, 10)).toBe(40);
  });
});

describe('odds, ticket total and cash alternative', () => {
  it('"1 in N" from the maximum entries, with the total, unless the count is hidden', () => {
    const c = makeCompetition({ total_sell_tickets: 3000, hide_ticket_count: false });
    expect(oddsText(c)).toBe('1 in 3,000');
    expect(ticketTotalText(c)).toBe('3,000 tickets');
    expect(oddsText({ ...c, hide_ticket_count: true })).toBeNull();
    expect(ticketTotalText({ ...c, hide_ticket_count: true })).toBeNull();
    expect(oddsText({ ...c, total_sell_tickets: 0 })).toBeNull();
  });
  it('says the cash alternative only when there is one', () => {
    expect(cashAlternativeText({ cash_alternative: 34000 })).toBe('or £34,000 cash alternative');
    expect(cashAlternativeText({ cash_alternative: 99.5 })).toBe('or £99.50 cash alternative');
    expect(cashAlternativeText({ cash_alternative: 0 })).toBeNull();
  });
});

describe('liveDrawPhase', () => {
  const base = makeCompetition({
    draw_date: '2026-12-01',
    draw_time: '20:00',
    live_stream_url: 'https://example.test/live',
    replay_url: '',
    status: '',
    draw_outcome: undefined,
  });
  const at = Date.UTC(2026, 11, 1, 20, 0); // UK winter: UTC
  it('counts down before the draw time, links the stream from it until drawn, then the replay', () => {
    expect(liveDrawPhase(base, at - 60_000)).toEqual({ kind: 'upcoming', at, url: 'https://example.test/live' });
    expect(liveDrawPhase(base, at)).toEqual({ kind: 'live', url: 'https://example.test/live' });
    const drawn = { ...base, draw_outcome: { winner_name: 'Sam T.', winning_ticket: 4, drawn_at: '' } };
    expect(liveDrawPhase(drawn, at + 1)).toEqual({ kind: 'drawn' });
    expect(liveDrawPhase({ ...drawn, replay_url: 'https://example.test/replay' }, at + 1)).toEqual({
      kind: 'replay',
      url: 'https://example.test/replay',
    });
  });
  it('is nothing without a stream', () => {
    expect(liveDrawPhase({ ...base, live_stream_url: '' }, at)).toBeNull();
  });
  it('states the draw time from the draw date and time', () => {
    expect(drawTimeText(base)).toBe('8pm on 1 December 2026');
    expect(drawTimeText({ ...base, draw_time: '' })).toBe('1 December 2026');
    expect(drawTimeText({ ...base, draw_date: '' })).toBeNull();
  });
});
