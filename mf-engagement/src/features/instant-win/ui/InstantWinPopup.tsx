import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { $currentWin, $popupText, popupClosed } from '../model';
import styles from './instant-win-popup.module.css';

/**
 * Social-proof popup (requirements §2). The live region is always in the page so screen readers
 * announce each win politely; nothing here takes focus away from what the shopper is doing.
 * Only the sentence is announced: the image is decorative (the text names the prize) and the
 * close button sits outside the live region, laid over the card's corner by CSS.
 */
export function InstantWinPopup() {
  const { win, text, close } = useUnit({ win: $currentWin, text: $popupText, close: popupClosed });
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  // Where a keyboard user came from when they tabbed into the popup: when it goes (closed, or
  // hidden after 10 s) the focus goes back there instead of being dropped on <body>.
  const popup = useRef<HTMLDivElement>(null);
  const key = win?.key ?? null;
  useEffect(() => {
    // The wrapper stays in the page; the card and its button are re-created for each win.
    const node = popup.current;
    if (!key || !node) return;
    let cameFrom: HTMLElement | null = null;
    let inside = false;
    const onIn = (event: FocusEvent) => {
      if (!inside) cameFrom = event.relatedTarget as HTMLElement | null;
      inside = true;
    };
    // relatedTarget null: the focus went nowhere (the popup is being removed), not elsewhere.
    const onOut = (event: FocusEvent) => {
      const to = event.relatedTarget as Node | null;
      if (to && !node.contains(to)) inside = false;
    };
    node.addEventListener('focusin', onIn);
    node.addEventListener('focusout', onOut);
    return () => {
      node.removeEventListener('focusin', onIn);
      node.removeEventListener('focusout', onOut);
      const dropped = !document.activeElement || document.activeElement === document.body;
      if (!inside || !dropped) return;
      const back = cameFrom && document.contains(cameFrom) ? cameFrom : document.getElementById('main-region');
      back?.focus({ preventScroll: true });
    };
  }, [key]);

  return (
    <div className={styles.region} ref={popup}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {win && text ? (
          <div className={styles.popup} data-testid="instant-win-popup" key={win.key}>
            {win.image && brokenImage !== win.image ? (
              <img
                className={styles.image}
                src={win.image}
                alt=""
                width={64}
                height={64}
                onError={() => setBrokenImage(win.image)}
              />
            ) : (
              <span className={styles.placeholder} aria-hidden="true">
                ★
              </span>
            )}
            <p className={styles.text} data-testid="instant-win-text">
              <strong>{text.name}</strong> {text.message}
            </p>
          </div>
        ) : null}
      </div>
      {win ? (
        <button
          type="button"
          className={styles.close}
          key={win.key}
          onClick={close}
          aria-label="Close instant win notification"
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
