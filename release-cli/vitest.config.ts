import { defineConfig } from 'vitest/config';

// The release tests write deploy folders of their own, start local servers (an S3-compatible one,
// webhooks) and time canary steps in seconds: on a busy 2-core machine they outlast vitest's 5 s
// default. Forks: each file has its own process, as node's test runner gave them.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // s3rver's file store (the local S3 of the bucket tests) opens the objects it has just listed:
    // one the bucket lock deleted in between (its `choosing/` entries, release/src/deploy-store/
    // bucket-lock.ts) makes the emulator throw ENOENT outside any request. That race is the
    // emulator's own, not the release code's (the tests' assertions still decide); any other
    // unhandled error fails the run.
    onUnhandledError: (error) =>
      !((error as { code?: string }).code === 'ENOENT' && String(error.message).includes('_S3rver_object')),
  },
});
