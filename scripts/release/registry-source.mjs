// Where a storefront server reads what is live: its deploy folder's registry.json (read on every
// use: a file read is cheap and a release shows at the next page load), or, with a bucket
// (RELEASE_S3_BUCKET), the bucket's, fetched at most once a second and shared by every request
// meanwhile. Either way the public copy (public-registry.mjs): what pages and beacons need.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { publicRegistry } from './public-registry.mjs';

function parse(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * { current() → { registry, key } }: `registry` is null when there is none (or it is not JSON);
 * `key` changes whenever it does (the page cache keys on it).
 */
export function registrySource({ root, storage = null, maxAgeMs = 1000, now = Date.now }) {
  if (!storage || storage.where === root) {
    const file = join(root, 'registry.json');
    let kept = { registry: null, key: 'none' };
    return {
      current() {
        let key;
        try {
          const stat = statSync(file);
          key = `${stat.mtimeMs}:${stat.size}`;
        } catch {
          return { registry: null, key: 'none' };
        }
        if (key !== kept.key) {
          const registry = parse(readFileSync(file, 'utf8'));
          kept = { registry: registry && publicRegistry(registry), key };
        }
        return kept;
      },
    };
  }
  let kept = { registry: null, key: 'none', at: Number.NEGATIVE_INFINITY };
  let fetching = null;
  const refresh = () => {
    fetching ??= storage
      .read('registry.json')
      .then((text) => {
        const registry = text === null ? null : parse(text);
        kept = {
          registry: registry && publicRegistry(registry),
          key: `${text?.length}:${registry?.revision}`,
          at: now(),
        };
      })
      .catch((error) => console.error(`[registry] ${storage.where}: ${error.message}`))
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
