import { createListPageQuery } from '../../../common/competition';

/** Recently finished or sold-out competitions. */
export const finishedQuery = createListPageQuery('catalog.home.finished');
