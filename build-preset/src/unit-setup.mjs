// Run before every test file (./vitest.mjs): files share a module graph and a DOM per
// worker, so each test leaves nothing behind for the next file's tests.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, expect, vi } from 'vitest';

// A file that replaces or reloads modules imports the graph afresh, with its replacements, and
// leaves none of its copies to the next file.
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;
const { testPath } = expect.getState();
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
