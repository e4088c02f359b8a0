import { unitTestConfig } from './src/vitest.mjs';

export default unitTestConfig();
