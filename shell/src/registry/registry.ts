import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REGISTRY_URL, requestRegistry, takeEarlyRegistry } from './early-registry';
import { overrideFor } from './override';

// The registry maps each remote to an immutable, versioned build folder. It is read afresh at
// every page load (the copy the host writes into index.html, else fetched with no-store):
// publishing or rolling back a remote is an edit of this file.
// Versions are decided here, once per page load: the federation runtime cannot safely swap a
// loaded container for another version in place.

export interface RemoteRelease {
  version: string;
  at: string;
  action: 'publish' | 'rollback';
}

export interface RemoteRecord {
  /** Folder under the deploy root, e.g. "mf-catalog". */
  folder: string;
  live: string;
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

export function manifestUrl(record: RemoteRecord, version: string): string {
  return `/${record.folder}/${encodeURIComponent(version)}/mf-manifest.json`;
}

/** Versions published before the live one, newest first, without repeats: rollback targets. */
export function previousVersions(record: RemoteRecord): string[] {
  const seen = new Set<string>([record.live]);
  const out: string[] = [];
  for (const release of [...record.history].reverse()) {
    if (!seen.has(release.version)) {
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
    (r) => typeof r?.folder === 'string' && typeof r.live === 'string' && Array.isArray(r.history),
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

/** The version to load: the live one unless it failed in this tab, then the newest good earlier one. */
export function chooseVersion(
  name: string,
  record: RemoteRecord,
  now = Date.now(),
): { version: string; replaces?: string } | null {
  if (!isMarkedBad(name, record.live, now)) return { version: record.live };
  const previous = previousVersions(record).find((v) => !isMarkedBad(name, v, now));
  return previous ? { version: previous, replaces: record.live } : null;
}

/** The manifest each remote loads on this page: an override, else the chosen version. */
export function chooseRemotes(registry: Registry, now = Date.now()): ChosenRemote[] {
  const out: ChosenRemote[] = [];
  for (const [name, record] of Object.entries(registry.remotes)) {
    const override = overrideFor(name);
    if (override) {
      out.push({ name, entry: override, version: 'override', overridden: true });
      continue;
    }
    const choice = chooseVersion(name, record, now) ?? { version: record.live };
    out.push({
      name,
      entry: manifestUrl(record, choice.version),
      version: choice.version,
      overridden: false,
      replaces: choice.replaces,
    });
  }
  return out;
}

export function registerChosen(chosen: ChosenRemote[]): void {
  registerRemotes(chosen.map(({ name, entry }) => ({ name, entry })));
}
