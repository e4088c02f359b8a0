import { Link } from '@shop/shared/routing';
import { useUnit } from 'effector-react';
import { CompetitionGrid } from '../../../common/competition';
import { Empty } from '../../../common/ui';
import { $homeRows, $homeRowsLoading, drawNextQuery, finishedQuery, homeReadsRequested } from '../model';
import { Section } from './Section';

/** The competitions closing soonest (drawn_next_competition). */
export function DrawNext() {
  const { data, failed, reload } = useUnit({
    data: drawNextQuery.$data,
    failed: drawNextQuery.$failed,
    reload: homeReadsRequested,
  });
  return (
    <Section name="Draw-next" id="draw-next" title="Drawing next" action={<Link to="/competitions/all">View all</Link>}>
      <CompetitionGrid
        items={data?.items}
        isLoading={!failed}
        empty={<Empty onRetry={reload}>No competitions are closing soon.</Empty>}
      />
    </Section>
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
  const { data, failed, reload } = useUnit({
    data: finishedQuery.$data,
    failed: finishedQuery.$failed,
    reload: homeReadsRequested,
  });
  return (
    <Section name="Finished" id="finished" title="Finished & sold out" action={<Link to="/results">Draw results</Link>}>
      <CompetitionGrid
        items={data?.items}
        isLoading={!failed}
        empty={<Empty onRetry={reload}>No competitions have finished yet.</Empty>}
      />
    </Section>
  );
}
