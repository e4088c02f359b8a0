import { useCachedRead } from '@shop/shared';
import { Link } from '@shop/shared/routing';
import { CompetitionGrid, fetchCompetitionPage } from '../../../common/competition';
import { Empty } from '../../../common/ui';
import { useAllLive } from './homeReads';
import { Section } from './Section';

const ROW = 4;

/** The competitions closing soonest (drawn_next_competition). */
export function DrawNext() {
  const { data, isLoading, reload } = useCachedRead('catalog:home:draw-next', () =>
    fetchCompetitionPage('drawn_next_competition', { page: 1, limit: ROW }),
  );
  return (
    <Section name="Draw-next" id="draw-next" title="Drawing next" action={<Link to="/competitions/all">View all</Link>}>
      <CompetitionGrid
        items={data?.items}
        isLoading={isLoading}
        empty={<Empty onRetry={reload}>No competitions are closing soon.</Empty>}
      />
    </Section>
  );
}

/** Live competitions with instant-win prizes still in them. */
export function InstantWins() {
  const { data, isLoading, reload } = useAllLive();
  const items = data?.items.filter((c) => c.enable_instant_wins).slice(0, ROW);
  return (
    <Section
      name="Instant-wins"
      id="instant-wins"
      title="Instant wins"
      action={<Link to="/competitions/instant_win_comps">See all instant wins</Link>}
    >
      <CompetitionGrid
        items={data ? items : undefined}
        isLoading={isLoading}
        empty={<Empty onRetry={reload}>No instant-win competitions are live right now.</Empty>}
      />
    </Section>
  );
}

/** Recently finished or sold-out competitions, linking to their results. */
export function Finished() {
  const { data, isLoading, reload } = useCachedRead('catalog:home:finished', () =>
    fetchCompetitionPage('finished_soldout_competition', { page: 1, limit: ROW }),
  );
  return (
    <Section name="Finished" id="finished" title="Finished & sold out" action={<Link to="/results">Draw results</Link>}>
      <CompetitionGrid
        items={data?.items}
        isLoading={isLoading}
        empty={<Empty onRetry={reload}>No competitions have finished yet.</Empty>}
      />
    </Section>
  );
}
