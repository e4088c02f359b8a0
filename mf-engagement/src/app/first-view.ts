import { shopConfig } from '@shop/provider-client';
import type { RenderOptions } from '@shop/shared/server-build';
import type { EventCallable } from 'effector';
import { routeAt } from './route-at';
import type { EngagementPath } from './route-manifest';

// What each route's first view reads (docs/composition.md "Server rendering"), keyed by the paths
// of ./route-manifest.ts (every route of this remote is server-rendered), with the same parameters on both sides: the server settles them in a scope of its
// own before rendering; the browser starts them, served from the page, before it hydrates.

interface FirstView {
  // biome-ignore lint/suspicious/noExplicitAny: each route's own start event
  start?: EventCallable<any>;
  params?: unknown;
}

const FIRST_VIEWS: Record<EngagementPath, (options?: RenderOptions) => Promise<FirstView>> = {
  '/faq': async () => ({
    start: (await import(/* webpackChunkName: "faq" */ '../features/faq/model')).faqPageOpened,
  }),
  // Its text and its form's markup: the form itself needs the script.
  '/contact': async () => ({}),
  // The last messages as they are now, read-only: reading along needs no script, chatting does.
  '/community-chat': async (options) => ({
    start: (await import(/* webpackChunkName: "chat" */ '../features/community-chat/model')).chatSnapshotRequested,
    params: {
      emulator: options?.firebaseEmulator ?? shopConfig.firebaseEmulator,
      databaseUrl: shopConfig.firebaseDatabaseUrl,
      projectId: shopConfig.firebaseProjectId,
    },
  }),
};

/** The first view of a URL this remote renders, with its route's chunk, or null. */
export async function firstViewAt(
  url: string,
  options?: RenderOptions,
): Promise<(FirstView & { chunk: string }) | null> {
  const route = routeAt(url);
  return route && { ...(await FIRST_VIEWS[route.path](options)), chunk: route.chunk };
}
