import { defineConfig } from 'vitest/config';

// The tests run in-process (test/helpers.ts `startTestProvider()`) and only a few start real servers.
// The files share one module graph per worker (isolate: false), so the provider's code is imported
// once per worker, not once per file: each file still makes its own provider and database. A file
// that mocks a module (vi.mock) has the graph emptied before and after it (test/setup.ts). Forks,
// not threads: password hashes run on libuv's pool, which worker threads would share, so one file's
// hashes would slow another's timed limits. Passwords are hashed at a cheaper cost in the tests only
// (test/setup.ts).
export default defineConfig({
  test: {
    testTimeout: 15_000,
    hookTimeout: 30_000,
    pool: 'forks',
    isolate: false,
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
  },
});
