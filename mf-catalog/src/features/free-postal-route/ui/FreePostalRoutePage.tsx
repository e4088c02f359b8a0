import { SafeHtml } from '@shop/react-kit';
import { Link } from '@shop/react-kit/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Empty } from '../../../common/ui';
import { postalRouteOpened, postalRouteQuery } from '../model';
import styles from './postal.module.css';

/** /free-postal-route — the free entry route, given the same weight as a paid entry. */
export function FreePostalRoutePage() {
  const { data, failed, opened } = useUnit({
    data: postalRouteQuery.$data,
    failed: postalRouteQuery.$failed,
    opened: postalRouteOpened,
  });
  useEffect(() => opened(), [opened]);
  return (
    <div className={styles.page}>
      <h1>Free Postal Route</h1>
      <p className={styles.lead}>
        No purchase is necessary. You can enter any of our competitions for free by post, and postal entries have
        exactly the same chance of winning as paid entries.
      </p>
      {data === null && !failed ? (
        <div className="shop-spinner" role="status" aria-label="Loading the free postal route" />
      ) : data?.address ? (
        <div className={styles.grid}>
          <section aria-labelledby="postal-address" className={styles.address}>
            <h2 id="postal-address">Send your entry to</h2>
            <address data-testid="postal-address">
              {data.address.split(',').map((line) => (
                <span key={line}>{line.trim()}</span>
              ))}
            </address>
          </section>
          <section aria-labelledby="postal-how" className={styles.card}>
            <h2 id="postal-how">How to enter</h2>
            <SafeHtml html={data.instructions_html} />
          </section>
          <section aria-labelledby="postal-terms" className={styles.card}>
            <h2 id="postal-terms">Terms for postal entries</h2>
            <SafeHtml html={data.terms_html} />
            <p>
              The full terms are in our <Link to="/legal-terms">terms and conditions</Link>.
            </p>
          </section>
        </div>
      ) : (
        <Empty onRetry={opened}>The postal entry details could not be shown right now. Please try again shortly.</Empty>
      )}
      <p className={styles.browse}>
        <Link to="/competitions/all" className="shop-button shop-button--ghost">
          Browse competitions
        </Link>
      </p>
    </div>
  );
}
