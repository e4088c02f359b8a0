// The shell's second entry module (index.ts, the first, has asked for the registry). The shell's
// start and everything it imports (the contract, the chrome, single-spa) run after the task that
// ran this chunk's modules so far, and not in one task either: a module runs the first time it is
// imported, so importing the start's dependencies a group a task, heaviest first, leaves the
// start's own task only what is left. All of it in one task was the longest task of a phone's
// first view (bench/README.md "Phone first view", "The shell's start a group a task"). The imports
// are "eager": the modules are in this chunk already, so there is no request, only the wait for the
// next task. Each group is a module of the shell's own, which imports only what it uses: an import()
// of a package would keep every export of it in the bundle.
import { nextTask } from './next-task';

const START_GROUPS = [
  // React and its DOM renderer.
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  // effector and the contract's shared units.
  () => import(/* webpackMode: "eager" */ '../features/toasts/model'),
  // The provider client: axios, the data layer, the response schemas' library.
  () => import(/* webpackMode: "eager" */ '../features/site-settings/model'),
  // The UI kit and the route table.
  () => import(/* webpackMode: "eager" */ './page-meta'),
  // The chrome's components.
  () => import(/* webpackMode: "eager" */ './chrome'),
  // single-spa and the remote loader.
  () => import(/* webpackMode: "eager" */ './applications'),
];

void (async () => {
  for (const group of START_GROUPS) {
    await nextTask();
    await group();
  }
  await nextTask();
  await import(/* webpackMode: "eager" */ './start');
})();
