import { defineConfig } from 'vitest/config';

// Each test file starts a real provider and payment service and hashes real passwords: on a busy
// 2-core machine starting and a dozen hashes can outlast vitest's 5 s and 10 s defaults.
export default defineConfig({
  test: { testTimeout: 15_000, hookTimeout: 30_000 },
});
