import { createRemoteLifecycles } from '@shop/react-kit';
import { preloadPagesAt } from '@shop/react-kit/routing';
import { firstViewFromServerRender } from './hydration';
import { EngagementRoot } from './root';
import { engagementRoutes } from './routes';

let hydrating = false;

// Exposed as 'mf_engagement/app': the single-spa lifecycles the shell mounts for this team's routes.
// The first mount hydrates the server's render when the page carries one (./hydration.ts).
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  EngagementRoot,
  undefined,
  async () => {
    hydrating = await firstViewFromServerRender();
    await preloadPagesAt(engagementRoutes, window.location.pathname);
  },
  () => hydrating,
);

/** The page code of one of this remote's routes, loaded ahead of its first visit (shell/src/app/warm-routes.ts). */
export const preloadRoute = (pathname: string) => preloadPagesAt(engagementRoutes, pathname);
