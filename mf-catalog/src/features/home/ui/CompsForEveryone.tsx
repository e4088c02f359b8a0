import { Link } from '@shop/react-kit/routing';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { CompetitionGrid } from '../../../common/competition';
import { Empty } from '../../../common/ui';
import { $homeRows, $homeRowsLoading, homeReadsRequested } from '../model';
import styles from './home.module.css';
import { Section } from './Section';

const PAGE_SIZE = 8;

/**
 * Every live competition not already shown above it (Drawing next, Instant wins), eight at a time.
 * The list is read whole once (allLiveQuery, page by page past the provider's cap of 100) and shared
 * with the Pricing section, so "Show more" asks nothing of the provider.
 */
export function CompsForEveryone() {
  const { rows, isLoading, reload } = useUnit({
    rows: $homeRows,
    isLoading: $homeRowsLoading,
    reload: homeReadsRequested,
  });
  const [count, setCount] = useState(PAGE_SIZE);
  const items = rows?.everyone.slice(0, count);
  const more = rows !== null && rows.everyone.length > count;
  return (
    <Section
      name="Comps for Everyone"
      id="comps-for-everyone"
      title="Comps for everyone"
      action={<Link to="/competitions/all">View all</Link>}
    >
      <CompetitionGrid
        items={items}
        isLoading={isLoading}
        skeletons={PAGE_SIZE}
        empty={
          <Empty onRetry={rows ? undefined : reload}>
            {rows ? 'Every live competition is shown above.' : 'No competitions are live right now.'}
          </Empty>
        }
      />
      {more ? (
        <div className={styles.more}>
          <button type="button" className="shop-button shop-button--ghost" onClick={() => setCount(count + PAGE_SIZE)}>
            Show more competitions
          </button>
        </div>
      ) : null}
    </Section>
  );
}
