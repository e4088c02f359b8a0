// Runs before every test file (vitest.config.ts `setupFiles`). The files of a worker share one
// module graph; a file that replaces modules (vi.mock) gets the graph emptied before it and after it,
// as the browser packages' files do (@shop/build-preset's unit-setup.mjs), so its replacements reach
// no other file. Then passwords are hashed at a cheaper scrypt cost, in the graph the file will use,
// so a run spends its time on the rules rather than on hashing. Production keeps PASSWORD_COST:
// test/password-cost.test.ts starts the hashing module without this file.
import { readFileSync } from 'node:fs';
import { afterAll, expect, vi } from 'vitest';

const { testPath } = expect.getState();
if (testPath && /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(testPath, 'utf8'))) {
  vi.resetModules();
  afterAll(() => vi.resetModules());
}

const { cheaperHashesForTests } = await import('../src/auth/passwords');
cheaperHashesForTests(1024);
