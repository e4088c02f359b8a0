// The cheaper hashes of the test run (test/setup.ts) never reach production: the hashing module,
// loaded as `npm start` loads it, stores scrypt hashes at PASSWORD_COST, and no source file asks for less.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { hashPassword, PASSWORD_COST, verifyPassword } from '../src/auth/passwords';

const api = join(import.meta.dirname, '..');

it('a provider started outside the tests hashes at the production cost (N = 16384)', () => {
  const hash = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const { hashPassword } = await import('./src/auth/passwords.ts'); process.stdout.write(await hashPassword('x'));",
    ],
    { cwd: api, encoding: 'utf8' },
  );
  expect(PASSWORD_COST.N).toBe(16384);
  expect(hash).toMatch(/^scrypt\$16384\$/);
});

it('only the test set-up asks for cheaper hashes', () => {
  const callers = readdirSync(join(api, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => readFileSync(join(api, 'src', file), 'utf8').includes('cheaperHashesForTests('));
  expect(callers).toEqual([join('auth', 'passwords.ts')]);
});

it('a hash names its cost, so a production hash verifies in the tests and the other way round', async () => {
  const production = 'scrypt$16384$TaY6z1Qjne4qYlT9KmhNaA==$bvXrCR+g/SidH0UTZ5oMNyUACjUSETxrJMTMMG8MWFA=';
  expect(await verifyPassword('x', production)).toBe(true);
  expect(await verifyPassword('y', production)).toBe(false);
  expect(await verifyPassword('x', await hashPassword('x'))).toBe(true);
});
