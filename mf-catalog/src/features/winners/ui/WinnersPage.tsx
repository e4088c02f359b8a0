import { Link, useSearchParams } from '@shop/react-kit/routing';
import type { Winner } from '@shop/shared';
import { competitionDetailsPath, formatCount, formatPounds, formatUkDate } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Empty, ListPicture, Pager, pageFromSearch } from '../../../common/ui';
import { winnerStatsQuery } from '../../../common/winnerStats';
import { winnersOpened, winnersQuery } from '../model';
import { WINNER_KINDS, type WinnersView, winnersHref, winnersViewOf } from '../view';
import styles from './winners.module.css';

const KIND: Record<Winner['kind'], string> = { draw: 'Main draw', instant: 'Instant win', reward: 'Reward win' };

/**
 * /winners_list — the winner stats (spec: total prize value, total winners) and every winner, the
 * largest prizes first, filtered by kind through the address (?kind=, ?sort=recent).
 */
export function WinnersPage() {
  const [search] = useSearchParams();
  const view = winnersViewOf(search, pageFromSearch(search));
  const { page, kind, sort } = view;
  const { response, failed, stats, opened } = useUnit({
    response: winnersQuery.$data,
    failed: winnersQuery.$failed,
    stats: winnerStatsQuery.$data,
    opened: winnersOpened,
  });
  useEffect(() => {
    opened({ page, kind, sort });
  }, [opened, page, kind, sort]);
  const shown = response?.request;
  const data = shown && shown.page === page && shown.kind === kind && shown.sort === sort ? response : null;
  const link = (change: Partial<WinnersView>) => winnersHref({ ...view, page: 1, ...change });
  return (
    <div className={styles.page}>
      <h1>Winners</h1>
      <div className={styles.stats} data-testid="winner-stats">
        <p>
          <strong>{stats?.totalPrizeValue === undefined ? '—' : formatPounds(stats.totalPrizeValue)}</strong>
          <span>total prize value won</span>
        </p>
        <p>
          <strong>{stats?.totalWinner === undefined ? '—' : formatCount(stats.totalWinner)}</strong>
          <span>winners</span>
        </p>
      </div>
      <div className={styles.filters}>
        <nav aria-label="Kind of win">
          <ul className={styles.chips}>
            {WINNER_KINDS.map((k) => (
              <li key={k.kind}>
                <Link
                  className={styles.chip}
                  to={link({ kind: k.kind })}
                  aria-current={k.kind === kind ? 'page' : undefined}
                >
                  {k.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Order">
          <ul className={styles.chips}>
            <li>
              <Link
                className={styles.chip}
                to={link({ sort: 'largest' })}
                aria-current={sort === 'largest' ? 'page' : undefined}
              >
                Largest prizes
              </Link>
            </li>
            <li>
              <Link
                className={styles.chip}
                to={link({ sort: 'recent' })}
                aria-current={sort === 'recent' ? 'page' : undefined}
              >
                Most recent
              </Link>
            </li>
          </ul>
        </nav>
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
                  {/* The value only when it says more than the prize's own name ("£5,000 Cash" says it already). */}
                  {w.value > 0 && !w.prize.includes('£') ? ` (worth ${formatPounds(w.value)})` : ''}
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
        <Empty onRetry={() => opened({ page, kind, sort })}>
          {kind ? 'No winners of this kind yet.' : 'Our first winners will appear here soon.'}
        </Empty>
      )}
      <Pager
        page={page}
        totalPages={data ? data.totalPages : 1}
        hasMore={data?.hasMore}
        hrefFor={(p) => winnersHref({ ...view, page: p })}
      />
    </div>
  );
}
