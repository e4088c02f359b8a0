import { createRemoteLifecycles } from '@shop/shared/kit';
import { preloadPagesAt } from '@shop/shared/routing';
import { firstViewFromServer } from './hydration';
import { CatalogRoot } from './root';
import { catalogRoutes } from './routes';

let hydrating = false;

// Exposed as 'mf_catalog/app': the single-spa lifecycles the shell mounts for this team's routes.
// The first mount hydrates the server's render when the page carries one (./hydration.ts).
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  CatalogRoot,
  undefined,
  async () => {
    const [, fromServer] = await Promise.all([
      preloadPagesAt(catalogRoutes, window.location.pathname),
      firstViewFromServer(),
    ]);
    hydrating = fromServer;
  },
  () => hydrating,
);
