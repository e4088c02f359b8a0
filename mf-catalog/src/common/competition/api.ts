import { readProvider } from '@shop/provider-client';
import type { CallPayload, Competition } from '@shop/shared';

// The list calls of requirements §7 share one response shape; each screen names the call it needs.
export type ListCall =
  | 'competition'
  | 'drawn_next_competition'
  | 'finished_soldout_competition'
  | 'featured_competition';

/**
 * One page of a list. The spec shows no list fields: a host that sends no total_pages or total
 * leaves them null, and paging degrades (pagedAfter: a full page offers the next one).
 */
export interface CompetitionPage {
  items: Competition[];
  totalPages: number | null;
  total: number | null;
  /** Without a page count: whether the page came back full, so another may follow. */
  hasMore?: boolean;
}

/** The paging a page's response allows: its count when sent, else "full, so maybe more". */
export function pagedAfter(
  response: { total_pages?: number | undefined; total?: number | undefined },
  items: readonly unknown[],
  limit: number | undefined,
): Pick<CompetitionPage, 'totalPages' | 'total' | 'hasMore'> {
  const totalPages = response.total_pages === undefined ? null : Math.max(1, response.total_pages);
  return {
    totalPages,
    total: response.total ?? null,
    hasMore: totalPages === null && limit !== undefined && items.length >= limit,
  };
}

/**
 * What a list call asks for, apart from the token: requirements §7 puts a token field in every
 * competition call's body, brought in when the call leaves (./queries.ts), never part of a key.
 */
export interface ListBody {
  page: number;
  limit?: number;
  category?: string;
  all?: boolean;
}

/** A list read as a query's params: the call and its body, the token left out. */
export interface ListRequest {
  call: ListCall;
  body: ListBody;
}

/** The provider refuses a larger `limit` on list calls (api/src/catalog). */
export const MAX_LIMIT = 100;

/** The body of a list call with the session's token (or '' for a visitor). */
export function listPayload(body: ListBody, token: string): CallPayload<ListCall> {
  return { ...body, token };
}

export async function fetchCompetitionPage(call: ListCall, body: ListBody, token: string): Promise<CompetitionPage> {
  const response = await readProvider(call, listPayload(body, token));
  return { items: response.data, ...pagedAfter(response, response.data, body.limit) };
}

/** Pages a whole list can take before we stop asking: a guard against a provider that never ends. */
const MAX_PAGES = 20;

/**
 * Every item of a list, not only the first `MAX_LIMIT`: page 1 tells how many pages there are, the
 * rest are asked for together; a host that does not say is asked page after page while they come
 * back full. Items that moved between pages while we read are kept once.
 */
export async function fetchEveryPage(
  call: ListCall,
  body: Omit<ListBody, 'page' | 'limit'>,
  token: string,
): Promise<CompetitionPage> {
  const pageOf = (page: number) => fetchCompetitionPage(call, { ...body, page, limit: MAX_LIMIT }, token);
  const first = await pageOf(1);
  let items = first.items;
  if (first.totalPages !== null) {
    const last = Math.min(first.totalPages, MAX_PAGES);
    const rest = await Promise.all(Array.from({ length: last - 1 }, (_, i) => pageOf(i + 2)));
    items = rest.reduce((all, page) => appendItems(all, page.items), items);
  } else {
    for (let page = 2, more = first.hasMore; more && page <= MAX_PAGES; page++) {
      const next = await pageOf(page);
      items = appendItems(items, next.items);
      more = next.hasMore;
    }
  }
  return { items, totalPages: 1, total: Math.max(first.total ?? 0, items.length) };
}

/** `more` after `shown`, without the ones already shown (a sale can move an item to a later page). */
export function appendItems(shown: Competition[], more: Competition[]): Competition[] {
  const seen = new Set(shown.map((c) => c.id));
  return [...shown, ...more.filter((c) => !seen.has(c.id))];
}
