import { matchPath } from '@shop/shared/routing';
import type { EventCallable } from 'effector';
import { detailsOpened } from '../features/competition-details/model';
import { homeReadsRequested } from '../features/home/model';

// The routes the server renders (docs/composition.md "Server rendering") and the reads their first
// view shows: the server settles them in a scope of its own before rendering; the client starts
// the same reads, answered from the page, before it hydrates.

interface FirstView {
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: each route's own start event
  start: EventCallable<any>;
  params: (found: Record<string, string | undefined>) => unknown;
}

const FIRST_VIEWS: FirstView[] = [
  { path: '/', start: homeReadsRequested, params: () => undefined },
  { path: '/competition/info/:id', start: detailsOpened, params: ({ id }) => Number(id) },
];

/** The start event and its parameter for a path the server renders, or null. */
export function firstViewAt(pathname: string): { start: EventCallable<unknown>; params: unknown } | null {
  for (const view of FIRST_VIEWS) {
    const found = matchPath(view.path, pathname);
    if (found) return { start: view.start, params: view.params(found.params) };
  }
  return null;
}
