import { describe, expect, it } from 'vitest';
import { nextAccountValue } from './account-input';

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
