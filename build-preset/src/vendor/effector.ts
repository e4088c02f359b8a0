// What the `effector` singleton is in the composed site: the part of effector the apps use.
// A singleton shared whole cannot be tree-shaken (its provider cannot know what its consumers
// import): all of effector came on every page. build-preset/src/preset.mjs provides this module under
// the `effector` share key instead; vendor.test.ts fails when an app imports a name missing here.
// effector-react imports effector/effector.mjs itself: one effector either way. @farfetched/core
// (a singleton too) imports its names from `effector` as well, so they are here (vendor.test.ts).
export {
  attach,
  combine,
  createApi,
  createEffect,
  createEvent,
  createNode,
  createStore,
  is,
  merge,
  sample,
  scopeBind,
  split,
  step,
  withRegion,
} from 'effector/effector.mjs';
