import { preloadRemote } from '@module-federation/enhanced/runtime';
import { hintFirstCode } from '../registry/early-registry';
import { directory } from '../registry/load-app';

// Fetches a remote's ./app code ahead of its first route (it is not run until single-spa mounts
// it), so the first click into that remote does not wait for the network. A failed preload costs
// nothing: the real load retries, falls back and reports as usual.
const asked = new Set<string>();

/** `everything` also fetches the lazy page chunks of the remote (used on link hover). */
export function preloadApp(remote: string, everything = false): void {
  const key = `${remote}:${everything ? 'all' : 'sync'}`;
  if (asked.has(key) || !directory.chosen.has(remote)) return;
  asked.add(key);
  preloadRemote([{ nameOrAlias: remote, exposes: ['./app'], resourceCategory: everything ? 'all' : 'sync' }]).catch(
    () => {
      asked.delete(key);
    },
  );
}

/**
 * The idle preload of the remotes the page does not show: their first files (the registry's list)
 * are fetched at low priority, but nothing is run. Running a container costs a long task on a
 * phone while the shopper is reading the page; it runs on the first click into that remote
 * instead, from the cache (docs/composition.md "Server rendering").
 */
export function prefetchApp(remote: string): void {
  const key = `${remote}:prefetch`;
  const chosen = directory.chosen.get(remote);
  const record = directory.registry?.remotes[remote];
  if (asked.has(key) || !chosen || chosen.overridden || !record || directory.requested.has(remote)) return;
  asked.add(key);
  hintFirstCode(record, chosen.version, 'prefetch');
}
