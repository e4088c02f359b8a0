import { registerRemotes } from '@module-federation/enhanced/runtime';

// The registry maps each remote to an immutable, versioned build folder. It is fetched with
// no-store at every page load: publishing or rolling back a remote is an edit of this file.

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

export const OVERRIDE_PREFIX = 'shop:override:';

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

export async function fetchRegistry(url = '/registry.json'): Promise<Registry | null> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`registry answered ${response.status}`);
    const body: unknown = await response.json();
    if (!isRegistry(body)) throw new Error('registry is malformed');
    return body;
  } catch (error) {
    console.error('[registry] could not be loaded', error);
    return null;
  }
}

/** A developer's browser-kept override: localStorage["shop:override:mf_catalog"] = manifest URL. */
export function overrideFor(remote: string): string | null {
  try {
    return window.localStorage.getItem(OVERRIDE_PREFIX + remote);
  } catch {
    return null;
  }
}

/** The manifest each remote loads on this page: an override, else the live version. */
export function entriesFor(registry: Registry): { name: string; entry: string; overridden: boolean }[] {
  return Object.entries(registry.remotes).map(([name, record]) => {
    const override = overrideFor(name);
    return { name, entry: override ?? manifestUrl(record, record.live), overridden: override !== null };
  });
}

export function registerFromRegistry(registry: Registry): void {
  registerRemotes(entriesFor(registry).map(({ name, entry }) => ({ name, entry })));
}
