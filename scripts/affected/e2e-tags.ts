// Keeps the e2e tags honest: every test names at least one application it exercises,
// and only known ones (e2e/tests/tags.ts), read from Playwright's own listing so tags on a
// describe, in a loop or in a title count as Playwright counts them.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { APP_TAGS } from '../../e2e/tests/tags';

interface ListedSpec {
  title: string;
  tags: string[];
  file: string;
  line: number;
}
interface ListedSuite {
  specs?: ListedSpec[];
  suites?: ListedSuite[];
}
/** The part of `playwright test --list --reporter=json` read here. */
export interface ListReport {
  suites?: ListedSuite[];
  errors?: { message?: string }[];
}

/** One line per test without a known application tag or with an unknown one; [] when all are tagged. */
export function tagProblems(report: ListReport): string[] {
  const problems: string[] = [];
  const known = new Set<string>(APP_TAGS);
  const walk = (suite: ListedSuite) => {
    for (const spec of suite.specs ?? []) {
      const where = `${spec.file}:${spec.line} “${spec.title}”`;
      const unknown = spec.tags.map((tag) => `@${tag.replace(/^@/, '')}`).filter((tag) => !known.has(tag));
      if (unknown.length > 0)
        problems.push(`${where}: unknown tag ${unknown.join(', ')} (known: ${APP_TAGS.join(' ')})`);
      else if (spec.tags.length === 0) {
        problems.push(
          `${where}: no application tag; add { tag: [...] } naming what it exercises (${APP_TAGS.join(' ')})`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return problems;
}

export const E2E_DIR = join(import.meta.dirname, '..', '..', 'e2e');

/** Playwright's listing of the suite (no build, no servers), or of other tests through another config. */
export function listTests(args: string[] = []): ListReport {
  const cli = join(E2E_DIR, 'node_modules', '@playwright', 'test', 'cli.js');
  const run = spawnSync(process.execPath, [cli, 'test', '--list', '--reporter=json', ...args], {
    cwd: E2E_DIR,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  if (!run.stdout.trim().startsWith('{')) throw new Error(`playwright --list failed (${run.status}): ${run.stderr}`);
  const report = JSON.parse(run.stdout) as ListReport;
  const errors = (report.errors ?? []).map((e) => e.message ?? '');
  if (errors.length > 0) throw new Error(`playwright --list: ${errors.join('\n')}`);
  return report;
}
