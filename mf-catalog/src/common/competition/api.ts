import { type Competition, callProviderOrThrow } from '@shop/shared';

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

export async function fetchCompetitionPage<K extends ListCall>(
  call: K,
  body: { page: number; limit?: number; category?: string; all?: boolean },
): Promise<CompetitionPage> {
  const answer = await callProviderOrThrow(call, body);
  if (!answer.success) throw new Error(answer.error);
  return {
    items: Array.isArray(answer.data) ? answer.data : [],
    totalPages: Math.max(1, Number(answer.total_pages) || 1),
    total: Number(answer.total) || 0,
  };
}

/** The data-cache key of one list page. */
export function listKey(call: ListCall, body: Record<string, unknown>): string {
  return `catalog:${call}:${JSON.stringify(body)}`;
}
