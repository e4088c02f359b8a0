import { followLink } from '../../app/navigation';
import styles from './not-found.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} data-testid="not-found">
      <h1>Page not found</h1>
      <p>
        Sorry, we couldn’t find the page you were looking for. It may have moved, or the competition may have ended.
      </p>
      <p>
        <a className="shop-button" href="/" onClick={followLink}>
          Back to the home page
        </a>{' '}
        <a className="shop-button shop-button--ghost" href="/competitions/all" onClick={followLink}>
          Browse competitions
        </a>
      </p>
    </section>
  );
}
