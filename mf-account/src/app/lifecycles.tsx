import { createRemoteLifecycles } from '@shop/shared';
import { AccountRoot } from './root';

// Exposed as 'mf_account/app': the single-spa lifecycles the shell mounts for this team's routes.
export const { bootstrap, mount, unmount } = createRemoteLifecycles(AccountRoot);
