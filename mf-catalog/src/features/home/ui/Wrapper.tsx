import { formatPounds, loadWinnerStats, useCachedRead } from '@shop/shared';
import { Link } from '@shop/shared/routing';
import { useHowItWorks } from '../../../common/howItWorks';
import styles from './home.module.css';
import { Section } from './Section';

/** How it works, the winner stats and the free postal route. */
export function Wrapper() {
  const how = useHowItWorks();
  const stats = useCachedRead('catalog:winner-stats', loadWinnerStats);
  return (
    <Section name="Wrapper" id="how-it-works" title={how.data?.title || 'How it works'} className={styles.wrapper}>
      {how.isLoading && !how.data ? (
        <div className="shop-spinner" role="status" aria-label="Loading how it works" />
      ) : how.data?.steps.length ? (
        <ol className={styles.steps}>
          {how.data.steps.map((step, i) => (
            <li key={step.title}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>Choose a competition, pick your tickets and watch the draw.</p>
      )}
      <div className={styles.stats} data-testid="winner-stats">
        <p>
          <strong>{stats.data ? formatPounds(stats.data.totalPrizeValue) : '—'}</strong>
          <span>in prizes won</span>
        </p>
        <p>
          <strong>{stats.data ? stats.data.totalWinner.toLocaleString('en-GB') : '—'}</strong>
          <span>winners so far</span>
        </p>
        <p>
          <Link to="/winners_list">Meet our winners</Link>
        </p>
      </div>
      <p className={styles.postal}>
        No purchase necessary: every competition can be entered for free by post.{' '}
        <Link to="/free-postal-route">See the free postal route</Link>.
      </p>
    </Section>
  );
}
