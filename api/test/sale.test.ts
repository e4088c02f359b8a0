import { describe, expect, it } from 'vitest';
import { saleActive } from '../src/catalog/competitions';
import type { CompRow } from '../src/catalog/repository';

const row = (sale: Partial<CompRow>) =>
  ({ price: 100, sale_price: 40, sale_start: null, sale_end: null, ...sale }) as CompRow;
const NOW = Date.parse('2026-11-23T12:00:00Z');

describe('saleActive (requirements §5, the same rule the storefront shows)', () => {
  it('applies a lower price inside its window only', () => {
    const window = { sale_start: '2026-11-22T12:00:00Z', sale_end: '2026-11-24T12:00:00Z' };
    expect(saleActive(row(window), NOW)).toBe(true);
    expect(saleActive(row(window), Date.parse('2026-11-25T00:00:00Z'))).toBe(false);
    expect(saleActive(row({ ...window, sale_price: 100 }), NOW)).toBe(false);
  });
  it('a sale without a start or an end has no window and does not apply', () => {
    expect(saleActive(row({ sale_start: '2026-11-22T12:00:00Z' }), NOW)).toBe(false);
    expect(saleActive(row({ sale_end: '2026-11-24T12:00:00Z' }), NOW)).toBe(false);
    expect(saleActive(row({}), NOW)).toBe(false);
  });
});
