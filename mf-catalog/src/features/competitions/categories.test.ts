import { describe, expect, it } from 'vitest';
import { LIST_PAGE_SIZE, listHeading, listRequest } from './categories';

describe('list heading', () => {
  it('is "Competitions" for all and "<Category> Competitions" otherwise', () => {
    expect(listHeading('all')).toBe('Competitions');
    expect(listHeading(undefined)).toBe('Competitions');
    expect(listHeading('cash')).toBe('Cash Competitions');
    expect(listHeading('summer_specials')).toBe('Summer Specials Competitions');
  });
});

describe('list request', () => {
  it('all competitions come from featured_competition with all: true (requirements §7)', () => {
    expect(listRequest('all', 2)).toEqual({
      call: 'featured_competition',
      body: { all: true, page: 2, limit: LIST_PAGE_SIZE },
    });
    expect(listRequest('ALL', 1).call).toBe('featured_competition');
  });

  it('a category comes from the competition call', () => {
    expect(listRequest('Cash', 1)).toEqual({
      call: 'competition',
      body: { category: 'cash', page: 1, limit: LIST_PAGE_SIZE },
    });
  });
});
