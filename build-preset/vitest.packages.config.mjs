// The browser packages' unit tests in one run, as npm test's unit stage runs them
// (scripts/test.mjs): the workspace folders named in UNIT_TEST_PACKAGES, comma-separated, each of
// whose own vitest.config.mjs is unitTestConfig().
import { join } from 'node:path';
import { packagesUnitTestConfig } from './src/vitest.mjs';

const folders = (process.env.UNIT_TEST_PACKAGES ?? '').split(',').filter(Boolean);
if (folders.length === 0) throw new Error('UNIT_TEST_PACKAGES names no package folder');
export default packagesUnitTestConfig(join(import.meta.dirname, '..'), folders);
