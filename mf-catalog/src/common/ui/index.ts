export { HydrateWhenNear } from './HydrateWhenNear';
export { ListPicture } from './ListPicture';
export { pageFromSearch } from './page-param';
export { Empty, Loading, Pager } from './states';
