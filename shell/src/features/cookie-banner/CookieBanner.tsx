import { useUnit } from 'effector-react';
import { createPortal } from 'react-dom';
import { followLink } from '../../app/navigation';
import styles from './cookie-banner.module.css';
import { $consentGiven, cookiesAccepted } from './model';

export function CookieBanner() {
  const [given, accept] = useUnit([$consentGiven, cookiesAccepted]);
  if (given) return null;
  // The last thing in the page, held at the bottom of the window as it scrolls (sticky, not fixed):
  // at the end of the page it rests under the footer instead of hiding its last lines on a phone.
  return createPortal(
    <section className={styles.banner} aria-label="Cookie notice" data-testid="cookie-banner">
      <p className={styles.text}>
        We use cookies to give you the best experience on our website. By continuing to use this site you accept our use
        of cookies.
      </p>
      <div className={styles.actions}>
        <button type="button" className="shop-button" onClick={() => accept()}>
          OK
        </button>
        <a className="shop-button shop-button--ghost" href="/legal-terms?tab=3" onClick={followLink}>
          Privacy Policy
        </a>
      </div>
    </section>,
    document.body,
  );
}
