import { useCachedRead } from '@shop/shared';
import { fetchCompetitionPage } from '../../../common/competition';

/** Every live competition (featured_competition with all: true): pricing and instant wins share it. */
export function useAllLive() {
  return useCachedRead('catalog:home:all-live', () =>
    fetchCompetitionPage('featured_competition', { all: true, page: 1, limit: 100 }),
  );
}
