import { Link } from '@shop/react-kit/routing';
import { formatCount, formatPounds } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { howItWorksQuery } from '../../../common/howItWorks';
import { winnerStatsQuery } from '../../../common/winnerStats';
import styles from './home.module.css';
import { Section } from './Section';

/** How it works, the winner stats and the free postal route. */
export function Wrapper() {
  const { how, howFailed, stats } = useUnit({
    how: howItWorksQuery.$data,
    howFailed: howItWorksQuery.$failed,
    stats: winnerStatsQuery.$data,
  });
  return (
    <Section name="Wrapper" id="how-it-works" title={how?.title || 'How it works'} className={styles.wrapper}>
      {!how && !howFailed ? (
        <div className="shop-spinner" role="status" aria-label="Loading how it works" />
      ) : how?.steps.length ? (
        <ol className={styles.steps}>
          {how.steps.map((step, i) => (
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
          <strong>{stats?.totalPrizeValue === undefined ? '—' : formatPounds(stats.totalPrizeValue)}</strong>
          <span>in prizes won</span>
        </p>
        <p>
          <strong>{stats?.totalWinner === undefined ? '—' : formatCount(stats.totalWinner)}</strong>
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
