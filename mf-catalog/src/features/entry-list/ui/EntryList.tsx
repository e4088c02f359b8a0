import { useLocation, useSearchParams } from '@shop/react-kit/routing';
import { formatCount } from '@shop/shared/format';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Empty, Loading, Pager } from '../../../common/ui';
import {
  $csvProblem,
  $entryListRefused,
  csvRequested,
  entryListOpened,
  entryListQuery,
  getAllEntriesFx,
} from '../model';
import styles from './entry-list.module.css';

/** The search parameter of the entry list's page, apart from the page's own ?page=. */
export const ENTRIES_PAGE_PARAM = 'entries';

function entriesPageOf(search: URLSearchParams): number {
  const page = Number.parseInt(search.get(ENTRIES_PAGE_PARAM) ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/**
 * A drawn competition's entry list: ticket numbers and first names with initials, a page at a
 * time (?entries=N on whatever page shows it), and the whole list as a CSV.
 */
export function EntryList({ competitionId, title }: { competitionId: number; title?: string }) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = entriesPageOf(search);
  const { response, failed, refusal, opened, download, downloading, problem } = useUnit({
    response: entryListQuery.$data,
    failed: entryListQuery.$failed,
    refusal: $entryListRefused,
    opened: entryListOpened,
    download: csvRequested,
    downloading: getAllEntriesFx.pending,
    problem: $csvProblem,
  });
  useEffect(() => {
    opened({ competitionId, page });
  }, [opened, competitionId, page]);
  // The provider's no (not drawn yet) is final: no Try again, no download, no account of a list.
  const refused = failed && refusal;
  const shown = response?.competitionId === competitionId && response.page === page ? response : null;
  const hrefFor = (p: number) => {
    const next = new URLSearchParams(search);
    next.set(ENTRIES_PAGE_PARAM, String(p));
    return `${pathname}?${next}#entry-list`;
  };
  const headingId = `entry-list-${competitionId}`;
  return (
    <section id="entry-list" className={styles.section} aria-labelledby={headingId} data-testid="entry-list">
      <div className={styles.head}>
        <h2 id={headingId}>{title ? `Entry list: ${title}` : 'Entry list'}</h2>
        <button
          type="button"
          className="shop-button shop-button--ghost"
          onClick={() => download(competitionId)}
          disabled={downloading || refused}
        >
          {downloading ? 'Preparing CSV…' : 'Download CSV'}
        </button>
      </div>
      {refused ? null : (
        <p className={styles.muted}>
          Every entry in ticket order, with the entrant's first name and initial: the list the draw was made from.
          {shown?.total != null ? ` ${formatCount(shown.total)} entries.` : ''}
        </p>
      )}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {shown === null && !failed ? (
        <Loading label="Loading the entry list" />
      ) : shown?.items.length ? (
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>
            Entries {shown.totalPages ? `(page ${page} of ${shown.totalPages})` : `(page ${page})`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Ticket</th>
              <th scope="col">Name</th>
            </tr>
          </thead>
          <tbody>
            {shown.items.map((e) => (
              <tr key={e.ticket_number}>
                <td>#{e.ticket_number}</td>
                <td>{e.name || 'A postal entrant'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : refused ? (
        <Empty>There is no entry list for this competition yet: it is published once the competition is drawn.</Empty>
      ) : (
        <Empty onRetry={() => opened({ competitionId, page })}>
          {failed ? 'The entry list could not be loaded.' : 'No entries on this page.'}
        </Empty>
      )}
      <Pager
        label="Entry list pages"
        page={page}
        totalPages={shown ? shown.totalPages : 1}
        hasMore={shown?.hasMore}
        hrefFor={hrefFor}
      />
    </section>
  );
}
