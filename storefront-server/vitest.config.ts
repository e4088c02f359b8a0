import { defineConfig } from 'vitest/config';

// The release tests write deploy folders of their own, start local servers (an S3-compatible one,
// webhooks) and time canary steps in seconds: on a busy 2-core machine they outlast vitest's 5 s
// default. Forks: each file has its own process, as node's test runner gave them.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
