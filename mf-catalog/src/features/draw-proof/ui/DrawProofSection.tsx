import { Link } from '@shop/react-kit/routing';
import { formatUkDateTime } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { $check, drawProofOpened, drawProofQuery, verifyDrawFx, verifyPressed } from '../model';
import { proofOf } from '../proof';
import styles from './draw-proof.module.css';

/** The proof section's address in its page: a drawn competition's "Verify this draw" leads to it. */
export const DRAW_PROOF_ID = 'draw-proof';

/**
 * A competition's draw in the open: the commitment while it runs; after the draw the winner, the
 * winning ticket, the revealed seed and a check that runs in this browser (README "A draw anyone
 * can verify").
 */
export function DrawProofSection({ competitionId }: { competitionId: number }) {
  const { response, failed, check, checking, opened, verify } = useUnit({
    response: drawProofQuery.$data,
    failed: drawProofQuery.$failed,
    check: $check,
    checking: verifyDrawFx.pending,
    opened: drawProofOpened,
    verify: verifyPressed,
  });
  useEffect(() => {
    opened(competitionId);
  }, [opened, competitionId]);
  const data = response?.competition_id === competitionId ? response : null;
  if (!data) return failed ? null : <div className="shop-spinner" role="status" aria-label="Loading the draw" />;
  const proof = proofOf(data);
  const result = check?.competitionId === competitionId ? check.result : null;
  return (
    <section id={DRAW_PROOF_ID} aria-labelledby="draw-proof-title" className={styles.section} data-testid="draw-proof">
      <h2 id="draw-proof-title">{proof ? 'Draw result' : 'A draw you can check'}</h2>
      {proof ? (
        <dl className={styles.outcome} data-testid="draw-outcome">
          <dt>Winner</dt>
          <dd data-testid="draw-winner">{data.winner_name ?? 'No entries: no winner was drawn'}</dd>
          <dt>Winning ticket</dt>
          <dd data-testid="draw-ticket">{data.winning_ticket != null ? `#${data.winning_ticket}` : 'None'}</dd>
          <dt>Drawn</dt>
          <dd data-testid="draw-time">{formatUkDateTime(data.drawn_at)}</dd>
        </dl>
      ) : (
        <p>
          Before this competition opened we fixed a secret random seed and published its SHA-256 hash below. After the
          draw we reveal the seed, so you can check that the winner was not chosen afterwards.{' '}
          <Link to="/results">How the draw works</Link>
        </p>
      )}
      <p className={styles.label}>Commitment (SHA-256 of the seed)</p>
      <code className={styles.hash} data-testid="draw-commitment">
        {data.commitment}
      </code>
      {proof ? (
        <>
          <p className={styles.label}>Seed, revealed after the draw</p>
          <code className={styles.hash} data-testid="draw-seed">
            {proof.seed}
          </code>
          <p className={styles.derivation}>
            {proof.tickets.length} entries, in ticket-number order. Winning position = HMAC-SHA256(key = seed, message =
            "{proof.competitionId}:{proof.tickets.length}") read as a number, modulo {proof.tickets.length}.
          </p>
          <button type="button" className="shop-button" onClick={() => verify(proof)} disabled={checking}>
            Verify this draw
          </button>
          <p
            role="status"
            className={result ? (result.ok ? styles.pass : styles.fail) : undefined}
            data-testid="draw-check"
          >
            {result?.message ?? ''}
          </p>
        </>
      ) : null}
    </section>
  );
}
