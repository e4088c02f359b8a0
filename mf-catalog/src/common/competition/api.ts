import { type CallPayload, type Competition, callProviderOrThrow } from '@shop/shared';

// The list calls of spec section 7 share one answer shape; each screen names the call it needs.
export type ListCall =
  | 'competition'
  | 'drawn_next_competition'
  | 'finished_soldout_competition'
  | 'featured_competition';

export interface CompetitionPage {
  items: Competition[];
  totalPages: number;
  total: number;
}

/**
 * What a list call asks for, apart from the token: spec section 7 puts a token field in every
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
  const answer = await callProviderOrThrow(call, listPayload(body, token));
  if (!answer.success) throw new Error(answer.error);
  return {
    items: Array.isArray(answer.data) ? answer.data : [],
    totalPages: Math.max(1, Number(answer.total_pages) || 1),
    total: Number(answer.total) || 0,
  };
}

/** Pages a whole list can take before we stop asking: a guard against a provider that never ends. */
const MAX_PAGES = 20;

/**
 * Every item of a list, not only the first `MAX_LIMIT`: page 1 tells how many pages there are, the
 * rest are asked for together. Items that moved between pages while we read are kept once.
 */
export async function fetchEveryPage(
  call: ListCall,
  body: Omit<ListBody, 'page' | 'limit'>,
  token: string,
): Promise<CompetitionPage> {
  const first = await fetchCompetitionPage(call, { ...body, page: 1, limit: MAX_LIMIT }, token);
  const last = Math.min(first.totalPages, MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: last - 1 }, (_, i) =>
      fetchCompetitionPage(call, { ...body, page: i + 2, limit: MAX_LIMIT }, token),
    ),
  );
  const items = rest.reduce((all, page) => appendItems(all, page.items), first.items);
  return { items, totalPages: 1, total: Math.max(first.total, items.length) };
}

/** `more` after `shown`, without the ones already shown (a sale can move an item to a later page). */
export function appendItems(shown: Competition[], more: Competition[]): Competition[] {
  const seen = new Set(shown.map((c) => c.id));
  return [...shown, ...more.filter((c) => !seen.has(c.id))];
}
