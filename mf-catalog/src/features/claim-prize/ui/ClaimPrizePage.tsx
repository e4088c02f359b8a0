import { useSession } from '@shop/shared/kit';
import { Link } from '@shop/shared/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Empty, Loading } from '../../../common/ui';
import { $selectedWin, claimablePrizesQuery, claimPageOpened, winSelected } from '../model';
import { ClaimForm } from './ClaimForm';
import styles from './claim.module.css';

/** /claim/prize — a signed-in winner picks an unclaimed prize and says where it should go. */
export function ClaimPrizePage() {
  const { user, settled } = useSession();
  const { prizes, failed, selected, select, opened } = useUnit({
    prizes: claimablePrizesQuery.$data,
    failed: claimablePrizesQuery.$failed,
    selected: $selectedWin,
    select: winSelected,
    opened: claimPageOpened,
  });
  const signedIn = user !== null;
  // The list is the signed-in winner's: it is asked for once someone is signed in.
  useEffect(() => {
    if (signedIn) opened();
  }, [opened, signedIn]);
  return (
    <div className={styles.page}>
      <h1>Claim your prize</h1>
      <ClaimSteps />
      {!settled ? (
        <Loading label="Checking your account" />
      ) : !signedIn ? (
        <div className={styles.card}>
          <p>Sign in to see the prizes you have won and tell us where to send them.</p>
          <Link className="shop-button" to="/auth/login?returnTo=/claim/prize">
            Sign in to claim
          </Link>
        </div>
      ) : prizes === null && !failed ? (
        <Loading label="Loading your prizes" />
      ) : prizes?.length ? (
        <>
          <ul className={styles.prizes} aria-label="Your prizes">
            {prizes.map((p) => (
              <li key={p.win_id} className={styles.prize} data-testid="claimable-prize">
                <div>
                  <h2>{p.prize}</h2>
                  <p className={styles.muted}>
                    {[p.competition_title, p.ticket_number === null ? '' : `ticket #${p.ticket_number}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                {p.claimed ? (
                  <span className={styles.claimed}>Claimed</span>
                ) : (
                  <button
                    type="button"
                    className={`shop-button ${selected === p.win_id ? '' : 'shop-button--ghost'}`}
                    aria-pressed={selected === p.win_id}
                    onClick={() => select(p.win_id)}
                  >
                    Claim this prize
                  </button>
                )}
              </li>
            ))}
          </ul>
          {selected !== null ? <ClaimForm prize={prizes.find((p) => p.win_id === selected)?.prize ?? ''} /> : null}
        </>
      ) : (
        <Empty onRetry={opened}>
          You have no prizes to claim yet. Instant wins are credited automatically; physical prizes appear here.
        </Empty>
      )}
    </div>
  );
}

/** How claiming works: the same for everyone, readable before signing in and without a script. */
function ClaimSteps() {
  return (
    <section aria-labelledby="claim-how" className={styles.steps}>
      <h2 id="claim-how">How to claim</h2>
      <ol>
        <li>Sign in with the account you entered with.</li>
        <li>Choose the prize you won and press “Claim this prize”.</li>
        <li>Give your full name, a phone number and the address the prize should go to, and send the claim.</li>
      </ol>
      <p>
        We confirm your claim by email and get in touch within 2 working days to arrange delivery. Instant wins of
        points or site credit are added to your account at once and need no claim. Questions?{' '}
        <Link to="/contact">Contact us</Link>.
      </p>
    </section>
  );
}
