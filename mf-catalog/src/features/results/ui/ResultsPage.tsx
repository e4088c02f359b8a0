import { formatUkDate } from '@shop/shared';
import { Link, useSearchParams } from '@shop/shared/routing';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { CompetitionGrid } from '../../../common/competition';
import { Empty, ListPicture, Pager, pageFromSearch } from '../../../common/ui';
import { awaitingDrawQuery, drawResultsQuery, resultsPageOpened } from '../model';
import styles from './results.module.css';

/** /draw/results — the latest winners at a glance, and closed competitions waiting for their draw. */
export function ResultsPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const { answer, resultsFailed, awaiting, awaitingFailed, opened } = useUnit({
    answer: drawResultsQuery.$data,
    resultsFailed: drawResultsQuery.$failed,
    awaiting: awaitingDrawQuery.$data,
    awaitingFailed: awaitingDrawQuery.$failed,
    opened: resultsPageOpened,
  });
  useEffect(() => {
    opened(page);
  }, [opened, page]);
  const results = answer?.page === page ? answer : null;
  return (
    <div className={styles.page}>
      <h1>Results</h1>
      <p className={styles.lead}>
        Every draw is published here. For the seed and commitment of each draw see{' '}
        <Link to="/results">Draw Results</Link>.
      </p>
      <section aria-labelledby="latest-title">
        <h2 id="latest-title">Latest draws</h2>
        {results === null && !resultsFailed ? (
          <div className="shop-spinner" role="status" aria-label="Loading results" />
        ) : results?.items.length ? (
          <ul className={styles.cards}>
            {results.items.map((r, index) => (
              <li key={r.competition_id} className={styles.card} data-testid="result-card">
                <ListPicture src={r.image} width={160} height={120} first={index === 0} />
                <div>
                  <h3>{r.title}</h3>
                  <p className={styles.muted}>Drawn {formatUkDate(r.drawn_at ?? r.draw_date)}</p>
                  <p>
                    {r.winning_ticket !== null ? (
                      <>
                        Winning ticket <strong>#{r.winning_ticket}</strong> ·{' '}
                        {r.winner_name ?? 'Winner to be confirmed'}
                      </>
                    ) : (
                      'No entries: no winner was drawn'
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <Empty onRetry={() => opened(page)}>No draws have taken place yet.</Empty>
        )}
        <Pager
          page={page}
          totalPages={results ? results.totalPages : 1}
          hasMore={results?.hasMore}
          hrefFor={(p) => `/draw/results?page=${p}`}
        />
      </section>
      <section aria-labelledby="awaiting-title" className={styles.section}>
        <h2 id="awaiting-title">Closed, awaiting the draw</h2>
        <CompetitionGrid
          items={awaiting ?? undefined}
          isLoading={awaiting === null && !awaitingFailed}
          empty={<Empty>Nothing is waiting for a draw.</Empty>}
        />
      </section>
    </div>
  );
}
