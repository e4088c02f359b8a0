import { createListPageQuery, createWholeListQuery } from '../../common/competition';

// The reads of the pricing table and the rows below the carousel (./model.ts starts them).

/** Every live competition (featured_competition with all: true): pricing and the rows below. */
export const allLiveQuery = createWholeListQuery('catalog.home.allLive');
/** The competitions closing soonest. */
export const drawNextQuery = createListPageQuery('catalog.home.drawNext');
export const finishedQuery = createListPageQuery('catalog.home.finished');
