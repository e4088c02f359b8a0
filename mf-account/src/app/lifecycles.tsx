import { createRemoteLifecycles } from '@shop/react-kit';
import { preloadPagesAt } from '@shop/react-kit/routing';
import { sessionStarted } from '../features/session';
import { AccountRoot } from './root';
import { accountRoutes } from './routes';

// Exposed as 'mf_account/app': the single-spa lifecycles the shell mounts for this team's routes.
// Starting the session here too keeps the account pages working if the overlay failed to load
// (the model runs the check only once).
export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  AccountRoot,
  () => sessionStarted(),
  () => preloadPagesAt(accountRoutes, window.location.pathname),
);

/** The page code of one of this remote's routes, loaded ahead of its first visit (shell/src/app/warm-routes.ts). */
export const preloadRoute = (pathname: string) => preloadPagesAt(accountRoutes, pathname);
