import { defineConfig } from 'vitest/config';

// The release tests write deploy folders of their own, start local servers (an S3-compatible one,
// webhooks) and time canary steps in seconds: on a busy 2-core machine they outlast vitest's 5 s
// default. The files share one process (isolate: false): a process per file imported the package's
// graph again each time, which was half of the package's CPU (bench/README.md "Unit stage"). A file
// that changes the environment puts it back when it ends; ten shuffled file orders pass.
export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    isolate: false,
  },
});
