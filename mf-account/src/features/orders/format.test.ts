import { describe, expect, it } from 'vitest';
import { addressLines, drawDate, drawTime, itemsText, money, orderDate, orderSentence, statusLabel } from './format';

describe('order formatting', () => {
  it('relabels only admin-comp-win', () => {
    expect(statusLabel('admin-comp-win')).toBe('Ticket Win');
    expect(statusLabel('processing')).toBe('processing');
  });

  it('writes dates like March 5, 2024 (provider and ISO shapes), N/A when missing', () => {
    expect(orderDate('2024-03-05 10:00:00.000000')).toBe('March 5, 2024');
    expect(orderDate('2024-03-05T10:00:00.000Z')).toBe('March 5, 2024');
    expect(orderDate(null)).toBe('N/A');
    expect(drawDate('2026-12-01')).toBe('December 1, 2026');
  });

  it('builds the sentence with number, date and status', () => {
    expect(
      orderSentence({ id: 42, status: 'admin-comp-win', date_created: { date: '2024-03-05 09:15:00.000000' } }),
    ).toBe('Order #42 was placed on March 5, 2024 and is currently Ticket Win.');
  });

  it('shows 12-hour draw times or N/A', () => {
    expect(drawTime('20:00')).toBe('8:00 PM');
    expect(drawTime('00:30')).toBe('12:30 AM');
    expect(drawTime('12:05')).toBe('12:05 PM');
    expect(drawTime(null)).toBe('N/A');
    expect(drawTime('')).toBe('N/A');
  });

  it('shows pounds with 2 decimals', () => {
    expect(money('3.5')).toBe('£3.50');
    expect(money(12)).toBe('£12.00');
  });

  it("writes 'for N Items'", () => {
    expect(itemsText(3)).toBe('for 3 Items');
  });

  it('joins address lines, skipping empty ones', () => {
    const a = {
      first_name: 'Demo',
      last_name: 'Customer',
      address_1: '12',
      address_2: '',
      city: 'Manchester',
      state: '',
      postcode: 'M1 1AA',
    };
    expect(addressLines(a)).toEqual(['Demo Customer', '12', 'Manchester, M1 1AA']);
  });
});
