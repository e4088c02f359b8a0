import { callProviderOrThrow, useCachedRead, type Winner } from '@shop/shared';
import { CompetitionGrid, fetchEveryPage } from '../../../common/competition';
import { Empty } from '../../../common/ui';
import styles from './instant-wins.module.css';

async function fetchInstantWinners(): Promise<Winner[]> {
  const answer = await callProviderOrThrow('winners', { page: 1, limit: 50 });
  if (!answer.success) throw new Error(answer.error);
  return (answer.data ?? []).filter((w) => w.kind === 'instant').slice(0, 8);
}

/** /competitions/instant_win_comps and /competitions/instant/wins */
export function InstantWinsPage() {
  // Every page: a filter over only the first 100 live competitions would miss instant-win ones.
  const live = useCachedRead('catalog:instant:live', () => fetchEveryPage('featured_competition', { all: true }));
  const winners = useCachedRead('catalog:instant:winners', fetchInstantWinners);
  const comps = live.data?.items.filter((c) => c.enable_instant_wins);
  const prizesLeft = (comps ?? []).reduce(
    (sum, c) => sum + c.instant_wins.reduce((n, p) => n + p.ticket_numbers.length - p.won.length, 0),
    0,
  );
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
            <strong>{prizesLeft}</strong> instant prizes still to be won
          </p>
        ) : null}
      </header>
      <section aria-labelledby="iw-live">
        <h2 id="iw-live">Instant-win competitions</h2>
        <CompetitionGrid
          items={live.data ? comps : undefined}
          isLoading={live.isLoading}
          empty={<Empty onRetry={live.reload}>No instant-win competitions are live right now.</Empty>}
        />
      </section>
      <section aria-labelledby="iw-recent" className={styles.recent}>
        <h2 id="iw-recent">Recent instant winners</h2>
        {winners.isLoading && !winners.data ? (
          <div className="shop-spinner" role="status" aria-label="Loading winners" />
        ) : winners.data?.length ? (
          <ul className={styles.winners}>
            {winners.data.map((w) => (
              <li key={w.id}>
                <img src={w.image} alt="" width={56} height={42} loading="lazy" />
                <span>
                  <strong>{w.name}</strong> won <strong>{w.prize}</strong> with ticket #{w.ticket_number}
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
