import { type Competition, isSaleActive, remainingTickets, type TicketRecord } from '@shop/shared';

// The add-to-cart rules of requirements §5 with the messages of requirements §8, as pure functions
// so every branch is tested without a provider.

export const MESSAGES = {
  soldOut: 'Oops! There is not ticket left to purchase for this competition',
  maxInCart: 'You already have the maximum number of tickets for this competition in cart!',
  alreadyInCart: (n: number) => `Oops! It seems you've already have ${n} tickets for this competition in cart.`,
  clampedToStock: (available: number, added: number) =>
    `Only ${available} tickets are available , ${added} tickets have been added to your basket.`,
  clampedToAllowance: (available: number, added: number) =>
    `Only ${available} tickets available, ${added} tickets have been added to your basket.`,
  maxTickets: 'You already have the maximum number of tickets for this competition',
  maxEntered: 'You have entered the maximum number of tickets',
} as const;

export interface AddContext {
  competition: Competition;
  requested: number;
  /** Tickets of this competition already in the basket. */
  inCart: number;
  /** Tickets of this competition the signed-in user already bought. */
  purchased: number;
}

export type AddDecision =
  | { kind: 'rejected'; message: string }
  | { kind: 'accepted'; quantity: number; notice: string | null };

/**
 * Which message covers which situation (the spec lists them without saying):
 * - sold out: no remaining tickets at all;
 * - 'You have entered the maximum…': tickets already bought alone reach the per-person maximum;
 * - '…in cart!': the basket alone holds the maximum;
 * - 'You already have the maximum…' (no "in cart"): bought plus basket reach it together;
 * - 'Oops! It seems you've already have N…': the basket already holds every remaining ticket;
 * - 'Only X tickets are available , Y…': stock is the tighter limit; X = tickets left in the
 *   competition, Y = what was added (X minus what the basket already holds);
 * - 'Only X tickets available, N…': the per-person allowance is the tighter limit; X = what this
 *   shopper may hold in the basket in all (maximum − bought), N = what was added (X minus what
 *   the basket already held), so the basket line that now shows X agrees with the message.
 */
export function decideAdd({ competition, requested, inCart, purchased }: AddContext): AddDecision {
  const remaining = remainingTickets(competition);
  if (remaining <= 0) return { kind: 'rejected', message: MESSAGES.soldOut };
  const max = Number(competition.max_ticket_per_user);
  const allowed = max - inCart - purchased;
  if (allowed <= 0) {
    if (purchased >= max) return { kind: 'rejected', message: MESSAGES.maxEntered };
    if (inCart >= max) return { kind: 'rejected', message: MESSAGES.maxInCart };
    return { kind: 'rejected', message: MESSAGES.maxTickets };
  }
  if (inCart >= remaining) return { kind: 'rejected', message: MESSAGES.alreadyInCart(inCart) };
  // Tickets in the basket are not sold yet, so they still count against the stock left.
  const stockRoom = remaining - inCart;
  if (requested <= allowed && requested <= stockRoom) return { kind: 'accepted', quantity: requested, notice: null };
  if (stockRoom < allowed) {
    return { kind: 'accepted', quantity: stockRoom, notice: MESSAGES.clampedToStock(remaining, stockRoom) };
  }
  return { kind: 'accepted', quantity: allowed, notice: MESSAGES.clampedToAllowance(max - purchased, allowed) };
}

/** Tickets the user holds in one competition, over every order. */
export function purchasedFor(records: readonly TicketRecord[], competitionId: number): number {
  return records
    .filter((r) => Number(r.competition_id) === Number(competitionId))
    .reduce((sum, r) => sum + (r.ticket_numbers?.length ?? 0), 0);
}

/** Price of one ticket for display: the sale price only inside its window and when lower. */
export function unitPrice(competition: Competition, now = Date.now()): number {
  return isSaleActive(competition, now) ? Number(competition.sale_price) : Number(competition.price_per_ticket);
}

/** Whole tickets from free text (the basket keeps quantities as text). */
export function toQuantity(value: string | number): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 0 ? n : 0;
}
