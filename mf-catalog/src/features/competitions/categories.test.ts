import { describe, expect, it } from 'vitest';
import { listHeading } from './categories';

describe('list heading', () => {
  it('is "Competitions" for all and "<Category> Competitions" otherwise', () => {
    expect(listHeading('all')).toBe('Competitions');
    expect(listHeading(undefined)).toBe('Competitions');
    expect(listHeading('cash')).toBe('Cash Competitions');
    expect(listHeading('summer_specials')).toBe('Summer Specials Competitions');
  });
});
