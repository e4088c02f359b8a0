import { firstViewFromServer } from '@shop/react-kit';
import { firstViewAt, nextTask } from './first-view';
import { pageResponsesInFull } from './page-responses';

// The catalog's side of server rendering (docs/composition.md "Server rendering"; the shared part
// is @shop/react-kit's firstViewFromServer): the route's reads, started before hydrating, are
// served from the page, and the page's own start then finds them in the cache.

/** True when the region holds the server's render of this very view and the stores hold its data. */
export function firstViewFromServerRender(): Promise<boolean> {
  pageResponsesInFull();
  return firstViewFromServer('mf_catalog', async (url) => {
    // The route's models come in its page's chunk (./first-view.ts).
    const view = await firstViewAt(url);
    if (!view) return false;
    if (!view.steps) view.start?.(view.params);
    for (const step of view.steps ?? []) {
      step();
      await nextTask();
    }
    return true;
  });
}
