import type { TicketRecord, TicketWin } from '@shop/shared';

/** One competition in the overview: every ticket the user holds in it, across all their orders. */
export interface CompetitionTickets {
  competition_id: number;
  competition_title: string;
  draw_date: string;
  draw_time: string;
  ticket_numbers: number[];
  order_ids: number[];
  /** Once drawn: the draw's winning ticket (null: nobody entered; undefined: not drawn or not told). */
  winning_ticket?: number | null;
  /** The wins on these tickets (draw, instant, reward), in ticket order. */
  wins: TicketWin[];
}

/** Competitions shown at first and added by each Load More (44 tickets made a 5,400 px page). */
export const COMPETITIONS_PER_PAGE = 5;

/**
 * The provider sends one record per order per competition; the overview shows one entry per
 * competition, in the order first met, with its ticket numbers ascending and its orders newest first.
 */
export function groupByCompetition(records: TicketRecord[]): CompetitionTickets[] {
  const groups = new Map<number, CompetitionTickets>();
  for (const record of records) {
    const group = groups.get(record.competition_id) ?? {
      competition_id: record.competition_id,
      competition_title: record.competition_title,
      draw_date: record.draw_date,
      draw_time: record.draw_time,
      ticket_numbers: [],
      order_ids: [],
      wins: [],
    };
    group.ticket_numbers.push(...record.ticket_numbers);
    if (record.winning_ticket !== undefined) group.winning_ticket = record.winning_ticket;
    for (const win of record.wins ?? []) if (!group.wins.some((w) => w.win_id === win.win_id)) group.wins.push(win);
    if (!group.order_ids.includes(record.order_id)) group.order_ids.push(record.order_id);
    groups.set(record.competition_id, group);
  }
  return [...groups.values()].map((group) => ({
    ...group,
    ticket_numbers: [...new Set(group.ticket_numbers)].sort((a, b) => a - b),
    order_ids: group.order_ids.sort((a, b) => b - a),
    wins: group.wins.sort((a, b) => a.ticket_number - b.ticket_number),
  }));
}
