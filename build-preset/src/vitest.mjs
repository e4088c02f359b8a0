// The unit-test settings every browser package's vitest.config.mjs is made of, so they cannot
// drift. Most of a test file's time went on vitest building a fresh jsdom and importing the same
// modules again for it (bench/README.md "Unit stage"). So the files of a worker share one jsdom
// and one module graph (isolate: false), and `unit-setup.mjs` clears what a test leaves behind
// (rendered trees, the page, storage, timers, spies). A file that replaces or reloads modules
// (`vi.mock`, `vi.doMock`, `vi.resetModules`) would leak its copies into the next file: such files
// are found by reading them, and each runs in a graph of its own.
// Node for the files that do not render was measured too, and was slower: a second pool of workers
// imports the whole graph again, which costs more than the DOM it saves.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

const setupFiles = [join(import.meta.dirname, 'unit-setup.mjs')];
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const TEST_FILE = /\.test\.(ts|tsx|mjs)$/;

/**
 * The package's test files (paths relative to it) that replace or reload modules.
 * @param {string} packageDir
 * @param {string[]} folders
 */
export function filesReplacingModules(packageDir, folders) {
  return folders.flatMap((folder) =>
    readdirSync(join(packageDir, folder), { recursive: true })
      .map((file) => join(folder, String(file)))
      .filter((file) => TEST_FILE.test(file) && !file.includes('node_modules'))
      .filter((file) => REPLACES_MODULES.test(readFileSync(join(packageDir, file), 'utf8'))),
  );
}

/**
 * `packageDir`: the package (its config's `import.meta.dirname`); `folders`: where its tests are
 * (`*.test.ts`, `*.test.tsx`, and `*.test.mjs` for its build tools).
 * @param {string} packageDir
 */
export function unitTestConfig(packageDir, { folders = ['src'] } = {}) {
  const include = folders.flatMap((folder) => ['ts', 'tsx', 'mjs'].map((ext) => `${folder}/**/*.test.${ext}`));
  const isolated = filesReplacingModules(packageDir, folders);
  /** @type {import('vitest/config').TestProjectInlineConfiguration[]} */
  const projects = [
    {
      extends: true,
      test: { name: 'shared-graph', isolate: false, include, exclude: [...configDefaults.exclude, ...isolated] },
    },
  ];
  if (isolated.length > 0) projects.push({ extends: true, test: { name: 'isolated', include: isolated } });
  return defineConfig({ test: { environment: 'jsdom', setupFiles, projects } });
}
