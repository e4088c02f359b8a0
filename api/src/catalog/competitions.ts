// The rules of one competition: its price now, its status, its public shape, the ticket limits.

import { publicNameOf } from '../auth/public-name';
import { ApiError, absolute, type Ctx } from '../context';
import type { Competition, DrawOutcome, InstantWinPrize, InstantWinTicket, RewardWin } from '../types';
import { bool, num, parseJson, str, ukDateTime } from '../util';
import { type CompRow, drawResultOf, getComp, instantWinPrizes, instantWinTickets, rewardWins } from './repository';

export function saleActive(c: CompRow, now: number): boolean {
  if (c.sale_price === null || c.sale_price === undefined || num(c.sale_price) >= num(c.price)) return false;
  // Requirements §5: only while now lies within the sale's start and end. A sale without both has
  // no window, so it does not apply; the storefront reads it the same way, so the price shown is
  // the price charged.
  if (!c.sale_start || !c.sale_end) return false;
  return now >= Date.parse(c.sale_start) && now <= Date.parse(c.sale_end);
}

/** The price the server charges now, in pence (never the client's). */
export const unitPrice = (c: CompRow, now: number): number => (saleActive(c, now) ? num(c.sale_price) : num(c.price));

export function compStatus(c: CompRow, now: number): 'live' | 'sold_out' | 'finished' | 'drawn' {
  if (bool(c.drawn)) return 'drawn';
  if (Date.parse(c.closing_at) <= now) return 'finished';
  if (num(c.sold) >= num(c.total_tickets)) return 'sold_out';
  return 'live';
}

export function serializeComp(ctx: Ctx, c: CompRow, now = ctx.now()): Competition {
  const draw = ukDateTime(c.draw_at);
  const closing = ukDateTime(c.closing_at);
  const prizes = instantWinPrizes(ctx.db, c.id);
  const iwTickets = instantWinTickets(ctx.db, c.id);
  const instant_wins: InstantWinPrize[] = prizes.map((p) => {
    const mine = iwTickets.filter((t) => t.prize_id === p.id);
    return {
      id: p.id,
      title: p.title,
      type: p.type,
      value: p.type === 'points' ? num(p.value) : num(p.value) / 100,
      image: absolute(ctx, p.image),
      ticket_numbers: mine.map((t) => num(t.ticket_number)),
      won: mine
        .filter((t) => t.win_id !== null)
        .map((t) => ({
          ticket_number: num(t.ticket_number),
          winner: (publicNameOf(t.winner) ?? '').split(' ')[0] ?? '',
        })),
    };
  });
  const instant_wins_tickets: InstantWinTicket[] = iwTickets.map((t) => ({
    ticket_number: num(t.ticket_number),
    prize_id: num(t.prize_id),
    won: t.win_id !== null,
  }));
  const rewards = rewardWins(ctx.db, c.id);
  const reward_wins: RewardWin[] = rewards.map((r) => ({
    id: r.id,
    title: r.title,
    threshold_percent: num(r.threshold_percent),
    image: absolute(ctx, r.image),
    won_by: r.winner ? ((publicNameOf(r.winner) ?? '').split(' ')[0] ?? null) : null,
  }));
  const onSale = saleActive(c, now);
  const comp: Competition = {
    id: c.id,
    category: c.category,
    draw_date: draw.date,
    draw_time: draw.time,
    closing_date: closing.date,
    closing_time: closing.time,
    description: c.description,
    image: absolute(ctx, c.image),
    gallery_images: parseJson<string[]>(c.gallery, []).map((g) => absolute(ctx, g)),
    price_per_ticket: num(c.price) / 100,
    quantity: num(c.total_tickets) - num(c.sold),
    title: c.title,
    status: compStatus(c, now),
    total_sell_tickets: num(c.total_tickets),
    total_ticket_sold: num(c.sold),
    created_at: c.created_at,
    max_ticket_per_user: num(c.max_per_user),
    reward_wins,
    instant_wins,
    instant_wins_tickets,
    enable_instant_wins: prizes.length > 0,
    enable_reward_wins: rewards.length > 0,
    comp_question: c.question !== '',
    question: c.question,
    question_options: parseJson<string[]>(c.options, []),
    competition_product_id: num(c.product_id),
    hide_ticket_count: bool(c.hide_ticket_count),
    hide_timer: bool(c.hide_timer),
    disable_tickets: bool(c.disable_tickets),
    live_draw_info: c.live_draw_info,
    live_draw: bool(c.live_draw),
    draw_commitment: c.commitment,
    prize_value: num(c.prize_value) / 100,
    // Winning end to end (api/README.md "Draws"): what the winner may take instead, and the live draw's links.
    cash_alternative: num(c.cash_alternative) / 100,
    live_stream_url: str(c.live_stream_url),
    replay_url: str(c.replay_url),
  };
  const outcome = bool(c.drawn) ? drawOutcomeOf(ctx, c.id) : null;
  if (outcome) comp.draw_outcome = outcome;
  if (c.sale_price !== null && c.sale_price !== undefined) {
    const start = c.sale_start ? ukDateTime(c.sale_start) : null;
    const end = c.sale_end ? ukDateTime(c.sale_end) : null;
    comp.sale_price = num(c.sale_price) / 100;
    comp.sale_start_date = start?.date ?? null;
    comp.sale_start_time = start?.time ?? null;
    comp.sale_end_date = end?.date ?? null;
    comp.sale_end_time = end?.time ?? null;
    comp.on_sale = onSale;
  }
  return comp;
}

