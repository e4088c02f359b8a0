// Runs before every test file (vitest.config.ts `setupFiles`). The files share one process, and
// several set the release tool's environment at the top (DEPLOY_DIR, RELEASE_S3_BUCKET and its
// endpoint, TEST_RECORDS_DIR): each file ends with the variables it began with, so the next one
// does not publish to a folder already removed or a local S3 already stopped.
import { afterAll } from 'vitest';

const before = { ...process.env };
afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
  Object.assign(process.env, before);
});
