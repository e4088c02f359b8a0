// What the `effector` singleton is in the composed site: the part of effector the apps use.
// A singleton shared whole cannot be tree-shaken (its provider cannot know what its consumers
// import): all of effector came on every page. shared/build/preset.mjs provides this module under
// the `effector` share key instead; vendor.test.ts fails when an app imports a name missing here.
// effector-react imports effector/effector.mjs itself: one effector either way.
export {
  attach,
  combine,
  createEffect,
  createEvent,
  createStore,
  sample,
  scopeBind,
  split,
} from 'effector/effector.mjs';
