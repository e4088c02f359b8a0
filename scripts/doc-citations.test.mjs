// Comments cite the repository's own docs (docs/adr/003-the-contract.md): a source file names
// no document that lives outside the repository, and every `README "Section"` it names exists —
// in api/, "README" is api/README.md unless the comment says "the root README". Neither a source
// nor a doc cites an issue number: a reader has no issue tracker, so each says its why in words,
// or cites the requirements (docs/requirements.md) or an ADR.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from './lib.mjs';

const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.css', '*.html'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file && !file.startsWith('scripts/doc-citations'));

/** The docs: every Markdown file but the bench's recorded results. */
const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.startsWith('bench/results/'));

/** Where a text cites an issue by its number ("issue 31", "Issues 10 and 17", "issue #9"). */
export function issueCitationsIn(file, text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    if (/\bissues? ?#?\d+/i.test(line)) found.push(`${file}:${index + 1} cites an issue number`);
  });
  return found;
}

/** A document's section names: its headings and its bold paragraph labels. */
function sectionsOf(doc) {
  const names = [];
  for (const line of readFileSync(join(root, doc), 'utf8').split('\n')) {
    if (line.startsWith('#')) names.push(line.replace(/^#+\s*/, '').trim());
    const label = /^\s*(?:- )?\*\*([^*]+)\*\*/.exec(line);
    if (label) names.push(label[1]);
  }
  return names;
}

/** Every citation in a source: `{ file, line, doc, section }`. */
export function citationsIn(file, text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(the root )?((?:[a-z-]+\/)?README)(?:\.md)? "([^"]+)"/g)) {
      const [, rootSaid, name, section] = match;
      const inApi = file.startsWith('api/') && name === 'README' && !rootSaid;
      found.push({ file, line: index + 1, doc: `${inApi ? 'api/README' : name}.md`, section });
    }
  });
  return found;
}

test('no source cites a document outside the repository', () => {
  const outside = /ARCHITECTURE\.md|STYLE\.md|toolchain\.md|shared\/notes\/|\bnotes\/[a-z-]+\.md|storefront-spec\.md/;
  const offenders = sources.filter((file) => outside.test(readFileSync(join(root, file), 'utf8')));
  assert.deepEqual(offenders, []);
});

test('every README section a source names exists', () => {
  const sections = new Map();
  const missing = [];
  for (const file of sources) {
    for (const cite of citationsIn(file, readFileSync(join(root, file), 'utf8'))) {
      if (!sections.has(cite.doc)) sections.set(cite.doc, sectionsOf(cite.doc));
      if (!sections.get(cite.doc).some((name) => name.startsWith(cite.section) || name.includes(cite.section)))
        missing.push(`${cite.file}:${cite.line} ${cite.doc} "${cite.section}"`);
    }
  }
  assert.deepEqual(missing, []);
});

test('a planted citation of a missing section is found', () => {
  const [cite] = citationsIn('api/src/planted.ts', '// see README "No such section"');
  assert.equal(cite.doc, 'api/README.md');
  assert.ok(!sectionsOf(cite.doc).some((name) => name.includes(cite.section)));
});

test('sources cite the requirements by their own sections (docs/requirements.md), never a "spec section"', () => {
  const sections = new Set(
    readFileSync(join(root, 'docs/requirements.md'), 'utf8')
      .split('\n')
      .flatMap((line) => /^## §(\d+) /.exec(line)?.[1] ?? []),
  );
  const offenders = [];
  for (const file of sources) {
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (/\bspec(ification)? sections?\b/i.test(line)) offenders.push(`${file}:${index + 1} cites a "spec section"`);
        if (!/\brequirements\b/i.test(line)) return;
        for (const [, number] of line.matchAll(/§(\d+)/g))
          if (!sections.has(number))
            offenders.push(`${file}:${index + 1} cites requirements §${number}, which does not exist`);
      });
  }
  assert.deepEqual(offenders, []);
});

test('no source, test or doc cites an issue number', () => {
  const offenders = [...sources, ...docs].flatMap((file) =>
    issueCitationsIn(file, readFileSync(join(root, file), 'utf8')),
  );
  assert.deepEqual(offenders, []);
});

test('a planted issue-number citation is found, in a comment, a test title and a doc', () => {
  assert.deepEqual(issueCitationsIn('api/src/planted.ts', '// the basket follows the person (issue 21 item 4)'), [
    'api/src/planted.ts:1 cites an issue number',
  ]);
  assert.equal(issueCitationsIn('e2e/tests/planted.spec.ts', "test('adults only (Issue #17)', () => {})").length, 1);
  assert.equal(issueCitationsIn('docs/planted.md', 'intro\n## Security rules (issues 10, 17 and 30)').length, 1);
  assert.deepEqual(issueCitationsIn('bench/README.md', '`results/issue-34-after.json` (a results file)'), []);
});
