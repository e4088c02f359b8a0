import { readText } from '@shop/provider-client';
import { type Competition, remainingTickets, STORAGE_KEYS } from '@shop/shared';

type QuantityFacts = Pick<
  Competition,
  'max_ticket_per_user' | 'total_sell_tickets' | 'total_ticket_sold' | 'hide_ticket_count'
>;

/** The per-person maximum less the tickets this shopper already holds (Infinity: no maximum). */
const perPersonMax = (c: QuantityFacts, held: number): number =>
  Number(c.max_ticket_per_user) > 0 ? Number(c.max_ticket_per_user) - held : Number.POSITIVE_INFINITY;

/**
 * The most one entry can ask for: the per-person maximum (less the tickets this shopper already
 * holds) and the tickets left, at least 1. With
 * hide_ticket_count the tickets left are a secret: a bound below the per-person maximum would tell
 * them, so only that maximum applies here (Infinity when there is none). It bounds the step
 * buttons and the suggested amounts; a typed number above it is kept, and the basket's add-to-cart
 * rules (requirements §5) cut the request to what is left and say so.
 */
export function maxQuantity(c: QuantityFacts, held = 0): number {
  if (c.hide_ticket_count) return Math.max(1, perPersonMax(c, held));
  return Math.max(1, Math.min(perPersonMax(c, held), remainingTickets(c)));
}

/**
 * What the line-total preview counts: the chosen quantity, never more than may be added
 * (never "80 × £0.50" beside "Up to 50 tickets"). The basket cuts an add over it to the same number.
 */
export function previewQuantity(quantity: number, max: number): number {
  return Math.max(1, Math.min(wholeQuantity(quantity), max));
}

/** The hint under the quantity input; it never reveals a hidden ticket count. */
export function quantityHint(c: QuantityFacts, held = 0): string {
  const max = maxQuantity(c, held);
  const tickets = (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;
  if (!c.hide_ticket_count) return `Up to ${tickets(max)} for this entry.`;
  return Number.isFinite(max) ? `Up to ${tickets(max)} per person.` : 'Choose how many tickets you would like.';
}

/**
 * A whole number of tickets, at least 1. Not cut to maxQuantity: a request over what is left goes
 * to the basket as asked, whose rules (requirements §5) reduce it and tell the shopper so.
 */
export function wholeQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.max(1, Math.floor(value));
}

/** Suggested amounts from site settings (a list, a JSON text or "5,10,25"), else SUGGESTED_TICKETS. */
export function suggestedAmounts(
  fromSettings: unknown,
  stored: string | null = readText(STORAGE_KEYS.SUGGESTED_TICKETS),
): number[] {
  const parse = (value: unknown): unknown[] => {
    if (Array.isArray(value)) return value;
    if (typeof value === 'number') return [value];
    if (typeof value !== 'string' || value.trim() === '') return [];
    try {
      const json = JSON.parse(value);
      return Array.isArray(json) ? json : [json];
    } catch {
      return value.split(',');
    }
  };
  const raw = parse(fromSettings).length ? parse(fromSettings) : parse(stored);
  const amounts = raw.map((v) => Number.parseInt(String(v).trim(), 10)).filter((n) => Number.isFinite(n) && n > 0);
  return [...new Set(amounts)].sort((a, b) => a - b);
}
