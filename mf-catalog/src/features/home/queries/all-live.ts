import { createWholeListQuery } from '../../../common/competition';

/** Every live competition (featured_competition with all: true): pricing and the rows below. */
export const allLiveQuery = createWholeListQuery('catalog.home.allLive');
