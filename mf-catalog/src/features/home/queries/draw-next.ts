import { createListPageQuery } from '../../../common/competition';

/** The competitions closing soonest. */
export const drawNextQuery = createListPageQuery('catalog.home.drawNext');
