// Run before every test file (./vitest.mjs): files share a module graph and a DOM per
// worker, so each test leaves nothing behind for the next file's tests.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, expect, vi } from 'vitest';

const { testPath } = expect.getState();

// In a run of several packages (packagesUnitTestConfig, files grouped by package), each package's
// files see the module graph their own run would: it is emptied when the files of another package
// begin. One package's module-level wiring would otherwise act in another's tests (the shell's
// toasts expire on a timer, so every scope that raised a toast waited seconds for it).
const run = /** @type {{ unitTestPackage?: string }} */ (globalThis);
const packageOf = (/** @type {string} */ file) => {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
};
if (testPath) {
  const own = packageOf(testPath);
  if (run.unitTestPackage !== undefined && run.unitTestPackage !== own) vi.resetModules();
  run.unitTestPackage = own;
}

// A file that replaces or reloads modules imports the graph afresh, with its replacements, and
// leaves none of its copies to the next file.
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
if (testPath && REPLACES_MODULES.test(readFileSync(testPath, 'utf8'))) {
  vi.resetModules();
  afterAll(() => vi.resetModules());
}

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  if (typeof document === 'undefined') return;
  // Rendered trees are unmounted by Testing Library; anything else a test put in the page goes too.
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  // A test that routed leaves the address where it went: the next file starts at /, as in a new page.
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});
