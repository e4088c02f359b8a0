// Every e2e test carries a known application tag (e2e-tags.ts), and an untagged one is caught.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { E2E_DIR, listTests, tagProblems } from './e2e-tags';

describe('e2e tags', () => {
  it('every test of the suite names the applications it exercises', () => {
    const report = listTests();
    assert.ok((report.suites ?? []).length > 30, 'Playwright listed the spec files');
    const problems = tagProblems(report);
    assert.deepEqual(problems, [], `untagged e2e tests:\n${problems.join('\n')}`);
  });

  it('a planted spec fails: a test without a tag, and one with an unknown tag; a describe’s tag counts', () => {
    // Beside the suite (so @playwright/test resolves), with a config of its own: the suite's files
    // are never touched, and a run of the suite never sees the planted one.
    const dir = mkdtempSync(join(E2E_DIR, '.planted-tags-'));
    try {
      writeFileSync(join(dir, 'playwright.config.ts'), "export default { testDir: '.' };\n");
      writeFileSync(
        join(dir, 'planted.spec.ts'),
        `import { test } from '@playwright/test';
test('untagged', () => {});
test('misspelt', { tag: ['@mf-baskett'] }, () => {});
test.describe('tagged by its describe', { tag: ['@mf-basket'] }, () => {
  test('inherits', () => {});
});
`,
      );
      const problems = tagProblems(listTests(['--config', join(dir, 'playwright.config.ts')]));
      assert.equal(problems.length, 2, problems.join('\n'));
      assert.match(problems[0] ?? '', /^planted\.spec\.ts:2 “untagged”: no application tag/);
      assert.match(problems[1] ?? '', /^planted\.spec\.ts:3 “misspelt”: unknown tag @mf-baskett/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
