import { readJson, writeJson } from '../storage/local';

/** Spec section 9: SEO settings, site settings and winner stats are reused for 15 minutes. */
export const FIFTEEN_MINUTES = 900_000;

interface TimedEntry<T> {
  value: T;
  timestamp: number;
}

/**
 * Reads through a local-storage cache kept with its timestamp: a cache younger than `maxAgeMs`
 * is used instead of a request; otherwise `load` runs and the cache is rewritten. A failed load
 * is only logged (spec section 8) and answers the stale value, or null.
 */
export async function readThroughTimedCache<T>(
  key: string,
  load: () => Promise<T>,
  { maxAgeMs = FIFTEEN_MINUTES, now = Date.now }: { maxAgeMs?: number; now?: () => number } = {},
): Promise<T | null> {
  const cached = readJson<TimedEntry<T>>(key);
  const fresh =
    cached !== null && typeof cached.timestamp === 'number' && now() - cached.timestamp < maxAgeMs;
  if (fresh) return cached.value;
  try {
    const value = await load();
    writeJson(key, { value, timestamp: now() } satisfies TimedEntry<T>);
    return value;
  } catch (error) {
    console.error(`[cache] ${key} could not be loaded`, error);
    return cached?.value ?? null;
  }
}
