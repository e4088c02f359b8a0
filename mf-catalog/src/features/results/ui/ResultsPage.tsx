import { Link, useSearchParams } from '@shop/react-kit/routing';
import { competitionDetailsPath, formatUkDate } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Empty, Pager, pageFromSearch } from '../../../common/ui';
import { drawResultsQuery, resultsOpened } from '../model';
import styles from './results.module.css';

/** /results — every published draw with what is needed to check it (seed and commitment). */
export function ResultsPage() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const { response, failed, opened } = useUnit({
    response: drawResultsQuery.$data,
    failed: drawResultsQuery.$failed,
    opened: resultsOpened,
  });
  useEffect(() => {
    opened(page);
  }, [opened, page]);
  const data = response?.page === page ? response : null;
  return (
    <div className={styles.page}>
      <h1>Draw Results</h1>
      <p className={styles.lead}>
        Before a competition opens we publish a SHA-256 commitment to its random seed. After the draw the seed is
        revealed, so anyone can check that the winning ticket was not chosen by hand.
      </p>
      <section aria-labelledby="how-title" className={styles.how}>
        <h2 id="how-title">How to check a draw</h2>
        <ol>
          <li>
            When a competition opens, we pick a secret random number (the seed) and show its SHA-256 fingerprint (the
            commitment) on the competition's page. The fingerprint fixes the seed: no other seed gives the same one.
          </li>
          <li>
            At the draw, we put every entry in ticket-number order and let the seed pick the position: HMAC-SHA256 with
            the seed as key over "competition id:number of entries", read as a number, divided by the number of entries;
            the remainder is the winner's position.
          </li>
          <li>
            Afterwards we reveal the seed and the list of tickets. "Verify this draw" on the competition's page redoes
            both steps in your browser: the seed must give the published fingerprint and pick the published ticket.
          </li>
        </ol>
      </section>
      {data === null && !failed ? (
        <div className="shop-spinner" role="status" aria-label="Loading draw results" />
      ) : data?.items.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Competition</th>
                <th scope="col">Drawn</th>
                <th scope="col">Entries</th>
                <th scope="col">Winning ticket</th>
                <th scope="col">Winner</th>
                <th scope="col">Verification</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((r) => (
                <tr key={r.competition_id} data-testid="draw-result">
                  <th scope="row">
                    <Link to={competitionDetailsPath({ id: r.competition_id, title: r.title })}>{r.title}</Link>
                  </th>
                  <td data-label="Drawn">{formatUkDate(r.drawn_at ?? r.draw_date)}</td>
                  <td data-label="Entries">{r.entries ?? '—'}</td>
                  <td data-label="Winning ticket">
                    {r.winning_ticket !== null ? `#${r.winning_ticket}` : 'No entries'}
                  </td>
                  <td data-label="Winner">{r.winner_name ?? '—'}</td>
                  <td data-label="Verification">
                    <details>
                      <summary>Seed and commitment</summary>
                      <p className={styles.hash}>Seed: {r.seed}</p>
                      <p className={styles.hash}>Commitment: {r.commitment}</p>
                      {r.algorithm ? <p className={styles.muted}>{r.algorithm}</p> : null}
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Empty onRetry={() => opened(page)}>No draw results have been published yet.</Empty>
      )}
      <Pager
        page={page}
        totalPages={data ? data.totalPages : 1}
        hasMore={data?.hasMore}
        hrefFor={(p) => `/results?page=${p}`}
      />
    </div>
  );
}
