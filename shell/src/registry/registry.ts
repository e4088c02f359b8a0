import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REGISTRY_URL, requestRegistry, takeEarlyRegistry } from './early-registry';
import { overrideFor } from './override';
import { type Canary, canaryFor, releaseBucket } from './release-bucket';
import { loadRemotesInShortTasksAfterStartUp } from './remote-load-tasks';

// The registry maps each remote to an immutable, versioned build folder. It is read afresh at
// every page load (the copy the host writes into index.html, else fetched with no-store):
// publishing or rolling back a remote is an edit of this file.
// Versions are decided here, once per page load: the federation runtime cannot safely swap a
// loaded container for another version in place.

/** One step of a remote's history, written by the release tool (release/src/core.ts). */
export interface RemoteRelease {
  version: string;
  at: string;
  action: 'publish' | 'canary' | 'share' | 'promote' | 'abort' | 'rollback' | 'mark-bad';
  /** The version this step took out of service (rolled back from, an aborted canary, marked bad). */
  withdrew?: string;
}

export interface RemoteRecord {
  /** Folder under the deploy root, e.g. "mf-catalog". */
  folder: string;
  live: string;
  /** A version served to `share` percent of browsers next to the live one. */
  canary?: Canary;
  history: RemoteRelease[];
}

export interface Registry {
  remotes: Record<string, RemoteRecord>;
}

export interface ChosenRemote {
  name: string;
  entry: string;
  version: string;
  overridden: boolean;
  /** Set when the live version failed in this tab and an earlier one is used instead. */
  replaces?: string;
}

const BAD_PREFIX = 'shop:bad-version:';
/** A version that failed is avoided in this tab for 5 minutes, then tried again. */
export const BAD_VERSION_TTL_MS = 5 * 60_000;

/**
 * The container a version loads from. The federation runtime is given the container itself, not the
 * version's mf-manifest.json: a manifest is one more request before the container, and reading it
 * is the runtime's snapshot code, which the shell's build leaves out (build-preset/src/preset.mjs).
 */
export function containerUrl(record: RemoteRecord, version: string): string {
  return `/${record.folder}/${encodeURIComponent(version)}/remoteEntry.js`;
}

/** An override names a dev server's manifest (README "Develop one remote alone"): its container is beside it. */
export function overrideContainer(url: string): string {
  return url.replace(/\/mf-manifest\.json(?=$|[?#])/, '/remoteEntry.js');
}

const GOES_LIVE = new Set<RemoteRelease['action']>(['publish', 'promote', 'rollback']);

/**
 * Versions that were live before the live one, newest first, without repeats and without the
 * ones withdrawn since (rolled back from, aborted): the fallbacks of a version that fails here.
 */
export function previousVersions(record: RemoteRecord): string[] {
  const withdrawn = new Set<string>();
  for (const release of record.history) {
    if (GOES_LIVE.has(release.action)) withdrawn.delete(release.version);
    if (release.withdrew) withdrawn.add(release.withdrew);
  }
  const seen = new Set<string>([record.live, ...withdrawn]);
  const out: string[] = [];
  for (const release of [...record.history].reverse()) {
    if (GOES_LIVE.has(release.action) && !seen.has(release.version)) {
      seen.add(release.version);
      out.push(release.version);
    }
  }
  return out;
}

export function isRegistry(value: unknown): value is Registry {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as Registry).remotes;
  if (typeof remotes !== 'object' || remotes === null) return false;
  return Object.values(remotes).every(
    (r) =>
      typeof r?.folder === 'string' &&
      typeof r.live === 'string' &&
      Array.isArray(r.history) &&
      (r.canary === undefined || (typeof r.canary?.version === 'string' && typeof r.canary.share === 'number')),
  );
}

export async function fetchRegistry(url = REGISTRY_URL): Promise<Registry | null> {
  try {
    const body: unknown = await ((url === REGISTRY_URL ? takeEarlyRegistry() : null) ?? requestRegistry(url));
    if (!isRegistry(body)) throw new Error('registry is malformed');
    return body;
  } catch (error) {
    console.error('[registry] could not be loaded', error);
    return null;
  }
}

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function isMarkedBad(remote: string, version: string, now = Date.now()): boolean {
  try {
    const mark = JSON.parse(storage('session')?.getItem(BAD_PREFIX + remote) ?? '[]') as {
      version: string;
      at: number;
    }[];
    return mark.some((m) => m.version === version && now - m.at < BAD_VERSION_TTL_MS);
  } catch {
    return false;
  }
}

/** Remembers, for this tab, that `version` of `remote` failed to load or mount. */
export function markBad(remote: string, version: string, now = Date.now()): boolean {
  const s = storage('session');
  if (!s) return false;
  try {
    const marks = (JSON.parse(s.getItem(BAD_PREFIX + remote) ?? '[]') as { version: string; at: number }[]).filter(
      (m) => now - m.at < BAD_VERSION_TTL_MS && m.version !== version,
    );
    s.setItem(BAD_PREFIX + remote, JSON.stringify([...marks, { version, at: now }]));
    return true;
  } catch {
    return false;
  }
}

/**
 * The version to load: this browser's canary if it is in one (`bucket` below the share), else the
 * live one; a version that failed in this tab gives way to the live one, then the newest good
 * earlier one.
 */
export function chooseVersion(
  name: string,
  record: RemoteRecord,
  now = Date.now(),
  bucket = releaseBucket(name),
): { version: string; replaces?: string } | null {
  const canary = canaryFor(record, bucket);
  const first = canary?.version ?? record.live;
  if (!isMarkedBad(name, first, now)) return { version: first };
  const previous = [record.live, ...previousVersions(record)].find((v) => v !== first && !isMarkedBad(name, v, now));
  return previous ? { version: previous, replaces: first } : null;
}

/**
 * The container each remote loads on this page: an override, else the chosen version.
 * `bucketOf(remote)`: this browser's number for that remote (release-bucket.ts).
 */
export function chooseRemotes(
  registry: Registry,
  now = Date.now(),
  bucketOf: (remote: string) => number = releaseBucket,
): ChosenRemote[] {
  const out: ChosenRemote[] = [];
  for (const [name, record] of Object.entries(registry.remotes)) {
    const override = overrideFor(name);
    if (override) {
      out.push({ name, entry: overrideContainer(override), version: 'override', overridden: true });
      continue;
    }
    const choice = chooseVersion(name, record, now, bucketOf(name)) ?? { version: record.live };
    out.push({
      name,
      entry: containerUrl(record, choice.version),
      version: choice.version,
      overridden: false,
      replaces: choice.replaces,
    });
  }
  return out;
}

export function registerChosen(chosen: ChosenRemote[]): void {
  registerRemotes(chosen.map(({ name, entry }) => ({ name, entry })));
  loadRemotesInShortTasksAfterStartUp();
}
