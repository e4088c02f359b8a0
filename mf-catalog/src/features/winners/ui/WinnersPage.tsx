import {
  callProviderOrThrow,
  formatPounds,
  formatUkDate,
  loadWinnerStats,
  useCachedRead,
  type Winner,
} from '@shop/shared';
import { useSearchParams } from '@shop/shared/routing';
import { Empty, Pager, pageFromSearch } from '../../../common/ui';
import styles from './winners.module.css';

const PAGE_SIZE = 12;
const KIND: Record<Winner['kind'], string> = { draw: 'Main draw', instant: 'Instant win', reward: 'Reward win' };

async function fetchWinners(page: number): Promise<{ items: Winner[]; totalPages: number }> {
  const answer = await callProviderOrThrow('winners', { page, limit: PAGE_SIZE });
  if (!answer.success) throw new Error(answer.error);
  return { items: answer.data ?? [], totalPages: Math.max(1, Number(answer.total_pages) || 1) };
}

/** /winners_list — the winner stats (spec: total prize value, total winners) and every winner. */
export function WinnersPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const stats = useCachedRead('catalog:winner-stats', loadWinnerStats);
  const { data, isLoading, reload } = useCachedRead(`catalog:winners:${page}`, () => fetchWinners(page));
  return (
    <div className={styles.page}>
      <h1>Winners</h1>
      <div className={styles.stats} data-testid="winner-stats">
        <p>
          <strong>{stats.data ? formatPounds(stats.data.totalPrizeValue) : '—'}</strong>
          <span>total prize value won</span>
        </p>
        <p>
          <strong>{stats.data ? stats.data.totalWinner.toLocaleString('en-GB') : '—'}</strong>
          <span>winners</span>
        </p>
      </div>
      {isLoading && !data ? (
        <div className="shop-spinner" role="status" aria-label="Loading winners" />
      ) : data?.items.length ? (
        <ul className={styles.grid}>
          {data.items.map((w) => (
            <li key={w.id} className={styles.card} data-testid="winner">
              <img src={w.image} alt="" width={320} height={240} loading="lazy" />
              <div>
                <p className={styles.kind}>{KIND[w.kind] ?? w.kind}</p>
                <h2>{w.name}</h2>
                <p>
                  Won <strong>{w.prize}</strong>
                </p>
                <p className={styles.muted}>
                  {w.competition_title} · ticket #{w.ticket_number} · {formatUkDate(w.won_at)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Empty onRetry={reload}>Our first winners will appear here soon.</Empty>
      )}
      <Pager page={page} totalPages={data?.totalPages ?? 1} hrefFor={(p) => `/winners_list?page=${p}`} />
    </div>
  );
}
