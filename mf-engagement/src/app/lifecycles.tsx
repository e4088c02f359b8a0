import { createRemoteLifecycles } from '@shop/shared/kit';
import { preloadPagesAt } from '@shop/shared/routing';
import { EngagementRoot } from './root';
import { engagementRoutes } from './routes';

// Exposed as 'mf_engagement/app': the single-spa lifecycles the shell mounts for this team's routes.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(EngagementRoot, undefined, () =>
  preloadPagesAt(engagementRoutes, window.location.pathname),
);
