import { createRemoteLifecycles } from '@shop/react-kit';
import { InstantWinPopup, instantWinsStarted } from '../features/instant-win';
import { afterStartUp } from './after-start-up';

// Exposed as 'mf_engagement/overlay': always active, on every page. The instant-win listener (and
// with it the realtime SDK) starts at the shopper's first interaction or a few seconds after the
// load, never during the page's start-up (./after-start-up.ts).
function EngagementOverlay() {
  return <InstantWinPopup />;
}

let waiting = false;

export const { bootstrap, mount, unmount } = createRemoteLifecycles(EngagementOverlay, () => {
  // Mounted again (developer override, remount): one wait is enough; the model listens once.
  if (waiting) return;
  waiting = true;
  afterStartUp(() => instantWinsStarted());
});
