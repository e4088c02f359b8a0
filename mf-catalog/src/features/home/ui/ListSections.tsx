import { Link } from '@shop/react-kit/routing';
import { useUnit } from 'effector-react';
import type { ComponentProps } from 'react';
import { CompetitionGrid } from '../../../common/competition';
import { Empty } from '../../../common/ui';
import { $homeRows, $homeRowsLoading, drawNextQuery, finishedQuery, homeReadsRequested } from '../model';
import { Section } from './Section';

/** A home section showing one list query's competitions, with its empty message and Try again. */
function ListQuerySection({
  query,
  emptyText,
  ...section
}: {
  query: typeof drawNextQuery;
  emptyText: string;
} & Omit<ComponentProps<typeof Section>, 'children'>) {
  const { data, failed, reload } = useUnit({ data: query.$data, failed: query.$failed, reload: homeReadsRequested });
  return (
    <Section {...section}>
      <CompetitionGrid items={data?.items} isLoading={!failed} empty={<Empty onRetry={reload}>{emptyText}</Empty>} />
    </Section>
  );
}

/** The competitions closing soonest (drawn_next_competition). */
export function DrawNext() {
  return (
    <ListQuerySection
      query={drawNextQuery}
      name="Draw-next"
      id="draw-next"
      title="Drawing next"
      action={<Link to="/competitions/all">View all</Link>}
      emptyText="No competitions are closing soon."
    />
  );
}

/** Live competitions with instant-win prizes still in them, other than those drawing next. */
export function InstantWins() {
  const { rows, isLoading, reload } = useUnit({
    rows: $homeRows,
    isLoading: $homeRowsLoading,
    reload: homeReadsRequested,
  });
  return (
    <Section
      name="Instant-wins"
      id="instant-wins"
      title="Instant wins"
      action={<Link to="/competitions/instant_win_comps">See all instant wins</Link>}
    >
      <CompetitionGrid
        items={rows?.instantWins}
        isLoading={isLoading}
        empty={<Empty onRetry={rows ? undefined : reload}>No other instant-win competitions are live right now.</Empty>}
      />
    </Section>
  );
}

/** Recently finished or sold-out competitions, linking to their results. */
export function Finished() {
  return (
    <ListQuerySection
      query={finishedQuery}
      name="Finished"
      id="finished"
      title="Finished & sold out"
      action={<Link to="/results">Draw results</Link>}
      emptyText="No competitions have finished yet."
    />
  );
}
