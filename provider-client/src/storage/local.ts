// Local storage may be full, disabled (private mode) or hold garbage written by an older build:
// every access is guarded, so a storage fault costs the cache, never the page.
function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

// Values whose write failed (storage disabled or full) live here for the rest of the page's life:
// the basket's nonce and Cart-Token, the session token and the caches keep working in memory.
const memory = new Map<string, string>();

export function readText(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string): boolean {
  // A server render has no page whose life the memory could last: it keeps nothing, so every
  // render reads afresh (docs/composition.md "Server rendering").
  if (typeof window === 'undefined') return false;
  memory.set(key, value);
  try {
    const s = store();
    if (!s) return false;
    s.setItem(key, value);
    memory.delete(key);
    return true;
  } catch (error) {
    console.warn(`[storage] could not write ${key}; kept in memory for this page`, error);
    return false;
  }
}

export function removeKey(key: string): void {
  memory.delete(key);
  try {
    store()?.removeItem(key);
  } catch {
    /* storage disabled: nothing to remove */
  }
}

/** Parses JSON; a corrupted entry is removed and reads as missing. */
export function readJson<T>(key: string): T | null {
  const text = readText(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    removeKey(key);
    return null;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  return writeText(key, JSON.stringify(value));
}
