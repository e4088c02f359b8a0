import { useUnit } from 'effector-react';
import { useState } from 'react';
import { $currentWin, $popupText, popupClosed } from '../model';
import styles from './instant-win-popup.module.css';

/**
 * Social-proof popup (spec section 2). The live region is always in the page so screen readers
 * announce each win politely; nothing here takes focus away from what the shopper is doing.
 */
export function InstantWinPopup() {
  const { win, text, close } = useUnit({ win: $currentWin, text: $popupText, close: popupClosed });
  const [brokenImage, setBrokenImage] = useState<string | null>(null);

  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
      {win && text ? (
        <div className={styles.popup} data-testid="instant-win-popup" key={win.key}>
          {win.image && brokenImage !== win.image ? (
            <img
              className={styles.image}
              src={win.image}
              alt={win.prize}
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
          <button type="button" className={styles.close} onClick={close} aria-label="Close instant win notification">
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
