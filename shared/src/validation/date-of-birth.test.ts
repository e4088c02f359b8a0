import { describe, expect, it } from 'vitest';
import { ukToday } from '../format/dates';
import { DATE_OF_BIRTH_MESSAGE, dateOfBirthProblem, isRealDate, UNDER_AGE_MESSAGE } from './date-of-birth';

describe('dateOfBirthProblem', () => {
  const today = '2026-11-23';

  it('is required', () => {
    expect(dateOfBirthProblem('', today)).toBe('Please enter your date of birth.');
    expect(dateOfBirthProblem('   ', today)).toBe(DATE_OF_BIRTH_MESSAGE);
  });

  it('must be a real date', () => {
    expect(dateOfBirthProblem('1990-02-30', today)).toBe(DATE_OF_BIRTH_MESSAGE);
    expect(dateOfBirthProblem('1990-13-01', today)).toBe(DATE_OF_BIRTH_MESSAGE);
    expect(dateOfBirthProblem('23/11/1990', today)).toBe(DATE_OF_BIRTH_MESSAGE);
    expect(dateOfBirthProblem('0001-01-01', today)).toBe(DATE_OF_BIRTH_MESSAGE);
    expect(isRealDate('2004-02-29')).toBe(true);
    expect(isRealDate('2005-02-29')).toBe(false);
  });

  it('accepts 18 on the birthday itself, refuses the day before', () => {
    expect(dateOfBirthProblem('2008-11-23', today)).toBeNull();
    expect(dateOfBirthProblem('2008-11-24', today)).toBe('You must be 18 or over to open an account.');
    expect(dateOfBirthProblem('1950-06-01', today)).toBeNull();
    expect(dateOfBirthProblem('2030-01-01', today)).toBe(UNDER_AGE_MESSAGE);
  });

  it('a 29 February birthday comes of age on 1 March in a common year', () => {
    expect(dateOfBirthProblem('2008-02-29', '2026-02-28')).toBe(UNDER_AGE_MESSAGE);
    expect(dateOfBirthProblem('2008-02-29', '2026-03-01')).toBeNull();
  });

  it("counts on the UK date, not the shopper's clock", () => {
    // 23:30 UTC on 23 June is already 24 June in the UK (BST).
    expect(ukToday(Date.UTC(2026, 5, 23, 23, 30))).toBe('2026-06-24');
    expect(ukToday(Date.UTC(2026, 11, 31, 23, 30))).toBe('2026-12-31');
  });
});
