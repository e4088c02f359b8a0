import { type Contract, createQuery } from '@farfetched/core';
import { applyDataCacheRules } from '@shop/shared';
import type { Effect } from 'effector';

/** An answer the provider pages: one page's rows and how many pages there are. */
type PagedAnswer = { data: unknown[]; total_pages: number };

/**
 * One page of a paged list (results, winners): `page` travels with the rows, so a view never
 * shows another page's rows, and the spec's cache rules apply (applyDataCacheRules).
 */
export function createPagedQuery<Answer extends PagedAnswer>(
  name: string,
  effect: Effect<number, unknown>,
  contract: Contract<unknown, Answer>,
) {
  const query = createQuery({
    name,
    effect,
    contract,
    mapData: ({ result, params }: { result: Answer; params: number }) => ({
      page: params,
      items: result.data as Answer['data'],
      totalPages: Math.max(1, result.total_pages),
    }),
  });
  applyDataCacheRules(query);
  return query;
}
