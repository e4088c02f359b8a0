import type { CartTotals } from '../entities';
import { poundsText } from './numbers';

/** Requirements §9: a cart line without totals carries this price sentinel. */
export const PRICE_SENTINEL = 999999999;

/** £ with 2 decimals: formatPounds(18) → "£18.00". */
export function formatPounds(amount: number | string): string {
  const value = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  return poundsText(Number.isFinite(value) ? value : 0);
}

/** Line price = line_total / 10^currency_minor_unit; the sentinel when a line has no totals. */
export function linePrice(totals: CartTotals | null | undefined): number {
  if (!totals || totals.line_total === undefined || totals.line_total === null) return PRICE_SENTINEL;
  const minor = Number(totals.currency_minor_unit ?? 2);
  return Number(totals.line_total) / 10 ** minor;
}

/** Minor-unit text ("1800", 2) → pounds (18). */
export function fromMinorUnits(value: string | number, minorUnit = 2): number {
  return Number(value) / 10 ** minorUnit;
}
