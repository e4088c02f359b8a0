import { competitionIdFromDetailsParam } from '@shop/shared';
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
  {
    path: '/competition/details/:competitionDetail',
    start: detailsOpened,
    params: ({ competitionDetail }) => competitionIdFromDetailsParam(competitionDetail ?? ''),
  },
];

/** The start event and its parameter for a path the server renders, or null. */
export function firstViewAt(pathname: string): { start: EventCallable<unknown>; params: unknown } | null {
  for (const view of FIRST_VIEWS) {
    const found = matchPath(view.path, pathname);
    const params = found ? view.params(found.params) : null;
    // A details path without an id is the page's own "not found": the client shows it.
    if (found && params !== null && !Number.isNaN(params)) return { start: view.start, params };
  }
  return null;
}
