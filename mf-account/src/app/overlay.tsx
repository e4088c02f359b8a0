import { createRemoteLifecycles } from '@shop/react-kit';
import { sessionStarted } from '../features/session';

// Exposed as 'mf_account/overlay': always active, on every page. It renders nothing; mounting it
// starts the session check so every remote learns who is signed in, whatever page opens first.
function AccountOverlay() {
  return null;
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles(AccountOverlay, () => sessionStarted());
