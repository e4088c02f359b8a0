import { createQuery } from '@farfetched/core';
import {
  applyDataCacheRules,
  attachToken,
  type CompetitionListAnswer,
  type Competitions,
  competitionListAnswer,
  competitions,
  readProvider,
  valibotContract,
} from '@shop/shared';
import { fetchEveryPage, type ListCall, type ListRequest, listPayload } from './api';

// The list reads every catalog feature declares in its own model (docs/adr/007-one-data-layer.md):
// each call makes a query with its own effect and name, so tests and caches stay apart.

/** One page of a list call; the answer names its request, so a view never shows another page. */
export function createListPageQuery(name: string) {
  const readPageFx = attachToken((token, { call, body }: ListRequest) => readProvider(call, listPayload(body, token)), {
    visitors: true,
  });
  const query = createQuery({
    name,
    effect: readPageFx,
    contract: valibotContract(competitionListAnswer),
    mapData: ({ result, params }: { result: CompetitionListAnswer; params: ListRequest }) => ({
      request: params,
      items: result.data,
      totalPages: Math.max(1, result.total_pages),
      total: result.total,
    }),
  });
  applyDataCacheRules(query);
  return query;
}

/** What an every-page read asks for: the call and its filters, no page. */
export interface WholeListRequest {
  call: ListCall;
  body: { category?: string; all?: boolean };
}

/** Every item of a list call, page by page past the provider's cap; each item checked whole. */
export function createWholeListQuery(name: string) {
  const readWholeListFx = attachToken(
    async (token, { call, body }: WholeListRequest): Promise<unknown> =>
      (await fetchEveryPage(call, body, token)).items,
    { visitors: true },
  );
  const query = createQuery({
    name,
    effect: readWholeListFx,
    contract: valibotContract(competitions),
    mapData: ({ result, params }: { result: Competitions; params: WholeListRequest }) => ({
      request: params,
      items: result,
    }),
  });
  applyDataCacheRules(query);
  return query;
}

/** The same request, compared by value (params are plain data). */
export function sameRequest(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
