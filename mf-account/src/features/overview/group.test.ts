import type { TicketRecord } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { groupByCompetition } from './group';

const record = (competition_id: number, order_id: number, ticket_numbers: number[]): TicketRecord => ({
  competition_id,
  competition_title: `Competition ${competition_id}`,
  order_id,
  ticket_numbers,
  draw_date: '2026-12-01',
  draw_time: '20:00:00',
  status: 'upcoming',
  wins: [],
});

describe('groupByCompetition', () => {
  it('gives one entry per competition with every ticket from every order, ascending', () => {
    const groups = groupByCompetition([record(7, 101, [40, 3]), record(9, 101, [5]), record(7, 120, [12])]);
    expect(groups.map((g) => g.competition_id)).toEqual([7, 9]);
    expect(groups[0]?.ticket_numbers).toEqual([3, 12, 40]);
    expect(groups[0]?.order_ids).toEqual([120, 101]);
    expect(groups[1]?.ticket_numbers).toEqual([5]);
    expect(groups[1]?.order_ids).toEqual([101]);
  });

  it('keeps the winning ticket and every win once, whichever order carried it', () => {
    const win = { ticket_number: 12, kind: 'draw' as const, prize: 'Car', win_id: 5, claimable: true };
    const drawn = { ...record(7, 101, [3]), status: 'drawn', winning_ticket: 12, wins: [] };
    const groups = groupByCompetition([
      drawn,
      { ...record(7, 120, [12]), status: 'drawn', winning_ticket: 12, wins: [win] },
    ]);
    expect(groups[0]).toMatchObject({ winning_ticket: 12, wins: [win] });
    expect(groupByCompetition([record(9, 1, [1])])[0]?.winning_ticket).toBeUndefined();
  });

  it('gives nothing for no records', () => {
    expect(groupByCompetition([])).toEqual([]);
  });
});
