// Where a storefront server reads what is live: its deploy folder's registry.json (read on every
// use: a file read is cheap and a release shows at the next page load), or, with a bucket
// (RELEASE_S3_BUCKET), the bucket's, fetched at most once a second and shared by every request
// meanwhile. Either way the public copy (public-registry.ts): what pages and beacons need.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicRegistry } from '../types';
import { publicRegistry } from './public-registry';
import type { DeployStorage } from './storage';

/** What is live now: `registry` null when there is none (or it is not JSON); `key` changes whenever it does. */
export interface LiveRegistry {
  registry: PublicRegistry | null;
  key: string;
}

export interface RegistrySource {
  current(): LiveRegistry | Promise<LiveRegistry>;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** { current() → { registry, key } }: the page cache keys on `key`. */
export function registrySource({
  root,
  storage = null,
  maxAgeMs = 1000,
  now = Date.now,
}: {
  root: string;
  storage?: DeployStorage | null;
  maxAgeMs?: number;
  now?: () => number;
}): RegistrySource {
  if (!storage || storage.where === root) {
    const file = join(root, 'registry.json');
    let kept: LiveRegistry = { registry: null, key: 'none' };
    return {
      current() {
        let key: string;
        try {
          const stat = statSync(file);
          key = `${stat.mtimeMs}:${stat.size}`;
        } catch {
          return { registry: null, key: 'none' };
        }
        if (key !== kept.key) {
          const registry = parse(readFileSync(file, 'utf8'));
          kept = { registry: registry ? publicRegistry(registry) : null, key };
        }
        return kept;
      },
    };
  }
  const bucket = storage;
  let kept: LiveRegistry & { at: number } = { registry: null, key: 'none', at: Number.NEGATIVE_INFINITY };
  let fetching: Promise<void> | null = null;
  const refresh = () => {
    fetching ??= bucket
      .read('registry.json')
      .then((text) => {
        const registry = text === null ? null : (parse(text) as { revision?: unknown } | null);
        kept = {
          registry: registry ? publicRegistry(registry) : null,
          key: `${text?.length}:${registry?.revision}`,
          at: now(),
        };
      })
      .catch((error: Error) => console.error(`[registry] ${bucket.where}: ${error.message}`))
      .finally(() => {
        fetching = null;
      });
    return fetching;
  };
  return {
    async current() {
      if (now() - kept.at >= maxAgeMs) await refresh();
      return kept;
    },
  };
}
