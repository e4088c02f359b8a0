import { ukToday } from '../format/dates';

// An account is for adults only. The same messages as the provider's register refusals,
// so the shopper reads one sentence whichever side catches it.

export const DATE_OF_BIRTH_MESSAGE = 'Please enter your date of birth.';
export const UNDER_AGE_MESSAGE = 'You must be 18 or over to open an account.';
export const MINIMUM_AGE = 18;

/** 'YYYY-MM-DD' naming a day that exists (no 31 April, 29 February only in leap years), from 1900. */
export function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * null when `value` is the birth date of someone 18 or over on `today` (the UK date, 'YYYY-MM-DD').
 * The 18th birthday is the same month and day 18 years on; compared as text, a 29 February
 * birthday falls after 28 February and before 1 March, so it comes of age on 1 March.
 */
export function dateOfBirthProblem(value: string, today: string = ukToday()): string | null {
  const date = value.trim();
  if (!isRealDate(date)) return DATE_OF_BIRTH_MESSAGE;
  const eighteenth = `${Number(date.slice(0, 4)) + MINIMUM_AGE}${date.slice(4)}`;
  return eighteenth <= today ? null : UNDER_AGE_MESSAGE;
}
