/** Reads ?page= (1-based); anything unreadable is page 1. */
export function pageFromSearch(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}
