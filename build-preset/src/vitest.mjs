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
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const setupFiles = [join(import.meta.dirname, 'unit-setup.mjs')];

/** A browser package's unit tests: the `*.test.{ts,tsx,mjs}` files under src/, in jsdom, one module graph per worker. */
export function unitTestConfig() {
  return defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles,
      include: ['ts', 'tsx', 'mjs'].map((ext) => `src/**/*.test.${ext}`),
      isolate: false,
      // farfetched keeps the names of the queries it has seen in the module itself, and refuses a
      // second query of a name: it is emptied with the graph (imported through vitest, not Node).
      server: { deps: { inline: ['@farfetched/core'] } },
    },
  });
}
