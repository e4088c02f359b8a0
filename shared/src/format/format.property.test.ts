import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTimeToMs, formatLongDate, formatUkDate, ukToday } from './dates';
import { formatPounds } from './money';
import { formatCount } from './numbers';

// The formatters are written without Intl (./numbers.ts and ./dates.ts say why); Intl's own output
// is the oracle they must match, for any value a shop could show.

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const ukDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const usDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const londonWall = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Any instant from 1970 to 2100, and the instants within a few hours of each year's clock changes. */
const instant = fc.oneof(
  fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }),
  fc
    .record({
      year: fc.integer({ min: 1990, max: 2100 }),
      month: fc.constantFrom(2, 9),
      day: fc.integer({ min: 24, max: 31 }),
      minutes: fc.integer({ min: -180, max: 180 }),
    })
    .map(({ year, month, day, minutes }) => Date.UTC(year, month, day, 1) + minutes * 60_000),
);

describe('formatting without Intl matches Intl', () => {
  it('pounds: any amount, pence rounded as Intl rounds them', () => {
    const amount = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      // Whole pennies and half pennies, where rounding shows.
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 100),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
    );
    fc.assert(
      fc.property(amount, (value) => {
        expect(formatPounds(value)).toBe(pounds.format(value));
      }),
      { numRuns: 5000 },
    );
    for (const value of [0, -0, 1.005, 2.675, 10.235, -0.001, 0.004999, 1e13, 1e21, -1234.5])
      expect(formatPounds(value)).toBe(pounds.format(value));
  });

  it('counts: whole numbers with thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-GB'));
      }),
      { numRuns: 2000 },
    );
    for (const n of [0, -0, 999, 1000, 12345.678, 1e15]) expect(formatCount(n)).toBe(n.toLocaleString('en-GB'));
  });

  it('UK and US long dates, and the UK day, of any instant', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect(formatUkDate(ms)).toBe(ukDate.format(ms));
        expect(formatLongDate(ms)).toBe(usDate.format(ms));
        const wall = londonWall.formatToParts(ms);
        const part = (type: string) => wall.find((p) => p.type === type)?.value;
        expect(ukToday(ms)).toBe(`${part('year')}-${part('month')}-${part('day')}`);
      }),
      { numRuns: 5000 },
    );
  });

  it('UK wall-clock times back to the instant they name', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        const wall = londonWall.formatToParts(ms);
        const part = (type: string) => wall.find((p) => p.type === type)?.value;
        const back = dateTimeToMs(
          `${part('year')}-${part('month')}-${part('day')}`,
          `${part('hour')}:${part('minute')}`,
        );
        // The hour the clocks go back happens twice: either instant names it.
        const minute = Math.floor(ms / 60_000) * 60_000;
        expect([minute, minute - 3_600_000, minute + 3_600_000]).toContain(back);
        expect(londonWall.format(back)).toBe(londonWall.format(minute));
      }),
      { numRuns: 3000 },
    );
  });
});
