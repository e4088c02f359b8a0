import type { Competition, TicketRecord } from '@shop/shared';
import { dateTimeToMs, formatCount, formatPounds, formatUkDate, formatUkTime } from '@shop/shared/format';
import type { CompetitionState } from '../../common/competition';

// What the details page may honestly offer a shopper ("Honest pages" and "Live draws"):
// whether entry is open to them and why not, the odds, the cash alternative and the live draw's
// phase, decided here as pure functions so the page only renders them.

/** Tickets this shopper already holds in one competition, over every paid order. */
export function ticketsHeld(records: readonly TicketRecord[], competitionId: number): number {
  return records
    .filter((r) => Number(r.competition_id) === Number(competitionId))
    .reduce((sum, r) => sum + (r.ticket_numbers?.length ?? 0), 0);
}

/** Why the page offers no entry (null: it does). */
export function entryClosedReason(
  c: Pick<Competition, 'max_ticket_per_user' | 'disable_tickets'>,
  state: CompetitionState,
  held: number,
): string | null {
  if (state === 'finished') return 'This competition has finished';
  if (state === 'sold_out') return 'Sold out';
  const max = Number(c.max_ticket_per_user);
  if (max > 0 && held >= max) return `You have the maximum ${max} tickets in this competition`;
  if (c.disable_tickets) return 'Entries are paused for this competition';
  return null;
}

/** Whole numbers the UK way: 3000 → "3,000". */
const whole = (n: number) => formatCount(Math.round(n));

/**
 * "1 in 3,000": one entry's chance, from the maximum entries (every ticket may be sold); null when
 * the competition hides its ticket count or has none.
 */
export function oddsText(c: Pick<Competition, 'total_sell_tickets' | 'hide_ticket_count'>): string | null {
  const total = Number(c.total_sell_tickets);
  if (c.hide_ticket_count || !(total > 0)) return null;
  return `1 in ${whole(total)}`;
}

/** "3,000 tickets": the ticket total, null when hidden. */
export function ticketTotalText(c: Pick<Competition, 'total_sell_tickets' | 'hide_ticket_count'>): string | null {
  const total = Number(c.total_sell_tickets);
  if (c.hide_ticket_count || !(total > 0)) return null;
  return `${whole(total)} ${total === 1 ? 'ticket' : 'tickets'}`;
}

/** "or £34,000 cash alternative"; null when there is none. */
export function cashAlternativeText(c: Pick<Competition, 'cash_alternative'>): string | null {
  const pounds = Number(c.cash_alternative);
  if (!(pounds > 0)) return null;
  return `or ${formatPounds(pounds).replace(/\.00$/, '')} cash alternative`;
}

/** A competition is drawn once the provider sends its outcome (or says so in its status). */
export function isDrawn(c: Pick<Competition, 'draw_outcome' | 'status'>): boolean {
  return Boolean(c.draw_outcome) || c.status === 'drawn';
}

/**
 * Where a streamed draw stands at `now`: before its time a countdown, from its time until the
 * result a link to the stream, after it the replay (or nothing to watch when none was kept).
 */
export type LiveDrawPhase =
  | { kind: 'upcoming'; at: number; url: string }
  | { kind: 'live'; url: string }
  | { kind: 'replay'; url: string }
  | { kind: 'drawn' };

export function liveDrawPhase(
  c: Pick<Competition, 'live_stream_url' | 'replay_url' | 'draw_date' | 'draw_time' | 'draw_outcome' | 'status'>,
  now: number,
): LiveDrawPhase | null {
  const stream = c.live_stream_url.trim();
  if (!stream) return null;
  if (isDrawn(c)) return c.replay_url.trim() ? { kind: 'replay', url: c.replay_url.trim() } : { kind: 'drawn' };
  const at = dateTimeToMs(c.draw_date, c.draw_time);
  if (Number.isFinite(at) && now < at) return { kind: 'upcoming', at, url: stream };
  return { kind: 'live', url: stream };
}

/**
 * "8pm on 24 November 2026": the draw's time as the page states it everywhere, from the draw
 * date and time only (a free text could contradict them); null when the date is unknown.
 */
export function drawTimeText(c: Pick<Competition, 'draw_date' | 'draw_time'>): string | null {
  const day = formatUkDate(c.draw_date, '');
  if (!day) return null;
  const time = formatUkTime(c.draw_time, '');
  return time ? `${time} on ${day}` : day;
}
