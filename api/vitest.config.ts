import { configDefaults, defineConfig } from 'vitest/config';

// The tests run in-process (test/helpers.ts `startTestProvider()`) and only a few start real servers. Most
// files share one module graph per worker (isolate: false), so the provider's code is imported once
// per worker, not once per file: each file still makes its own provider and database. A file that
// mocks a module (vi.mock) runs isolated. Forks, not threads: password hashes run on libuv's pool,
// which worker threads would share, so one file's hashes would slow another's timed limits.
// Passwords are hashed at a cheaper cost in the tests only (test/setup.ts).
const MOCKING = ['test/fairness.property.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 15_000,
    hookTimeout: 30_000,
    pool: 'forks',
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...MOCKING] } },
      { extends: true, test: { name: 'isolated', include: MOCKING } },
    ],
  },
});
