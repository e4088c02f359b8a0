import { combine, createEvent, createStore, sample } from 'effector';
import {
  type CompetitionPage,
  createListPageQuery,
  createWholeListQuery,
  type ListRequest,
  type PriceBand,
  sameRequest,
} from '../../common/competition';
import { bandPage } from './price-filter';

/** /competitions/:category opened at a page, with its price band if any (or Try again pressed). */
export const listOpened = createEvent<ListRequest & { band: PriceBand | null }>();

export const listPageQuery = createListPageQuery('catalog.list.page');
/** The provider's list calls take no price: a band reads every page once and filters here. */
export const wholeListQuery = createWholeListQuery('catalog.list.whole');

const $opened = createStore<(ListRequest & { band: PriceBand | null }) | null>(null).on(listOpened, (_, r) => r);

sample({
  clock: listOpened,
  filter: ({ band }) => band === null,
  fn: ({ call, body }) => ({ call, body }),
  target: listPageQuery.start,
});
sample({
  clock: listOpened,
  filter: ({ band }) => band !== null,
  fn: ({ call, body: { page: _page, limit: _limit, ...whole } }) => ({ call, body: whole }),
  target: wholeListQuery.start,
});

/** The page on screen: only a response to the request now open, never the previous page's. */
export const $listPage = combine(
  $opened,
  listPageQuery.$data,
  wholeListQuery.$data,
  (opened, one, whole): CompetitionPage | null => {
    if (opened === null) return null;
    const { band, call, body } = opened;
    if (band === null) return one !== null && sameRequest(one.request, { call, body }) ? one : null;
    const { page, limit: _limit, ...filters } = body;
    return whole !== null && sameRequest(whole.request, { call, body: filters })
      ? bandPage(whole.items, band, page)
      : null;
  },
);
export const $listFailed = combine(
  $opened,
  listPageQuery.$failed,
  wholeListQuery.$failed,
  (opened, pageFailed, wholeFailed) => (opened?.band ? wholeFailed : pageFailed),
);
