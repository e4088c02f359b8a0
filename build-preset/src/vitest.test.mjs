// The unit-test presets (vitest.mjs): a package's own run, and npm test's one run of the browser
// packages, which must keep each package's settings and take one package's files after another's
// (unit-setup.mjs empties the module graph between them).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagesUnitTestConfig, unitTestConfig } from './vitest.mjs';

describe('packagesUnitTestConfig', () => {
  const root = join('/', 'workspace');
  const config = packagesUnitTestConfig(root, ['shared', 'shell', 'mf-basket']);
  const own = unitTestConfig().test ?? {};

  it('runs from the workspace root with each package’s own settings, over the test files of the folders named', () => {
    expect(config.root).toBe(root);
    expect(config.test?.environment).toBe(own.environment);
    expect(config.test?.setupFiles).toEqual(own.setupFiles);
    expect(config.test?.isolate).toBe(false);
    expect(config.test?.server).toEqual(own.server);
    expect(config.test?.include).toEqual(
      ['shared', 'shell', 'mf-basket'].flatMap((folder) => (own.include ?? []).map((glob) => `${folder}/${glob}`)),
    );
  });

  it('takes one package’s files after another’s, in the order the folders were named', async () => {
    const project = { name: '', config: { sequence: { groupOrder: 0 }, isolate: false } };
    const spec = (/** @type {string} */ file) => ({ project, moduleId: join(root, file) });
    const noHistory = { getFileTestResults: () => undefined, getFileStats: () => undefined };
    const Sequencer = /** @type {any} */ (config.test?.sequence?.sequencer);
    const files = ['mf-basket/src/a.test.ts', 'shell/src/b.test.tsx', 'shared/src/c.test.ts', 'shell/src/d.test.ts'];
    const sorted = await new Sequencer({ config: { root }, cache: noHistory }).sort(files.map(spec));
    expect(sorted.map((/** @type {{ moduleId: string }} */ s) => s.moduleId.slice(root.length + 1))).toEqual([
      'shared/src/c.test.ts',
      'shell/src/b.test.tsx',
      'shell/src/d.test.ts',
      'mf-basket/src/a.test.ts',
    ]);
  });
});
