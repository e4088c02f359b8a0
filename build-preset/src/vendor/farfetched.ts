// What the `@farfetched/core` singleton is in the composed site: the part the apps use (see
// ./effector.ts for why). Shared whole, the shell carried all of farfetched on every page; this
// module is provided under its share key instead, so the unused parts are shaken out. It names the
// package's own file: the bare name would be the share key itself. vendor.test.ts fails when an
// app imports a name missing here.
export {
  cache,
  createMutation,
  createQuery,
  inMemoryCache,
  isInvalidDataError,
} from '../../node_modules/@farfetched/core/dist/core.js';
