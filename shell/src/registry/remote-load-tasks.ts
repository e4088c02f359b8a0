import { type ModuleFederationRuntimePlugin, registerPlugins } from '@module-federation/enhanced/runtime';
import { afterStartUp } from '../app/after-start-up';
import { nextTask } from '../app/next-task';

/**
 * A federation runtime plugin: loading a remote's module is three tasks, not one or two. Without
 * it, the entry's evaluation (with the container's own runtime start), the container's init and
 * the first `get` of a module (which puts that module's chunk and style tags in the page) ran in
 * the task of the entry script's load, 63-86 ms at 4x CPU when an overlay's container arrived
 * seconds after the page had shown; and the exposed module's evaluation ran in one task with the
 * mount that followed it (77 + 20 ms for the basket's overlay). A tap at that moment waited
 * behind all of it (bench/README.md "A remote's load in three tasks").
 */
export const remoteLoadsInShortTasks: ModuleFederationRuntimePlugin = {
  name: 'shop-remote-loads-in-short-tasks',
  async beforeInitContainer(args) {
    await nextTask();
    return args;
  },
  async onLoad() {
    await nextTask();
  },
};

/**
 * From the end of the page's start-up on (after-start-up.ts): the first view's own remote loads
 * as it always has, straight through to its hydration, which the shopper is waiting for.
 */
export function loadRemotesInShortTasksAfterStartUp(): void {
  afterStartUp(() => registerPlugins([remoteLoadsInShortTasks]));
}
