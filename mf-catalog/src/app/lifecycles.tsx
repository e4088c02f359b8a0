import { createRemoteLifecycles } from '@shop/shared/kit';
import { preloadPagesAt } from '@shop/shared/routing';
import { CatalogRoot } from './root';
import { catalogRoutes } from './routes';

// Exposed as 'mf_catalog/app': the single-spa lifecycles the shell mounts for this team's routes.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(CatalogRoot, undefined, () =>
  preloadPagesAt(catalogRoutes, window.location.pathname),
);
