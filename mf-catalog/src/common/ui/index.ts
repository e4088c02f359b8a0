export { Empty, Loading, Pager, pageFromSearch } from './states';
export { SafeHtml } from './SafeHtml';
export { useNow } from './useNow';
