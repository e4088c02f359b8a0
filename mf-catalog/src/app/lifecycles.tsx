import { createRemoteLifecycles } from '@shop/shared';
import { CatalogRoot } from './root';
import { catalogRoutes } from './routes';

// Exposed as 'mf_catalog/app': the single-spa lifecycles the shell mounts for this team's routes.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(CatalogRoot, undefined, catalogRoutes);
