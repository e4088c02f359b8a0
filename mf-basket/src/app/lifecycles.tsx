import { createRemoteLifecycles } from '@shop/react-kit';
import { preloadPagesAt } from '@shop/react-kit/routing';
import { BasketRoot } from './root';
import { basketRoutes } from './routes';

// Exposed as 'mf_basket/app': the single-spa lifecycles the shell mounts for this team's routes.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(BasketRoot, undefined, () =>
  preloadPagesAt(basketRoutes, window.location.pathname),
);

/** The page code of one of this remote's routes, loaded ahead of its first visit (shell/src/app/warm-routes.ts). */
export const preloadRoute = (pathname: string) => preloadPagesAt(basketRoutes, pathname);
