import { loadApp } from './load-app';

// Stands in for shell/src/app/preload.ts in the monolith build: the same policy (link intent, the
// header's routes after start-up) warms the same code through a plain dynamic import.
export function preloadRoute(remote: string, pathname: string): Promise<void> {
  return loadApp(remote, 'app')
    .then((app) => app.preloadRoute?.(pathname))
    .catch(() => {});
}

// The composition's idle prefetch fetches a remote's first files without running them (the
// registry lists them). The monolith has no such list of its chunks, and an import() would run
// them, so it fetches a page's code when that page is first opened (bench/README.md "Phone first
// view": the click-into-a-remote figure favours the composition by that much).
export function prefetchApp(_remote: string): void {}
