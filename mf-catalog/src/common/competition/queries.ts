import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken, readProvider } from '@shop/provider-client';
import { fetchEveryPage, type ListCall, type ListRequest, listPayload, pagedAfter } from './api';

// The list reads every catalog feature declares in its own model (docs/adr/007-one-data-layer.md):
// each call makes a query with its own effect and name, so tests and caches stay apart. The shared
// client has checked each response as it arrived (@shop/provider-client checkResponse): no contract here.

/** One page of a list call; the response names its request, so a view never shows another page. */
export function createListPageQuery(name: string) {
  const readPageFx = attachToken((token, { call, body }: ListRequest) => readProvider(call, listPayload(body, token)), {
    visitors: true,
  });
  const query = createQuery({
    name,
    effect: readPageFx,
    mapData: ({ result, params }) => ({
      request: params,
      items: result.data,
      ...pagedAfter(result, result.data, params.body.limit),
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

/** Every item of a list call, page by page past the provider's cap. */
export function createWholeListQuery(name: string) {
  const readWholeListFx = attachToken(
    async (token, { call, body }: WholeListRequest) => (await fetchEveryPage(call, body, token)).items,
    { visitors: true },
  );
  const query = createQuery({
    name,
    effect: readWholeListFx,
    mapData: ({ result, params }) => ({ request: params, items: result }),
  });
  applyDataCacheRules(query);
  return query;
}

/** The same request, compared by value (params are plain data). */
export function sameRequest(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
