import { unitTestConfig } from './build/vitest.mjs';

export default unitTestConfig(import.meta.dirname, { folders: ['src', 'build'] });
