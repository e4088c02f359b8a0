import { createRemoteLifecycles } from '@shop/react-kit';
import { BrowserRouter } from '@shop/react-kit/routing';
import { BasketOverlay, basketStarted } from '../features/cart';

// Exposed as 'mf_basket/overlay': always active, on every page. Its mount starts the basket
// (requirements §4: the cart is loaded on start), and it hosts the cart and question modals.
function OverlayRoot() {
  return (
    <BrowserRouter>
      <BasketOverlay />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles(OverlayRoot, () => basketStarted());
