// Numbers the UK way, written without Intl. A page's first use of Intl readies the browser's locale
// data: 18–60 ms on these machines at full speed, four times that on a phone, in the task that
// renders the first price (bench/README.md "Formatting without Intl"). The rules are few and
// fixed: "," between thousands, "." before the pence, "-" before the pound sign. Checked against
// Intl's own output for random values (format.property.test.ts).

/** Beyond this, the plain-text rounding below would lose whole pennies: Intl formats such values. */
const LARGEST_EXACT = 1e13;

/** "1234567" → "1,234,567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The sign Intl writes before a number: "-" for negatives and for -0. */
function signOf(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

/**
 * `abs` (≥ 0, < LARGEST_EXACT) to two decimals as Intl rounds: the shortest text that reads back
 * as the number ("1.005", not the binary 1.00499…), rounded half away from zero.
 */
function twoDecimals(abs: number): { whole: string; pence: string } {
  // String() writes plain decimals from 1e-6 up; anything smaller rounds to 0.00 anyway.
  const [int = '0', frac = ''] = (abs < 1e-6 ? '0' : String(abs)).split('.');
  const cents = Number(int) * 100 + Number(`${frac}00`.slice(0, 2)) + (Number(frac[2] ?? 0) >= 5 ? 1 : 0);
  return { whole: String(Math.floor(cents / 100)), pence: String(cents % 100).padStart(2, '0') };
}

/** Intl's own en-GB pounds, for values the plain rounding cannot write exactly (made at first use). */
let intlPounds: Intl.NumberFormat | null = null;

/** £ with 2 decimals and thousands separators: 1234.5 → "£1,234.50", -5 → "-£5.00". */
export function poundsText(value: number): string {
  const abs = Math.abs(value);
  if (!(abs < LARGEST_EXACT)) {
    intlPounds ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
    return intlPounds.format(value);
  }
  const { whole, pence } = twoDecimals(abs);
  return `${signOf(value)}£${groupThousands(whole)}.${pence}`;
}

/** A count the UK way: 3000 → "3,000" (as `toLocaleString('en-GB')` writes a whole number). */
export function formatCount(value: number): string {
  if (!Number.isInteger(value) || !(Math.abs(value) < LARGEST_EXACT)) return value.toLocaleString('en-GB');
  return `${signOf(value)}${groupThousands(String(Math.abs(value)))}`;
}
