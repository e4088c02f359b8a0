import { preloadRemote } from '@module-federation/enhanced/runtime';
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
