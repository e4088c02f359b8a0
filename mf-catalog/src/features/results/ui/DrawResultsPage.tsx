import { Link, useSearchParams } from '@shop/react-kit/routing';
import { formatUkDate } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { CompetitionGrid } from '../../../common/competition';
import { Empty, ListPicture, Pager, pageFromSearch } from '../../../common/ui';
import { EntryList } from '../../entry-list';
import { awaitingDrawQuery, drawResultsOpened, drawResultsQuery } from '../model';
import styles from './results.module.css';

/** /draw/results — the latest winners at a glance, and closed competitions waiting for their draw. */
export function DrawResultsPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  // ?competition=<id>: the link each entrant is mailed after a draw, and each result's "Entry list".
  const focused = Number(search.get('competition') ?? '');
  const focusedId = Number.isInteger(focused) && focused > 0 ? focused : null;
  const { response, resultsFailed, awaiting, awaitingFailed, opened } = useUnit({
    response: drawResultsQuery.$data,
    resultsFailed: drawResultsQuery.$failed,
    awaiting: awaitingDrawQuery.$data,
    awaitingFailed: awaitingDrawQuery.$failed,
    opened: drawResultsOpened,
  });
  useEffect(() => {
    opened(page);
  }, [opened, page]);
  const results = response?.page === page ? response : null;
  return (
    <div className={styles.page}>
      <h1>Results</h1>
      <p className={styles.lead}>
        Every draw is published here. For the seed and commitment of each draw see{' '}
        <Link to="/results">Draw Results</Link>.
      </p>
      {focusedId !== null ? (
        <EntryList
          competitionId={focusedId}
          title={results?.items.find((r) => r.competition_id === focusedId)?.title}
        />
      ) : null}
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
                  {r.winning_ticket !== null ? (
                    <p>
                      <Link
                        to={`/draw/results?${page > 1 ? `page=${page}&` : ''}competition=${r.competition_id}#entry-list`}
                        aria-label={`Entry list of ${r.title}`}
                      >
                        Entry list
                      </Link>
                    </p>
                  ) : null}
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
