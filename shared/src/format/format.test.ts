import { describe, expect, it } from 'vitest';
import { dateTimeToMs, formatLongDate, formatTime12h, formatUkDate, formatUkDateTime, formatUkTime } from './dates';
import { formatPounds, linePrice, PRICE_SENTINEL } from './money';
import { competitionDetailsPath, competitionIdFromDetailsParam, firstName, titleSlug, truncate } from './text';

describe('formatting', () => {
  it('money: pounds with 2 decimals; line price from minor units; sentinel without totals', () => {
    expect(formatPounds(18)).toBe('£18.00');
    expect(formatPounds('0.5')).toBe('£0.50');
    expect(linePrice({ line_total: '1800', currency_minor_unit: 2 })).toBe(18);
    expect(linePrice(null)).toBe(PRICE_SENTINEL);
    expect(PRICE_SENTINEL).toBe(999999999);
  });

  it('dates like March 5, 2024 and 12-hour times or N/A', () => {
    expect(formatLongDate('2024-03-05 10:00:00')).toBe('March 5, 2024');
    expect(formatLongDate(null)).toBe('N/A');
    expect(formatTime12h('20:05')).toBe('8:05 PM');
    expect(formatTime12h('00:30')).toBe('12:30 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h(null)).toBe('N/A');
    expect(formatTime12h('soon')).toBe('N/A');
  });

  it('UK dates like 24 November 2026 and times as the UK writes them', () => {
    expect(formatUkDate('2026-11-24')).toBe('24 November 2026');
    expect(formatUkDate('2026-07-01 00:30:00')).toBe('1 July 2026');
    // 23:30 UTC on 30 June is 00:30 BST on 1 July: the UK calendar day is the one shown.
    expect(formatUkDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
    expect(formatUkDate('')).toBe('N/A');
    expect(formatUkDate('soon', '—')).toBe('—');
    expect(formatUkTime('20:00')).toBe('8pm');
    expect(formatUkTime('20:05')).toBe('8:05pm');
    expect(formatUkTime('09:30')).toBe('9:30am');
    expect(formatUkTime('12:00')).toBe('midday');
    expect(formatUkTime('00:00')).toBe('midnight');
    expect(formatUkTime('00:15')).toBe('12:15am');
    expect(formatUkTime('24:00')).toBe('N/A');
    expect(formatUkDateTime('2026-11-24', '20:00')).toBe('24 November 2026 at 8pm');
    expect(formatUkDateTime('2026-11-24', null)).toBe('24 November 2026');
    expect(formatUkDateTime(null, '20:00')).toBe('N/A');
  });

  it('slug: each run of non-word characters becomes a hyphen', () => {
    expect(titleSlug('Win a £5,000 Tax-Free Cash!')).toBe('Win-a-5-000-Tax-Free-Cash-');
    expect(competitionDetailsPath({ id: 12, title: 'BMW M4 & £2k' })).toBe('/competition/details/BMW-M4-2k-12');
    expect(competitionIdFromDetailsParam('BMW-M4-2k-12')).toBe(12);
    expect(competitionIdFromDetailsParam('nothing')).toBeNull();
  });

  it('truncation appends an ellipsis; first names fall back to {name}', () => {
    expect(truncate('abcdef', 3)).toBe('abc…');
    expect(truncate('abc', 3)).toBe('abc');
    expect(firstName('Sarah Jane Smith')).toBe('Sarah');
    expect(firstName('')).toBe('{name}');
    expect(firstName(undefined)).toBe('{name}');
  });
});

describe('dateTimeToMs (the provider speaks UK wall-clock time)', () => {
  it('reads winter times as GMT and summer times as BST, whatever the machine zone', () => {
    expect(dateTimeToMs('2026-12-01', '20:00')).toBe(Date.UTC(2026, 11, 1, 20, 0));
    expect(dateTimeToMs('2026-07-01', '12:30')).toBe(Date.UTC(2026, 6, 1, 11, 30));
    expect(dateTimeToMs('2026-07-01')).toBe(Date.UTC(2026, 5, 30, 23, 0));
  });
  it('settles the hours around a clock change', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST; 25 October 2026: 02:00 BST becomes 01:00 GMT.
    expect(dateTimeToMs('2026-03-29', '00:30')).toBe(Date.UTC(2026, 2, 29, 0, 30));
    expect(dateTimeToMs('2026-03-29', '03:00')).toBe(Date.UTC(2026, 2, 29, 2, 0));
    expect(dateTimeToMs('2026-10-25', '03:00')).toBe(Date.UTC(2026, 9, 25, 3, 0));
  });
  it('takes an ISO string with an offset as it says, and refuses junk', () => {
    expect(dateTimeToMs('2026-07-01T12:30:00Z')).toBe(Date.UTC(2026, 6, 1, 12, 30));
    expect(dateTimeToMs('2026-07-01T12:30')).toBe(Date.UTC(2026, 6, 1, 11, 30));
    expect(dateTimeToMs('next week', '12:00')).toBeNaN();
    expect(dateTimeToMs(null)).toBeNaN();
  });
});

describe('a provider date-time the UK way', () => {
  it('reads the time from the value when none is given', () => {
    expect(formatUkDateTime('2026-11-24 19:05:00')).toBe('24 November 2026 at 7:05pm');
    expect(formatUkDateTime('2026-11-24 12:00:00', undefined, '')).toBe('24 November 2026 at midday');
    expect(formatUkDateTime('', undefined, '')).toBe('');
  });
});
