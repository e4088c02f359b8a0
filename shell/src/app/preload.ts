import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Lifecycles } from '@shop/react-kit';
import { hintFirstCode } from '../registry/early-registry';
import { directory } from '../registry/load-app';

// Code fetched before the first click into a remote, so that click only mounts. A failed preload
// costs nothing: the real load retries, falls back and reports as usual.
const asked = new Set<string>();
const warmed = new Map<string, Promise<void>>();

/**
 * What a remote's exposed ./app offers beside its lifecycles (@shop/shared `Lifecycles`): the page
 * code of one of its routes, loaded before the route is visited.
 */
type RouteWarming = Pick<Lifecycles, 'preloadRoute'>;

/**
 * Warms a route of `remote` before its first visit: the remote's ./app (container, module and the
 * singletons it brings, fetched and run) and the route's page code (its lifecycles' preloadRoute,
 * from the route table each remote keeps). Each route once; resolves when done or failed.
 * A remote whose build lists its routes' files (a route manifest, route → page files) can be
 * warmed from that list instead, without running its code: this is the one place that reads how.
 */
export function preloadRoute(remote: string, pathname: string): Promise<void> {
  if (!directory.chosen.has(remote)) return Promise.resolve();
  const key = `${remote} ${pathname}`;
  let warming = warmed.get(key);
  if (!warming) {
    directory.requested.add(remote);
    warming = loadRemote<RouteWarming>(`${remote}/app`)
      .then((app) => app?.preloadRoute?.(pathname))
      .catch(() => {
        warmed.delete(key);
      });
    warmed.set(key, warming);
  }
  return warming;
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
