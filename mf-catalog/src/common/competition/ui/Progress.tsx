import { formatCount } from '@shop/shared/format';
import type { CompetitionView } from '../view';
import styles from './card.module.css';

/** Tickets sold as a bar and text; rendered only when the ticket count is not hidden. */
export function Progress({ progress }: { progress: NonNullable<CompetitionView['progress']> }) {
  return (
    <div className={styles.progress} data-testid="progress">
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Tickets sold"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
      <p className={styles.progressText}>
        <strong>{progress.percent}%</strong> sold · {formatCount(progress.remaining)} of {formatCount(progress.total)}{' '}
        left
      </p>
    </div>
  );
}
