import { createRemoteLifecycles } from '@shop/shared';
import { CatalogRoot } from './root';

// Exposed as 'mf_catalog/app': the single-spa lifecycles the shell mounts for this team's routes.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(CatalogRoot);
