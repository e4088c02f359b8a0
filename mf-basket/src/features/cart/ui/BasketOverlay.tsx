import { useEffect } from 'react';
import { locationChanged } from '../model';
import { CartModal } from './CartModal';
import { QuestionModal } from './QuestionModal';

/** Always mounted: the two basket modals, and the path the reload rule looks at. */
export function BasketOverlay() {
  useEffect(() => {
    const track = () => locationChanged(window.location.pathname);
    track();
    window.addEventListener('single-spa:routing-event', track);
    window.addEventListener('popstate', track);
    return () => {
      window.removeEventListener('single-spa:routing-event', track);
      window.removeEventListener('popstate', track);
    };
  }, []);
  return (
    <>
      <CartModal />
      <QuestionModal />
    </>
  );
}
