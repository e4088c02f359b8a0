import { makeCompetition } from '@shop/provider-client/testing';
import { describe, expect, it } from 'vitest';
import { homeRows } from './rows';

const live = Array.from({ length: 14 }, (_, i) => makeCompetition({ id: i + 1, enable_instant_wins: i % 2 === 0 }));
const ids = (list: { id: number }[]) => list.map((c) => c.id);

describe('home rows: each competition once', () => {
  it('leaves out of the sections below what Drawing next and Instant wins already show', () => {
    const rows = homeRows(live.slice(0, 4), live);
    expect(ids(rows.instantWins)).toEqual([5, 7, 9, 11]);
    expect(ids(rows.everyone)).toEqual([6, 8, 10, 12, 13, 14]);
    const all = [...[1, 2, 3, 4], ...ids(rows.instantWins), ...ids(rows.everyone)];
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all).size).toBe(live.length);
  });

  it('shows every live competition when Drawing next has nothing', () => {
    const rows = homeRows([], live);
    expect(ids(rows.instantWins)).toEqual([1, 3, 5, 7]);
    expect(rows.everyone).toHaveLength(10);
  });
});
