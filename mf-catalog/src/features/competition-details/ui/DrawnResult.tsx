import { Link } from '@shop/react-kit/routing';
import type { Competition } from '@shop/shared';
import { DRAW_PROOF_ID } from '../../draw-proof';
import styles from './details.module.css';

/**
 * A drawn competition's result, first on its page (it was below the fold): the winning
 * ticket, the winner, and the way to check the draw. The full proof stays in DrawProofSection.
 */
export function DrawnResult({ competition: c }: { competition: Competition }) {
  const outcome = c.draw_outcome;
  if (!outcome) return null;
  return (
    <section aria-labelledby="drawn-result-title" className={styles.result} data-testid="drawn-result">
      <h2 id="drawn-result-title">This competition has been drawn</h2>
      <dl className={styles.resultFacts}>
        <div>
          <dt>Winning ticket</dt>
          <dd data-testid="drawn-ticket">{outcome.winning_ticket != null ? `#${outcome.winning_ticket}` : 'None'}</dd>
        </div>
        <div>
          <dt>Winner</dt>
          <dd data-testid="drawn-winner">{outcome.winner_name || 'No entries: no winner was drawn'}</dd>
        </div>
      </dl>
      {/* The check runs in this page's proof section (DrawProofSection, below); the entry list is on
          the draw's results page (features/entry-list). */}
      <p className={styles.resultLinks}>
        <a href={`#${DRAW_PROOF_ID}`}>Verify this draw</a>
        <Link to={`/draw/results?competition=${c.id}`}>See every entry</Link>
      </p>
    </section>
  );
}
