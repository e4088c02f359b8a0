import { createRemoteLifecycles } from '@shop/shared';

// Exposed as 'mf_account/overlay': always active, on every page.
function AccountOverlay() {
  return null;
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles(AccountOverlay);
