import { describe, expect, it } from 'vitest';
import { nextAccountValue, pastedSortCode } from './account-input';

describe('nextAccountValue', () => {
  it('keeps digits only', () => {
    expect(nextAccountValue('12', '12a-3', '')).toBe('123');
  });
  it('typing after the mask starts a new number', () => {
    expect(nextAccountValue('****5678', '****56781', '****5678')).toBe('1');
  });
  it('deleting from the mask empties the field', () => {
    expect(nextAccountValue('****5678', '****567', '****5678')).toBe('');
  });
  it('replacing the selected mask keeps what was typed', () => {
    expect(nextAccountValue('****5678', '9', '****5678')).toBe('9');
  });
  it('pasting a number with spaces keeps its digits', () => {
    expect(nextAccountValue('', '1234 5678', '****5678')).toBe('12345678');
  });
});

describe('pastedSortCode', () => {
  it('keeps all six digits of a sort code pasted with dashes', () => {
    expect(pastedSortCode('', '11-22-33', 0, 0, 6)).toBe('112233');
  });
  it('replaces the selection and still caps at six digits', () => {
    expect(pastedSortCode('112299', '33 44', 4, 6, 6)).toBe('112233');
    expect(pastedSortCode('1122', '33-44-55', 4, 4, 6)).toBe('112233');
  });
});
