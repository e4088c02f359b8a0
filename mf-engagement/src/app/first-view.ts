import { shopConfig } from '@shop/provider-client';
import type { RenderOptions } from '@shop/shared/server-build';
import type { EventCallable } from 'effector';

// The routes the server renders (docs/composition.md "Server rendering") and what their first
// view reads, with the same parameters on both sides: the server settles them in a scope of its
// own before rendering; the browser starts them, served from the page, before it hydrates.

interface FirstView {
  // biome-ignore lint/suspicious/noExplicitAny: each route's own start event
  start?: EventCallable<any>;
  params?: unknown;
  chunk: string;
}

const FIRST_VIEWS: Record<string, (options?: RenderOptions) => Promise<FirstView>> = {
  '/faq': async () => ({
    start: (await import(/* webpackChunkName: "faq" */ '../features/faq/model')).faqPageOpened,
    chunk: 'faq',
  }),
  // Its text and its form's markup: the form itself needs the script.
  '/contact': async () => ({ chunk: 'contact' }),
  // The last messages as they are now, read-only: reading along needs no script, chatting does.
  '/community-chat': async (options) => ({
    start: (await import(/* webpackChunkName: "chat" */ '../features/community-chat/model')).chatSnapshotRequested,
    params: {
      emulator: options?.firebaseEmulator ?? shopConfig.firebaseEmulator,
      databaseUrl: shopConfig.firebaseDatabaseUrl,
      projectId: shopConfig.firebaseProjectId,
    },
    chunk: 'chat',
  }),
};

export const ENGAGEMENT_PATHS = Object.keys(FIRST_VIEWS);

/** The first view of a URL this remote renders, or null. */
export async function firstViewAt(url: string, options?: RenderOptions): Promise<FirstView | null> {
  const view = FIRST_VIEWS[new URL(url, 'http://shop').pathname];
  return view ? view(options) : null;
}
