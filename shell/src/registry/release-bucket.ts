// Canary releases: the registry may carry, next to a remote's live version, a canary version and
// the share of browsers (percent) that get it (scripts/release/, README "Releasing and rolling
// back"). Each browser keeps a number 0–99 of its own, so a shopper gets the same version on
// every page load of a visit and after; the canary is chosen when that number is below the share.
// Both readers of the registry use this module, so the early preload hints and the loader agree.

export const RELEASE_BUCKET_KEY = 'shop:release-bucket';

export interface Canary {
  version: string;
  share: number;
  firstCode?: unknown;
}

/** For a browser whose storage is unavailable: this tab's page loads share one value. */
let tabBucket: number | null = null;

function readBucket(storage: Storage | undefined): number | null {
  const stored = storage?.getItem(RELEASE_BUCKET_KEY);
  return stored && /^\d{1,2}$/.test(stored) ? Number(stored) : null;
}

/** This browser's bucket, 0–99: kept in localStorage, else sessionStorage, else in memory. */
export function releaseBucket(random: () => number = Math.random): number {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = window[kind];
      const kept = readBucket(storage);
      if (kept !== null) return kept;
      const fresh = Math.floor(random() * 100);
      storage.setItem(RELEASE_BUCKET_KEY, String(fresh));
      return fresh;
    } catch {
      // Storage disabled or full: try the next kind.
    }
  }
  tabBucket ??= Math.floor(random() * 100);
  return tabBucket;
}

/** The canary this browser gets from a registry record (data, checked here), or null. */
export function canaryFor(record: { canary?: unknown } | undefined, bucket: number): Canary | null {
  const canary = record?.canary as Partial<Canary> | undefined;
  if (typeof canary?.version !== 'string' || typeof canary.share !== 'number') return null;
  return bucket < canary.share ? (canary as Canary) : null;
}
