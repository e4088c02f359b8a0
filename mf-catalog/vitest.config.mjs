import { unitTestConfig } from '@shop/build-preset/vitest';

export default unitTestConfig();
