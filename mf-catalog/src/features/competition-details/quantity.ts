import { type Competition, STORAGE_KEYS, readText, remainingTickets } from '@shop/shared';

/** The most one entry can ask for: the per-person maximum and the tickets left, at least 1. */
export function maxQuantity(
  c: Pick<Competition, 'max_ticket_per_user' | 'total_sell_tickets' | 'total_ticket_sold'>,
): number {
  const perPerson = Number(c.max_ticket_per_user) > 0 ? Number(c.max_ticket_per_user) : Number.POSITIVE_INFINITY;
  return Math.max(1, Math.min(perPerson, remainingTickets(c)));
}

export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), max);
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
