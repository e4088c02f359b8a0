import { useCachedRead } from '@shop/shared';
import { fetchCompetitionPage, fetchEveryPage } from '../../../common/competition';
import { type HomeRows, homeRows, ROW } from '../rows';

/**
 * Every live competition (featured_competition with all: true): pricing and the rows below
 * Drawing next share it. Read page by page, so the counts stay right past the provider's
 * 100-a-page cap.
 */
export function useAllLive() {
  return useCachedRead('catalog:home:all-live', () => fetchEveryPage('featured_competition', { all: true }));
}

/** The competitions closing soonest (drawn_next_competition). */
export function useDrawNext() {
  return useCachedRead('catalog:home:draw-next', () =>
    fetchCompetitionPage('drawn_next_competition', { page: 1, limit: ROW }),
  );
}

/**
 * The rows below Drawing next, once both reads have answered (rows drawn before Drawing next is
 * known would repeat its cards, then jump). A failed Drawing next leaves nothing out.
 */
export function useHomeRows(): { rows: HomeRows | undefined; isLoading: boolean; reload: () => void } {
  const live = useAllLive();
  const next = useDrawNext();
  const nextSettled = next.data !== undefined || !next.isLoading;
  const rows = live.data && nextSettled ? homeRows(next.data?.items ?? [], live.data.items) : undefined;
  return { rows, isLoading: live.isLoading || !nextSettled, reload: live.reload };
}
