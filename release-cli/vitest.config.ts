import { defineConfig } from 'vitest/config';

// The release tests write deploy folders of their own, start local servers (an S3-compatible one,
// webhooks) and time canary steps in seconds: on a busy 2-core machine they outlast vitest's 5 s
// default. The files share one process (isolate: false; a process per file imported the release
// code and its SDKs again each time: bench/README.md "Unit stage"), and each ends with the
// environment it began with (src/test-setup.ts). cli.test.ts still runs main.ts as a process of
// its own once, as `pnpm release` does.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    isolate: false,
    setupFiles: ['src/test-setup.ts'],
    // s3rver's file store (the local S3 of the bucket tests) opens the objects it has just listed:
    // one the bucket lock deleted in between (its `choosing/` entries, release/src/deploy-store/
    // bucket-lock.ts) makes the emulator throw ENOENT outside any request. That race is the
    // emulator's own, not the release code's (the tests' assertions still decide); any other
    // unhandled error fails the run.
    onUnhandledError: (error) =>
      !((error as { code?: string }).code === 'ENOENT' && String(error.message).includes('_S3rver_object')),
  },
});
