import { createRemoteLifecycles } from '@shop/react-kit';
import { preloadPagesAt } from '@shop/react-kit/routing';
import { firstViewFromServerRender } from './hydration';
import { CatalogRoot } from './root';
import { catalogRoutes } from './routes';

let hydrating = false;

// Exposed as 'mf_catalog/app': the single-spa lifecycles the shell mounts for this team's routes.
// The first mount hydrates the server's render when the page carries one (./hydration.ts).
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  CatalogRoot,
  undefined,
  async () => {
    // The server's first view readies its models in a few short tasks (./first-view.ts) before the
    // page's code, which imports them, runs: loaded side by side, the page's code would make them
    // all in one long task. The page's code comes in the models' chunk, so it waits for nothing.
    hydrating = await firstViewFromServerRender();
    await preloadPagesAt(catalogRoutes, window.location.pathname);
  },
  () => hydrating,
);

/** The page code of one of this remote's routes, loaded ahead of its first visit (shell/src/app/warm-routes.ts). */
export const preloadRoute = (pathname: string) => preloadPagesAt(catalogRoutes, pathname);
