// @shop/provider-client: how the storefront talks to the provider and keeps what it read
// (docs/adr/007-one-data-layer.md, docs/adr/011-tolerant-reader.md): the axios client of the call
// table (`?rest_route=`, the bearer header, typed errors), every response read through its call's
// check (./response-check.ts, a chunk of its own), the first view's responses from the server
// render, the farfetched helpers with the cache rules of requirements §9, the 15-minute caches and
// the guarded local storage under them. A federation singleton (@shop/build-preset): one client,
// one configuration and one set of caches in the page.

export { freshSiteSettings, isSeoSettings, loadSiteSettings, loadWinnerStats } from './cache/site-settings';
export { FIFTEEN_MINUTES, readThroughTimedCache } from './cache/timed';
export type { ApiError, ApiErrorType, ApiResult, CallOptions } from './client';
export {
  callProvider,
  callProviderOrThrow,
  clearPrimedResponses,
  isApiError,
  primeResponses,
  readForFirstView,
  readProviderOfRenderWith,
  recordResponsesWith,
  responseChecksLoaded,
  restRouteUrl,
  setProviderClient,
} from './client';
export { shopConfig } from './config';
export { applyDataCacheRules, UNUSED_DATA_MS } from './data/query-cache';
export type { ReadResponse } from './data/read';
export { readProvider } from './data/read';
export { attachToken, SIGNED_OUT_MESSAGE } from './data/token';
export { readJson, readText, removeKey, writeJson, writeText } from './storage/local';
