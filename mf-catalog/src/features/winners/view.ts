import type { Winner } from '@shop/shared';

// What /winners_list shows, read from and written to its address (the server's first view reads
// it too, without loading the page's queries: app/first-view.ts).

/** The page's filter by kind of win: '' is every kind. */
export type WinnersKind = Winner['kind'] | '';
/** Largest prizes first (what the page leads with), or the newest first. */
export type WinnersSort = 'largest' | 'recent';

/** What /winners_list shows: a page of winners of one kind (or all), in one order. */
export interface WinnersView {
  page: number;
  kind: WinnersKind;
  sort: WinnersSort;
}

export const WINNER_KINDS: readonly { kind: WinnersKind; label: string }[] = [
  { kind: '', label: 'All' },
  { kind: 'draw', label: 'Draws' },
  { kind: 'instant', label: 'Instant wins' },
  { kind: 'reward', label: 'Rewards' },
];

/** The view a winners URL asks for: anything unknown is the default (every kind, largest first). */
export function winnersViewOf(search: URLSearchParams, page: number): WinnersView {
  const kind = search.get('kind') ?? '';
  return {
    page,
    kind: WINNER_KINDS.some((k) => k.kind === kind) ? (kind as WinnersKind) : '',
    sort: search.get('sort') === 'recent' ? 'recent' : 'largest',
  };
}

/** The address of a view: the defaults are left out, so /winners_list is the largest of every kind. */
export function winnersHref({ page, kind, sort }: WinnersView): string {
  const search = new URLSearchParams();
  if (kind) search.set('kind', kind);
  if (sort !== 'largest') search.set('sort', sort);
  if (page > 1) search.set('page', String(page));
  const query = search.toString();
  return query ? `/winners_list?${query}` : '/winners_list';
}
