export { Empty, Loading, Pager, pageFromSearch } from './states';
export { useNow } from './useNow';
