import { createRemoteLifecycles } from '@shop/shared';

// Exposed as 'mf_basket/overlay': always active, on every page.
function BasketOverlay() {
  return null;
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles(BasketOverlay);
