import { type Competition, useCachedRead } from '@shop/shared';
import { Link } from '@shop/shared/routing';
import { useState } from 'react';
import {
  appendItems,
  CompetitionGrid,
  fetchCompetitionPage,
  type ListBody,
  listKey,
} from '../../../common/competition';
import { Empty } from '../../../common/ui';
import styles from './home.module.css';
import { Section } from './Section';

const PAGE_SIZE = 8;

/** Page n of every live competition (featured_competition with all: true, spec section 7). */
export const everyoneBody = (page: number): ListBody => ({ all: true, page, limit: PAGE_SIZE });

interface Shown {
  /** The last page appended. */
  page: number;
  totalPages: number;
  items: Competition[];
}

/**
 * Every live competition, a page at a time: each click asks for the next page with the same limit
 * and appends it. Growing the limit instead hit the provider's cap (100) after about a dozen clicks.
 */
export function CompsForEveryone() {
  // The page asked for; every page before it is already in `shown`.
  const [page, setPage] = useState(1);
  const body = everyoneBody(page);
  const current = useCachedRead(listKey('featured_competition', body), () =>
    fetchCompetitionPage('featured_competition', body),
  );
  const [shown, setShown] = useState<Shown | null>(null);
  // Appended while rendering (not in an effect) so no frame shows the new page missing.
  if (current.data && (shown?.page ?? 0) < page) {
    setShown({ page, totalPages: current.data.totalPages, items: appendItems(shown?.items ?? [], current.data.items) });
  }
  const waiting = shown !== null && shown.page < page;
  const more = shown !== null && (waiting || shown.page < shown.totalPages);
  // A page that failed is asked for again rather than skipped.
  const showMore = () => (waiting ? current.reload() : setPage(page + 1));
  return (
    <Section
      name="Comps for Everyone"
      id="comps-for-everyone"
      title="Comps for everyone"
      action={<Link to="/competitions/all">View all</Link>}
    >
      <CompetitionGrid
        items={shown?.items}
        isLoading={current.isLoading}
        skeletons={PAGE_SIZE}
        empty={<Empty onRetry={current.reload}>No competitions are live right now.</Empty>}
      />
      {more ? (
        <div className={styles.more}>
          <button
            type="button"
            className="shop-button shop-button--ghost"
            onClick={showMore}
            disabled={current.isLoading}
          >
            {current.isLoading ? 'Loading…' : 'Show more competitions'}
          </button>
        </div>
      ) : null}
    </Section>
  );
}
