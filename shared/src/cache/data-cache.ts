import { useCallback, useEffect, useSyncExternalStore } from 'react';

// The one data cache for provider reads (spec section 9): unused data is kept 60 s, nothing is
// refetched on focus, reconnect or mount, and there is no polling. Screens read through
// `useCachedRead`; a save invalidates the keys it changed.

import { UNUSED_DATA_MS } from '../data/query-cache';

export interface CachedRead<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
}

interface Entry {
  snapshot: CachedRead<unknown>;
  promise: Promise<void> | null;
  listeners: Set<() => void>;
  gcTimer: ReturnType<typeof setTimeout> | null;
  fetcher: () => Promise<unknown>;
}

const EMPTY: CachedRead<never> = { data: undefined, error: undefined, isLoading: true };
const entries = new Map<string, Entry>();

function notify(entry: Entry) {
  for (const listener of entry.listeners) listener();
}

function load(key: string, entry: Entry): Promise<void> {
  entry.snapshot = { ...entry.snapshot, isLoading: true };
  const run = entry
    .fetcher()
    .then(
      (data) => {
        entry.snapshot = { data, error: undefined, isLoading: false };
      },
      (error) => {
        // Reading calls are only logged (spec section 8): the view shows its empty state.
        console.error(`[data] ${key} failed`, error);
        entry.snapshot = { data: entry.snapshot.data, error, isLoading: false };
      },
    )
    .finally(() => {
      entry.promise = null;
      notify(entry);
    });
  entry.promise = run;
  return run;
}

function entryFor(key: string, fetcher: () => Promise<unknown>): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { snapshot: EMPTY, promise: null, listeners: new Set(), gcTimer: null, fetcher };
    entries.set(key, entry);
  }
  entry.fetcher = fetcher;
  return entry;
}

/**
 * Reads `key`, fetching only when nothing is cached and no fetch is under way. A failed read is
 * not data: the next mount of a view asks again, so a page recovers once the provider is back.
 */
export function prefetch<T>(key: string, fetcher: () => Promise<T>): Promise<void> {
  const entry = entryFor(key, fetcher);
  const failed = entry.snapshot.error !== undefined && entry.snapshot.data === undefined;
  if ((entry.snapshot !== EMPTY && !failed) || entry.promise) return entry.promise ?? Promise.resolve();
  return load(key, entry);
}

export function subscribe(key: string, listener: () => void): () => void {
  const entry = entries.get(key);
  if (!entry) return () => {};
  if (entry.gcTimer) clearTimeout(entry.gcTimer);
  entry.gcTimer = null;
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size === 0) {
      entry.gcTimer = setTimeout(() => entries.delete(key), UNUSED_DATA_MS);
    }
  };
}

export function readSnapshot<T>(key: string): CachedRead<T> {
  return (entries.get(key)?.snapshot ?? EMPTY) as CachedRead<T>;
}

/** Marks keys starting with `prefix` stale: watched ones reload now, others on next read. */
export function invalidate(prefix: string): void {
  for (const [key, entry] of entries) {
    if (!key.startsWith(prefix)) continue;
    if (entry.listeners.size > 0) void load(key, entry);
    else entries.delete(key);
  }
}

/** Replaces cached data after a save, without a request. */
export function setCachedData<T>(key: string, update: (current: T | undefined) => T): void {
  const entry = entries.get(key);
  if (!entry) return;
  entry.snapshot = { data: update(entry.snapshot.data as T | undefined), error: undefined, isLoading: false };
  notify(entry);
}

export function clearDataCache(): void {
  for (const entry of entries.values()) if (entry.gcTimer) clearTimeout(entry.gcTimer);
  entries.clear();
}

/** React view of one cached read. `key` null means "not yet" (e.g. waiting for the user). */
export function useCachedRead<T>(
  key: string | null,
  fetcher: () => Promise<T>,
): CachedRead<T> & { reload: () => void } {
  if (key !== null) entryFor(key, fetcher);
  const sub = useCallback((listener: () => void) => (key === null ? () => {} : subscribe(key, listener)), [key]);
  const snap = useCallback(() => (key === null ? (EMPTY as CachedRead<T>) : readSnapshot<T>(key)), [key]);
  const state = useSyncExternalStore(sub, snap, snap);
  // biome-ignore lint/correctness/useExhaustiveDependencies: entryFor refreshes the fetcher on every render; only the key decides a fetch.
  useEffect(() => {
    if (key !== null) void prefetch(key, fetcher);
  }, [key]);
  const reload = useCallback(() => {
    if (key !== null) invalidate(key);
  }, [key]);
  return { ...state, reload };
}
