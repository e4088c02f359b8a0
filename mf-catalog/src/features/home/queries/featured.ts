import { createListPageQuery } from '../../../common/competition';

/** The featured competitions, the carousel's slides after the main one. */
export const featuredQuery = createListPageQuery('catalog.home.featured');
