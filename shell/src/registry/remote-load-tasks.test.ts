import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describe, expect, it, vi } from 'vitest';
import { GRACE_AFTER_SHOWN_MS } from '../app/after-start-up';
import { loadRemotesInShortTasksAfterStartUp, remoteLoadsInShortTasks } from './remote-load-tasks';

const registerPlugins = vi.fn();
vi.mock('@module-federation/enhanced/runtime', async (original) => ({
  ...(await original<typeof import('@module-federation/enhanced/runtime')>()),
  registerPlugins: (plugins: unknown) => registerPlugins(plugins),
}));

// The federation runtime itself, loading one remote whose entry a plugin supplies (its `loadEntry`
// hook, where a real page evaluates the entry script): which steps share a task. Each step that
// ends a task in a real page schedules a timer here; a step after that timer ran in a later task.
let loads = 0;
async function loadOneRemote(plugins: ModuleFederationRuntimePlugin[]): Promise<string[]> {
  // A remote of its own each time: the runtime keeps a loaded entry for every later instance.
  const remote = `mf_test_${++loads}`;
  const seen: string[] = [];
  const entry: ModuleFederationRuntimePlugin = {
    name: 'test-entry',
    loadEntry() {
      seen.push('entry evaluated');
      setTimeout(() => seen.push('a task later'), 0);
      return {
        init: async () => {
          seen.push('container started');
        },
        get: () => {
          seen.push('module asked for');
          return async () => {
            seen.push('module evaluated');
            setTimeout(() => seen.push('a task later'), 0);
            return { mount: () => {} };
          };
        },
      };
    },
  };
  const host = createInstance({
    name: `shell_test_${loads}`,
    remotes: [{ name: remote, entry: `http://localhost/${remote}/remoteEntry.js` }],
    shared: {},
    plugins: [entry, ...plugins],
  });
  await host.loadRemote(`${remote}/app`);
  seen.push('module returned');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return seen;
}

describe('remoteLoadsInShortTasks', () => {
  it('without it, the entry, the container, the module and its caller share one task', async () => {
    expect(await loadOneRemote([])).toEqual([
      'entry evaluated',
      'container started',
      'module asked for',
      'module evaluated',
      'module returned',
      'a task later',
      'a task later',
    ]);
  });

  it('starts the container a task after its entry, and returns the module a task after its evaluation', async () => {
    expect(await loadOneRemote([remoteLoadsInShortTasks])).toEqual([
      'entry evaluated',
      'a task later',
      'container started',
      'module asked for',
      'module evaluated',
      'a task later',
      'module returned',
    ]);
  });
});

describe('loadRemotesInShortTasksAfterStartUp', () => {
  it('leaves the first view’s load as it is, and registers the plugin once start-up is over', async () => {
    vi.useFakeTimers();
    try {
      loadRemotesInShortTasksAfterStartUp();
      await vi.advanceTimersByTimeAsync(GRACE_AFTER_SHOWN_MS - 10);
      expect(registerPlugins).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(10);
      expect(registerPlugins).toHaveBeenCalledWith([remoteLoadsInShortTasks]);
    } finally {
      vi.useRealTimers();
    }
  });
});
