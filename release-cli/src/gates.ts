// Publish gates: what ties a build to its source and to a green test run. scripts/build-app.mjs
// writes `<folder>/<version>/.build-info.json` (the commit it was built from, whether the tree had
// uncommitted changes; a hidden file, never served), and `npm test` (scripts/test.mjs) writes a
// passing test record for its commit when it ran on a clean tree. `publish` refuses a build from a
// dirty tree or without such a record, unless forced with a reason (@shop/release core.ts publishGates).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from './repository';

/** Where passing test records live: TEST_RECORDS_DIR, else `.test-records/` in the repository (ignored by git). */
export const testRecordsDir = (env: NodeJS.ProcessEnv = process.env) =>
  env.TEST_RECORDS_DIR || join(repositoryRoot, '.test-records');

export const hasTestRecord = (commit: unknown, dir = testRecordsDir()) =>
  typeof commit === 'string' && /^[0-9a-f]{7,64}$/.test(commit) && existsSync(join(dir, `${commit}.json`));

/** Records that the whole test command passed on `commit` (scripts/test.mjs, clean tree only). */
export function writeTestRecord(commit: string, { seconds }: { seconds?: number } = {}, dir = testRecordsDir()) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${commit}.json`),
    `${JSON.stringify({ commit, passed: true, at: new Date().toISOString(), seconds })}\n`,
  );
}

/** What stands against publishing a build with this info (the text of its .build-info.json, or null). */
export function gateProblems(infoText: string | null, testRecordOf = hasTestRecord): string[] {
  let info: { commit?: unknown; dirty?: unknown } | null = null;
  try {
    info = JSON.parse(infoText ?? 'null');
  } catch {
    info = null;
  }
  if (typeof info?.commit !== 'string') return ['it has no build record (.build-info.json): rebuild it'];
  const problems: string[] = [];
  const short = info.commit.slice(0, 7);
  if (info.dirty !== false) problems.push(`it was built from a tree with uncommitted changes (on ${short})`);
  if (!testRecordOf(info.commit))
    problems.push(`no passing test run of its commit ${short} (npm test on a clean tree records one)`);
  return problems;
}
