import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { CompetitionGrid } from '../../../common/competition';
import { Empty } from '../../../common/ui';
import { instantWinCompetitionsQuery, instantWinnersQuery, instantWinsOpened, prizesLeft } from '../model';
import styles from './instant-wins.module.css';

/** /competitions/instant_win_comps and /competitions/instant/wins */
export function InstantWinsPage() {
  const { comps, compsFailed, winners, winnersFailed, opened } = useUnit({
    comps: instantWinCompetitionsQuery.$data,
    compsFailed: instantWinCompetitionsQuery.$failed,
    winners: instantWinnersQuery.$data,
    winnersFailed: instantWinnersQuery.$failed,
    opened: instantWinsOpened,
  });
  useEffect(() => opened(), [opened]);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>Instant Wins</h1>
        <p>
          Some ticket numbers are chosen as winners before sales open. Get one and you win that prize straight away —
          and you are still in the main draw.
        </p>
        {comps?.length ? (
          <p className={styles.left} data-testid="instant-prizes-left">
            <strong>{prizesLeft(comps)}</strong> instant prizes still to be won
          </p>
        ) : null}
      </header>
      <section aria-labelledby="iw-live">
        <h2 id="iw-live">Instant-win competitions</h2>
        <CompetitionGrid
          items={comps ?? undefined}
          isLoading={comps === null && !compsFailed}
          leadsPage
          empty={<Empty onRetry={opened}>No instant-win competitions are live right now.</Empty>}
        />
      </section>
      <section aria-labelledby="iw-recent" className={styles.recent}>
        <h2 id="iw-recent">Recent instant winners</h2>
        {winners === null && !winnersFailed ? (
          <div className="shop-spinner" role="status" aria-label="Loading winners" />
        ) : winners?.length ? (
          <ul className={styles.winners}>
            {winners.map((w) => (
              <li key={w.id}>
                <img src={w.image} alt="" width={56} height={42} loading="lazy" />
                <span>
                  <strong>{w.name || 'A winner'}</strong> won <strong>{w.prize}</strong>
                  {w.ticket_number === null ? '' : ` with ticket #${w.ticket_number}`}
                  <span className={styles.muted}> · {w.competition_title}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No instant wins yet — yours could be the first.</Empty>
        )}
      </section>
    </div>
  );
}
