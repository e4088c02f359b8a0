import { useCachedRead } from '@shop/shared';
import { fetchEveryPage } from '../../../common/competition';

/**
 * Every live competition (featured_competition with all: true): pricing and instant wins share it.
 * Read page by page, so the counts stay right past the provider's 100-a-page cap.
 */
export function useAllLive() {
  return useCachedRead('catalog:home:all-live', () => fetchEveryPage('featured_competition', { all: true }));
}
