import type { Competition } from './entities';
import { dateTimeToMs } from './format/dates';

/** Requirements §4 and §9: new when created within the last 48 hours. */
export const NEW_COMPETITION_MS = 48 * 60 * 60 * 1000;

export function isNewCompetition(c: Pick<Competition, 'created_at'>, now = Date.now()): boolean {
  const created = new Date(c.created_at.replace(' ', 'T')).getTime();
  return Number.isFinite(created) && now - created >= 0 && now - created < NEW_COMPETITION_MS;
}

/** floor(sold / total * 100), 0 when the total is unknown. */
export function progressPercent(sold: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.floor((sold / total) * 100));
}

export function remainingTickets(c: Pick<Competition, 'total_sell_tickets' | 'total_ticket_sold'>): number {
  return Math.max(0, c.total_sell_tickets - c.total_ticket_sold);
}

/** A sale price applies only when lower than price_per_ticket and now lies in the sale window. */
export function isSaleActive(c: Competition, now = Date.now()): boolean {
  const sale = c.sale_price;
  if (sale === null || sale === undefined || !(Number(sale) < Number(c.price_per_ticket))) return false;
  const start = dateTimeToMs(c.sale_start_date, c.sale_start_time);
  const end = dateTimeToMs(c.sale_end_date, c.sale_end_time ?? '23:59');
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return now >= start && now <= end;
}

export function ticketPrice(c: Competition, now = Date.now()): number {
  return isSaleActive(c, now) ? Number(c.sale_price) : Number(c.price_per_ticket);
}

export function closingTime(c: Pick<Competition, 'closing_date' | 'closing_time'>): number {
  return dateTimeToMs(c.closing_date, c.closing_time);
}
