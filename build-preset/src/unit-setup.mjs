// Run before every test file (./vitest.mjs): files share a module graph and a DOM per
// worker, so each test leaves nothing behind for the next file's tests.
import { afterEach, vi } from 'vitest';

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  if (typeof document === 'undefined') return;
  // Rendered trees are unmounted by Testing Library; anything else a test put in the page goes too.
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
