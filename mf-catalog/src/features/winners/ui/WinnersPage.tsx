import { competitionDetailsPath, formatPounds, formatUkDate, type Winner } from '@shop/shared';
import { Link, useSearchParams } from '@shop/shared/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Empty, ListPicture, Pager, pageFromSearch } from '../../../common/ui';
import { winnerStatsQuery } from '../../../common/winnerStats';
import { winnersOpened, winnersQuery } from '../model';
import styles from './winners.module.css';

const KIND: Record<Winner['kind'], string> = { draw: 'Main draw', instant: 'Instant win', reward: 'Reward win' };

/** /winners_list — the winner stats (spec: total prize value, total winners) and every winner. */
export function WinnersPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const { answer, failed, stats, opened } = useUnit({
    answer: winnersQuery.$data,
    failed: winnersQuery.$failed,
    stats: winnerStatsQuery.$data,
    opened: winnersOpened,
  });
  useEffect(() => {
    opened(page);
  }, [opened, page]);
  const data = answer?.page === page ? answer : null;
  return (
    <div className={styles.page}>
      <h1>Winners</h1>
      <div className={styles.stats} data-testid="winner-stats">
        <p>
          <strong>{stats?.totalPrizeValue === undefined ? '—' : formatPounds(stats.totalPrizeValue)}</strong>
          <span>total prize value won</span>
        </p>
        <p>
          <strong>{stats?.totalWinner === undefined ? '—' : stats.totalWinner.toLocaleString('en-GB')}</strong>
          <span>winners</span>
        </p>
      </div>
      {data === null && !failed ? (
        <div className="shop-spinner" role="status" aria-label="Loading winners" />
      ) : data?.items.length ? (
        <ul className={styles.grid}>
          {data.items.map((w, index) => (
            <li key={w.id} className={styles.card} data-testid="winner">
              <ListPicture src={w.image} width={320} height={240} first={index === 0} />
              <div>
                <p className={styles.kind}>{KIND[w.kind] ?? w.kind}</p>
                <h2>{w.name}</h2>
                <p>
                  Won <strong>{w.prize}</strong>
                </p>
                <p className={styles.muted}>
                  {/* A host may leave out the competition, the ticket or the date: each is left out here too. */}
                  {w.competition_id ? (
                    <Link to={competitionDetailsPath({ id: w.competition_id, title: w.competition_title })}>
                      {w.competition_title}
                    </Link>
                  ) : (
                    w.competition_title
                  )}
                  {w.ticket_number === null ? '' : ` · ticket #${w.ticket_number}`}
                  {w.won_at ? ` · ${formatUkDate(w.won_at)}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Empty onRetry={() => opened(page)}>Our first winners will appear here soon.</Empty>
      )}
      <Pager
        page={page}
        totalPages={data ? data.totalPages : 1}
        hasMore={data?.hasMore}
        hrefFor={(p) => `/winners_list?page=${p}`}
      />
    </div>
  );
}
