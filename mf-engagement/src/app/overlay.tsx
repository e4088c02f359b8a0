import { createRemoteLifecycles } from '@shop/shared/kit';
import { InstantWinPopup, instantWinsStarted } from '../features/instant-win';

// Exposed as 'mf_engagement/overlay': always active, on every page. Mounting starts the
// instant-win listener; Firebase itself loads lazily once the page is idle.
function EngagementOverlay() {
  return <InstantWinPopup />;
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles(EngagementOverlay, () => instantWinsStarted());
