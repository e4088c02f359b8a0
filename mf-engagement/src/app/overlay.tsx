import { createRemoteLifecycles } from '@shop/shared';

// Exposed as 'mf_engagement/overlay': always active, on every page.
function EngagementOverlay() {
  return null;
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles(EngagementOverlay);
