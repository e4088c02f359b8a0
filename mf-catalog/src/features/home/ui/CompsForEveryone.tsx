import { useCachedRead } from '@shop/shared';
import { Link } from '@shop/shared/routing';
import { useState } from 'react';
import { CompetitionGrid, fetchCompetitionPage } from '../../../common/competition';
import { Empty } from '../../../common/ui';
import styles from './home.module.css';
import { Section } from './Section';

const PAGE_SIZE = 8;

/** Every live competition (featured_competition with all: true), loaded a page at a time. */
export function CompsForEveryone() {
  const [pages, setPages] = useState(1);
  const { data, isLoading, reload } = useCachedRead(`catalog:home:everyone:${pages}`, () =>
    fetchCompetitionPage('featured_competition', { all: true, page: 1, limit: PAGE_SIZE * pages }),
  );
  // Keep the cards already shown while the next page loads.
  const previous = useCachedRead(pages > 1 ? `catalog:home:everyone:${pages - 1}` : null, () =>
    fetchCompetitionPage('featured_competition', { all: true, page: 1, limit: PAGE_SIZE * (pages - 1) }),
  );
  const shown = data ?? previous.data;
  const more = shown ? shown.items.length < shown.total : false;
  return (
    <Section
      name="Comps for Everyone"
      id="comps-for-everyone"
      title="Comps for everyone"
      action={<Link to="/competitions/all">View all</Link>}
    >
      <CompetitionGrid
        items={shown?.items}
        isLoading={isLoading}
        skeletons={PAGE_SIZE}
        empty={<Empty onRetry={reload}>No competitions are live right now.</Empty>}
      />
      {more ? (
        <div className={styles.more}>
          <button
            type="button"
            className="shop-button shop-button--ghost"
            onClick={() => setPages((p) => p + 1)}
            disabled={isLoading}
          >
            {isLoading ? 'Loading…' : 'Show more competitions'}
          </button>
        </div>
      ) : null}
    </Section>
  );
}