export function requireComp(ctx: Ctx, id: number): CompRow {
  const c = getComp(ctx.db, id);
  if (!c) throw new ApiError(404, 'shop_no_competition', `There is no competition with id ${id}.`);
  return c;
}

/** The limits of requirements §5, enforced on the server; null when the quantity fits. */
export function limitProblem(
  c: CompRow,
  opts: { purchased: number; inCartElsewhere: number; requested: number; now: number },
): ApiError | null {
  const status = compStatus(c, opts.now);
  if (status === 'finished' || status === 'drawn' || bool(c.disable_tickets)) {
    return new ApiError(409, 'shop_competition_closed', `"${c.title}" is closed for entries.`);
  }
  const remaining = num(c.total_tickets) - num(c.sold);
  if (remaining <= 0)
    return new ApiError(409, 'shop_sold_out', 'Oops! There is not ticket left to purchase for this competition');
  const allowed = num(c.max_per_user) - opts.purchased - opts.inCartElsewhere;
  if (allowed <= 0) {
    return new ApiError(
      409,
      'shop_max_tickets',
      'You already have the maximum number of tickets for this competition',
      {
        max_ticket_per_user: num(c.max_per_user),
        purchased: opts.purchased,
        in_cart: opts.inCartElsewhere,
      },
    );
  }
  if (opts.requested > allowed || opts.requested > remaining) {
    const can = Math.min(allowed, remaining);
    return new ApiError(
      409,
      'shop_quantity_limit',
      remaining < allowed
        ? `Only ${remaining} tickets are available for "${c.title}"; you asked for ${opts.requested}.`
        : `You can add at most ${can} more tickets for "${c.title}" (maximum ${num(c.max_per_user)} per person).`,
      {
        allowed: can,
        remaining,
        max_ticket_per_user: num(c.max_per_user),
        purchased: opts.purchased,
        in_cart: opts.inCartElsewhere,
      },
    );
  }
  return null;
}

/** A drawn competition's outcome in public words (first name and initial); null before its draw. */
export function drawOutcomeOf(ctx: Ctx, competitionId: number): DrawOutcome | null {
  const r = drawResultOf(ctx.db, competitionId);
  if (!r) return null;
  return {
    winner_name: r.winner_name === null ? null : publicNameOf(r.winner_name),
    winning_ticket: r.winning_ticket,
    drawn_at: r.drawn_at,
  };
}
