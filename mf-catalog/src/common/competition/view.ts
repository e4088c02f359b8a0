import {
  type Competition,
  closingTime,
  isNewCompetition,
  isSaleActive,
  progressPercent,
  remainingTickets,
} from '@shop/shared';
import { formatPounds } from '@shop/shared/format';

// What a card or a details page shows for a competition at a given instant: the spec's rules
// (sale window, progress, "new", hidden count and timer) decided once, so views only render.

export type CompetitionState = 'live' | 'sold_out' | 'finished';

export interface CompetitionView {
  state: CompetitionState;
  /** The price charged now, formatted. */
  priceText: string;
  /** The price charged now per ticket, in pounds. */
  unitPrice: number;
  /** The regular price, struck through while a sale applies. */
  wasPriceText: string | null;
  /** null when the ticket count is hidden. */
  progress: { percent: number; sold: number; total: number; remaining: number } | null;
  /** Epoch ms of the closing time, null when the timer is hidden or unknown. */
  closesAt: number | null;
  isNew: boolean;
  /** Entry is possible: live and tickets not disabled. */
  canEnter: boolean;
}

export function competitionState(c: Competition, now = Date.now()): CompetitionState {
  if (c.status === 'finished' || c.status === 'drawn') return 'finished';
  const closes = closingTime(c);
  if (Number.isFinite(closes) && closes <= now) return 'finished';
  if (c.status === 'sold_out' || remainingTickets(c) === 0) return 'sold_out';
  return 'live';
}

export function competitionView(c: Competition, now = Date.now()): CompetitionView {
  const onSale = isSaleActive(c, now);
  const state = competitionState(c, now);
  const closes = closingTime(c);
  return {
    state,
    priceText: formatPounds(onSale ? Number(c.sale_price) : c.price_per_ticket),
    unitPrice: onSale ? Number(c.sale_price) : Number(c.price_per_ticket),
    wasPriceText: onSale ? formatPounds(c.price_per_ticket) : null,
    progress: c.hide_ticket_count
      ? null
      : {
          percent: progressPercent(c.total_ticket_sold, c.total_sell_tickets),
          sold: c.total_ticket_sold,
          total: c.total_sell_tickets,
          remaining: remainingTickets(c),
        },
    closesAt: c.hide_timer || !Number.isFinite(closes) ? null : closes,
    isNew: isNewCompetition(c, now),
    canEnter: state === 'live' && !c.disable_tickets,
  };
}

export type Badge = 'new' | 'sale' | 'instant';

export const BADGE_LABEL: Record<Badge, string> = { new: 'New', sale: 'Sale', instant: 'Instant wins' };

/** The badges a card shows on its image, in order. */
export function badgeLabels(c: Competition, view: CompetitionView): Badge[] {
  const badges: Badge[] = [];
  if (view.isNew) badges.push('new');
  if (view.wasPriceText) badges.push('sale');
  if (c.enable_instant_wins) badges.push('instant');
  return badges;
}

/** "2d 05h 12m 09s"; "Closed" once the time has passed. */
export function countdownText(closesAt: number, now = Date.now()): string {
  const left = Math.max(0, closesAt - now);
  if (left === 0) return 'Closed';
  const s = Math.floor(left / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(s / 86_400);
  const time = `${pad(Math.floor((s % 86_400) / 3600))}h ${pad(Math.floor((s % 3600) / 60))}m ${pad(s % 60)}s`;
  return days > 0 ? `${days}d ${time}` : time;
}

export const STATE_LABEL: Record<CompetitionState, string> = {
  live: 'Live',
  sold_out: 'Sold out',
  finished: 'Finished',
};
