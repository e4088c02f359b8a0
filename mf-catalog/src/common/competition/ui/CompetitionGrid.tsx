import { useNow } from '@shop/react-kit';
import type { Competition } from '@shop/shared';
import type { ReactNode } from 'react';
import { CompetitionCard } from './CompetitionCard';
import styles from './card.module.css';

/** Cards in a grid's first row at its widest. */
const FIRST_ROW = 4;
const SKELETON_IDS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8', 's9', 's10', 's11', 's12'];

/** A responsive grid of cards, with skeletons while loading and an empty state. */
export function CompetitionGrid({
  items,
  isLoading,
  empty,
  skeletons = 4,
  headingLevel,
  leadsPage = false,
}: {
  items: Competition[] | undefined;
  isLoading: boolean;
  empty: ReactNode;
  skeletons?: number;
  /** The cards' title level: 2 when the grid sits straight under the page's h1. */
  headingLevel?: 2 | 3;
  /**
   * The grid is the page's first content: its first row's images load at once (the first is the
   * page's largest paint on a phone) instead of waiting to be scrolled near.
   */
  leadsPage?: boolean;
}) {
  // One clock per grid keeps "new" and the sale window consistent across its cards.
  const now = useNow(60_000);
  if (isLoading && !items) {
    return (
      <div className={styles.grid} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading competitions
        </span>
        {SKELETON_IDS.slice(0, skeletons).map((id) => (
          <div key={id} className={styles.skeleton} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (!items || items.length === 0) return <>{empty}</>;
  return (
    <div className={styles.grid}>
      {items.map((c, index) => (
        <CompetitionCard
          key={c.id}
          competition={c}
          now={now}
          headingLevel={headingLevel}
          image={leadsPage && index < FIRST_ROW ? (index === 0 ? 'first' : 'eager') : 'lazy'}
        />
      ))}
    </div>
  );
}
