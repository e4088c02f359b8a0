import { formatCount } from '@shop/shared/format';
import type { CompetitionView } from '../view';
import styles from './card.module.css';

/**
 * Tickets sold as a bar and text; rendered only when the ticket count is not hidden. Once entry has
 * closed (sold out, finished, drawn) it says what was sold, not what is "left" to a shopper who
 * cannot buy it.
 */
export function Progress({ progress, open }: { progress: NonNullable<CompetitionView['progress']>; open: boolean }) {
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
        <strong>{progress.percent}%</strong>
        {open
          ? ` sold · ${formatCount(progress.remaining)} of ${formatCount(progress.total)} left`
          : ` of ${formatCount(progress.total)} tickets sold`}
      </p>
    </div>
  );
}
