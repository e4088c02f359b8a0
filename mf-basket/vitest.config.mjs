import { unitTestConfig } from '@shop/shared/build/vitest';

export default unitTestConfig(import.meta.dirname);
