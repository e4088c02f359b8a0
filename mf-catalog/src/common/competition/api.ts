import { $userToken, type Competition, callProviderOrThrow } from '@shop/shared';

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

/** What a list call asks for, apart from the token (added at call time, see competitionToken). */
export interface ListBody {
  page: number;
  limit?: number;
  category?: string;
  all?: boolean;
}

/** The provider refuses a larger `limit` on list calls (api/src/v1.ts PAGE). */
export const MAX_LIMIT = 100;

/**
 * Spec section 7: every competition call's body holds a token field — the signed-in user's token,
 * or '' for a visitor. Read when the call leaves, not when a view renders, so a sign-in or sign-out
 * in between is honoured. It is never part of a data-cache key (see listKey).
 */
export function competitionToken(): string {
  return $userToken.getState() ?? '';
}

export async function fetchCompetitionPage<K extends ListCall>(
  call: K,
  body: ListBody,
  token = competitionToken(),
): Promise<CompetitionPage> {
  const answer = await callProviderOrThrow(call, { ...body, token });
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
export async function fetchEveryPage<K extends ListCall>(
  call: K,
  body: Omit<ListBody, 'page' | 'limit'>,
  token = competitionToken(),
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

/**
 * The data-cache key of one list page. It leaves the token out on purpose: the answers do not
 * depend on who asks, the cache logs its keys when a read fails (a token there would leak into
 * the console and error reports), and one entry serves visitors and customers alike. If answers
 * ever become per-user, invalidate('catalog:') on sign-in/out rather than keying by token.
 */
export function listKey(call: ListCall, body: ListBody): string {
  return `catalog:${call}:${JSON.stringify(body)}`;
}
