import { cache, inMemoryCache, isInvalidDataError, type Query } from '@farfetched/core';
import { userSignedOut } from '@shop/shared/state';
import { createEffect, createEvent, type Event, merge, sample } from 'effector';

/** Requirements §9: the data cache keeps unused data 60 seconds. */
export const UNUSED_DATA_MS = 60_000;

// biome-ignore lint/suspicious/noExplicitAny: any query, whatever its params and data
type AnyQuery = Query<any, any, any, any>;

let responses: ReturnType<typeof inMemoryCache> | null = null;
/** The in-memory store the queries without a save of their own share, made on first use. */
const sharedResponses = () => {
  responses ??= inMemoryCache({ maxAge: UNUSED_DATA_MS });
  return responses;
};

const logReadFailureFx = createEffect(({ name, error }: { name: string; error: unknown }) => {
  // Reading calls are only logged (requirements §8); the message alone, so nothing the provider
  // echoed back (or a token) reaches the console.
  console.error(`[data] ${name} failed: ${describeFailure(error)}`);
});

function describeFailure(error: unknown): string {
  const failure = { error };
  if (isInvalidDataError(failure)) return `${failure.error.explanation} (${failure.error.validationErrors.join('; ')})`;
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}

/**
 * The spec's cache rules for one query, declared once here (requirements §9): a response is reused
 * for 60 s without a new request (no refetch on mount; nothing refetches on focus or reconnect,
 * and nothing polls), a signed-out session drops every cached response, and a failure is logged.
 * `perUser`: the query's data also goes when the user signs out, so the next user never sees it.
 * `changedBy`: a save that changes what the query reads; its cached responses go, and a query
 * that has run asks again at once.
 */
export function applyDataCacheRules(
  query: AnyQuery,
  // biome-ignore lint/suspicious/noExplicitAny: any save's event
  { perUser = false, changedBy }: { perUser?: boolean; changedBy?: Event<any> } = {},
): void {
  // A server render (no window) reads afresh each time: the responses it reads go into the page for
  // the client's first view (docs/composition.md "Server rendering"), and the server keeps whole
  // renders for a few seconds instead (storefront-server/src/pages/region-render.ts).
  if (typeof window === 'undefined') {
    // No cache to forget.
  } else if (changedBy) {
    // Its own store: a save forgets this query's responses and no other's.
    const forget = createEvent();
    sample({ clock: changedBy, target: forget });
    cache(query, {
      adapter: inMemoryCache({ maxAge: UNUSED_DATA_MS }),
      staleAfter: UNUSED_DATA_MS,
      purge: merge([userSignedOut, forget]),
    });
  } else {
    // One store for every other query (responses are keyed by query name and parameters): making
    // a store per query was a share of each page's first long task (bench/README.md).
    cache(query, { adapter: sharedResponses(), staleAfter: UNUSED_DATA_MS, purge: userSignedOut });
  }
  if (perUser) sample({ clock: userSignedOut, target: query.reset });
  if (changedBy) {
    sample({
      clock: changedBy,
      source: { ran: query.$idle.map((idle: boolean) => !idle), params: query.__.$latestParams },
      filter: ({ ran }) => ran,
      fn: ({ params }) => params,
      target: query.start,
    });
  }
  sample({
    clock: query.finished.failure,
    fn: ({ error }) => ({ name: query.__.meta.name, error }),
    target: logReadFailureFx,
  });
}
