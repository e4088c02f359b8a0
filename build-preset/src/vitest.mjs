// The unit-test settings every browser package's vitest.config.mjs is made of, so they cannot
// drift. Most of a test file's time went on vitest building a fresh jsdom and importing the same
// modules again for it (bench/README.md "Unit stage"). So the files of a worker share one jsdom
// and one module graph (isolate: false), and `unit-setup.mjs` clears what a test leaves behind
// (rendered trees, the page, storage, timers, spies).
// A file that replaces or reloads modules (`vi.mock`, `vi.doMock`, `vi.resetModules`) would leak
// its copies into the next file, and find the previous file's copies already imported: for such
// a file, `unit-setup.mjs` empties the module graph before it and again after it. It imports what
// it needs afresh, in the same jsdom (a fresh worker and jsdom per such file cost about 2 s of CPU
// each).
// Node for the files that do not render was measured too, and was slower: a second pool of workers
// imports the whole graph again, which costs more than the DOM it saves.
import { join, relative, sep } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';

const setupFiles = [join(import.meta.dirname, 'unit-setup.mjs')];
const testFiles = ['ts', 'tsx', 'mjs'].map((ext) => `src/**/*.test.${ext}`);

/** A browser package's unit tests: the `*.test.{ts,tsx,mjs}` files under src/, in jsdom, one module graph per worker. */
export function unitTestConfig() {
  return defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles,
      include: testFiles,
      isolate: false,
      // farfetched keeps the names of the queries it has seen in the module itself, and refuses a
      // second query of a name: it is emptied with the graph (imported through vitest, not Node).
      server: { deps: { inline: ['@farfetched/core'] } },
    },
  });
}

/**
 * Several browser packages' unit tests in one vitest run from the workspace root at `root`: the
 * settings of each one's own run (unitTestConfig), over the test files of every folder named, one
 * package's files after another's. One worker and one jsdom then serve all of them, with the
 * modules vitest has transformed, where nine runs each started their own (npm test's unit stage,
 * scripts/test.mjs; bench/README.md "Unit stage"). `unit-setup.mjs` empties the module graph
 * where one package's files end, so each package's tests see the graph their own run would.
 */
export function packagesUnitTestConfig(/** @type {string} */ root, /** @type {string[]} */ folders) {
  const config = unitTestConfig();
  const rank = (/** @type {string} */ file) => folders.indexOf(relative(root, file).split(sep)[0] ?? '');
  class ByPackage extends BaseSequencer {
    /**
     * @override
     * @param {import('vitest/node').TestSpecification[]} files
     */
    async sort(files) {
      return (await super.sort(files)).sort((a, b) => rank(a.moduleId) - rank(b.moduleId));
    }
  }
  return defineConfig({
    ...config,
    root,
    test: {
      ...config.test,
      include: folders.flatMap((folder) => testFiles.map((pattern) => `${folder}/${pattern}`)),
      // One worker takes the files in this order (vitest's default on two cores; more would each
      // import every package again).
      maxWorkers: 1,
      sequence: { sequencer: ByPackage },
    },
  });
}
