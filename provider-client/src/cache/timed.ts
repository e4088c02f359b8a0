import { readJson, removeKey, writeJson } from '../storage/local';

/** Requirements §9: SEO settings, site settings and winner stats are reused for 15 minutes. */
export const FIFTEEN_MINUTES = 900_000;

interface TimedEntry<T> {
  value: T;
  timestamp: number;
}

/**
 * Reads through a local-storage cache kept with its timestamp: a cache younger than `maxAgeMs`
 * is used instead of a request; otherwise `load` runs and the cache is rewritten. A failed load
 * is only logged (requirements §8) and returns the stale value, or null.
 */
type TimedOptions = { maxAgeMs?: number; now?: () => number; isValid?: (value: unknown) => boolean };

function readStored<T>(key: string, isValid: (value: unknown) => boolean): TimedEntry<T> | null {
  const stored = readJson<TimedEntry<T>>(key);
  // An entry of the wrong shape (an older build, or tampered with) counts as missing and is
  // rewritten by the next load, so one bad value cannot stick for 15 minutes.
  const cached = isRecord(stored) && isValid(stored.value) ? stored : null;
  if (stored !== null && cached === null) removeKey(key);
  return cached;
}

const isFresh = (entry: TimedEntry<unknown> | null, maxAgeMs: number, now: () => number) =>
  entry !== null && typeof entry.timestamp === 'number' && now() - entry.timestamp < maxAgeMs;

/** The cached value while it is fresh, read at once (no request, no promise); null otherwise. */
export function readFreshTimedCache<T>(
  key: string,
  {
    maxAgeMs = FIFTEEN_MINUTES,
    now = Date.now,
    isValid = (value) => value !== null && value !== undefined,
  }: TimedOptions = {},
): T | null {
  const cached = readStored<T>(key, isValid);
  return cached !== null && isFresh(cached, maxAgeMs, now) ? cached.value : null;
}

export async function readThroughTimedCache<T>(
  key: string,
  load: () => Promise<T>,
  {
    maxAgeMs = FIFTEEN_MINUTES,
    now = Date.now,
    isValid = (value) => value !== null && value !== undefined,
  }: TimedOptions = {},
): Promise<T | null> {
  const cached = readStored<T>(key, isValid);
  if (cached !== null && isFresh(cached, maxAgeMs, now)) return cached.value;
  try {
    const value = await load();
    writeJson(key, { value, timestamp: now() } satisfies TimedEntry<T>);
    return value;
  } catch (error) {
    console.error(`[cache] ${key} could not be loaded`, error);
    return cached?.value ?? null;
  }
}

/** A provider object (the shape of every cached settings response). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
