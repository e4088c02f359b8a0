import { createQuery } from '@farfetched/core';
import { applyDataCacheRules } from '@shop/provider-client';
import type { Effect } from 'effector';
import { pagedAfter } from './competition/api';

/** A response the provider pages: one page's rows and, when the host says, how many pages there are. */
type PagedResponse = { data: unknown[]; total_pages?: number | undefined };

/**
 * One page of a paged list (results, winners) of `pageSize` rows: the page (and the whole request,
 * a filter too) travels with the rows, so a view never shows another page's rows, and the spec's
 * cache rules apply (applyDataCacheRules).
 */
export function createPagedQuery<Result extends PagedResponse, Params extends number | { page: number } = number>(
  name: string,
  effect: Effect<Params, Result>,
  pageSize: number,
) {
  const query = createQuery({
    name,
    effect,
    mapData: ({ result, params }: { result: Result; params: Params }) => ({
      page: typeof params === 'number' ? params : params.page,
      request: params,
      items: result.data as Result['data'],
      ...pagedAfter(result, result.data, pageSize),
    }),
  });
  applyDataCacheRules(query);
  return query;
}
