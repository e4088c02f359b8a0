// Canary releases: the registry may carry, next to a remote's live version, a canary version and
// the share of browsers (percent) that get it (@shop/release, docs/release.md). Each browser
// keeps a number 0–99 per remote, drawn on its own: a shopper gets the same version of that remote
// on every page load of a visit and after, and the shoppers in one remote's canary are not the
// ones in the next remote's (a single number for every remote sent the same 10 % of shoppers every
// canary). A canary is chosen when that remote's number is below the share; a share raised step
// by step keeps its earlier browsers. Both readers of the registry use this module, so the early
// preload hints and the loader agree.

export const RELEASE_BUCKETS_KEY = 'shop:release-buckets';

export interface Canary {
  version: string;
  share: number;
  firstCode?: unknown;
}

type Buckets = Record<string, number>;

/** For a browser whose storage is unavailable: this tab's page loads share these. */
const tabBuckets: Buckets = {};

const isBucket = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 99;

/** The kept numbers; anything unreadable is dropped (and each such remote draws afresh). */
function readBuckets(storage: Storage): Buckets {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RELEASE_BUCKETS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isBucket(value)));
  } catch (error) {
    // A storage that refuses to be read is the caller's to handle; bad JSON is just no numbers.
    if (error instanceof SyntaxError) return {};
    throw error;
  }
}

/** This browser's number for `remote`, 0–99: kept in localStorage, else sessionStorage, else memory. */
export function releaseBucket(remote: string, random: () => number = Math.random): number {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = window[kind];
      const kept = readBuckets(storage);
      if (Object.hasOwn(kept, remote)) return kept[remote] as number;
      const fresh = Math.floor(random() * 100);
      storage.setItem(RELEASE_BUCKETS_KEY, JSON.stringify({ ...kept, [remote]: fresh }));
      return fresh;
    } catch {
      // Storage disabled or full: try the next kind.
    }
  }
  if (!Object.hasOwn(tabBuckets, remote)) tabBuckets[remote] = Math.floor(random() * 100);
  return tabBuckets[remote] as number;
}

/** The canary this browser gets from a registry record (data, checked here), or null. */
export function canaryFor(record: { canary?: unknown } | undefined, bucket: number): Canary | null {
  const canary = record?.canary as Partial<Canary> | undefined;
  if (typeof canary?.version !== 'string' || typeof canary.share !== 'number') return null;
  return bucket < canary.share ? (canary as Canary) : null;
}
