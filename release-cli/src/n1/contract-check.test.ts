// The contract across versions (contract-check.ts): today's public types against
// the released contract's, and, on a copy of shared/ with planted changes, that a break fails
// naming the export, an addition passes, and a major version lets the break through.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  CACHE,
  type Contract,
  type ContractBreak,
  contractBreaks,
  contractProblems,
  currentContract,
  judgeContract,
  SHARED,
} from './contract-check';

/** A copy of shared/ (sources, package.json, today's node_modules linked) with `edits` applied. */
function plantedCopy(name: string, edits: Record<string, (text: string) => string>) {
  const dir = join(CACHE, `planted-${name}-${process.pid}`, 'shared');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const part of ['src', 'package.json', 'global.d.ts', 'tsconfig.json'])
    if (existsSync(join(SHARED, part))) cpSync(join(SHARED, part), join(dir, part), { recursive: true });
  symlinkSync(join(SHARED, 'node_modules'), join(dir, 'node_modules'), 'dir');
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const changed = edit(text);
    assert.notEqual(changed, text, `the planted change to ${file} did not apply`);
    writeFileSync(path, changed);
  }
  return dir;
}

const replace = (from: string | RegExp, to: string) => (text: string) => text.replace(from, to);

describe('the contract across versions', () => {
  it('today’s contract is compatible with the released one (releases.json), or its breaks are accepted', () => {
    const { problems } = contractProblems();
    assert.deepEqual(problems, [], `the contract breaks the released one:\n${problems.join('\n')}`);
  });

  // One copy of shared/ carries both kinds of change, on different exports, so one check (two
  // TypeScript programs) shows both: each break is named once, and no addition is named at all.
  describe('planted changes, against today’s contract as the released one', () => {
    let released: Contract;
    let current: Contract;
    let breaks: ContractBreak[];
    beforeAll(() => {
      released = { ...currentContract(), commit: 'f'.repeat(40) };
      const dir = plantedCopy('planted', {
        'src/index.ts': (text: string) =>
          // a removed export; an added one
          `${text.replace("export { verifyDraw } from './draws/verify';\n", '')}export const contractCheckProbe = 1;\n`,
        // a narrowed parameter
        'src/validation/rules.ts': replace(
          'export const isBlank = (value: string | null | undefined): boolean',
          'export const isBlank = (value: string): boolean',
        ),
        // an optional field of an input (validateBilling takes BillingValues): additive
        'src/validation/billing.ts': replace('  postcode: string;\n', '  postcode: string;\n  flat?: string;\n'),
        'src/validation/bank.ts': (text: string) =>
          text
            // a required field added to an input (validateBank takes BankValues)
            .replace('  sortCode: string;\n', '  sortCode: string;\n  branch: string;\n')
            // a changed constant
            .replace('export const SORT_CODE_MAX_LENGTH = 6;', 'export const SORT_CODE_MAX_LENGTH = 8;'),
        // a new provider call: additive
        'src/api/calls.ts': (text: string) =>
          text
            .replace(
              "  logout: { body: Token; response: Reply<'logout'> };\n",
              '$&  contract_probe: { body: Token; response: { success: true } };\n',
            )
            .replace(
              "  logout: { method: 'POST', route: v1('logout') },\n",
              "$&  contract_probe: { method: 'POST', route: v1('contract_probe') },\n",
            ),
      });
      current = currentContract(dir);
      breaks = contractBreaks(released, current);
    });
    afterAll(() => rmSync(join(CACHE, `planted-planted-${process.pid}`), { recursive: true, force: true }));

    it('fails naming each break once, with the versions', () => {
      const { problems } = judgeContract(released, current, [], breaks);
      const text = problems.join('\n');
      assert.match(
        text,
        /^contract: export `verifyDraw` of @shop\/shared was removed — a breaking change needs a major version \(shared is \d+\.\d+\.\d+; the released contract is \d+\.\d+\.\d+, commit fffffff in releases\.json\)$/m,
      );
      assert.match(
        text,
        /^contract: export `isBlank` of @shop\/shared\/validation changed its type incompatibly: .*null.* — a breaking change/m,
      );
      assert.match(
        text,
        /^contract: export `BankValues` of @shop\/shared\/validation no longer takes what it took .*branch.* — a breaking change/m,
      );
      assert.match(
        text,
        /^contract: export `SORT_CODE_MAX_LENGTH` of @shop\/shared\/validation changed its type incompatibly: Type '8' is not assignable to type '6'/m,
      );
      // Each break once, at the export that changed: validateBank, which takes BankValues, is not named again.
      assert.equal(problems.length, 4, text);
    });

    it('passes the additions: a new export, an optional field of an input, a new provider call', () => {
      const named = breaks.map((found) => `${found.entry} ${found.name}: ${found.problem}`).join('\n');
      assert.doesNotMatch(
        named,
        /contractCheckProbe|BillingValues|validateBilling|flat|contract_probe|Call|callProvider/,
      );
      assert.equal(breaks.length, 4, named);
    });

    it('passes when the contract’s major version moved, and says what it let through', () => {
      const major = `${Number(released.version.split('.')[0]) + 1}.0.0`;
      const { problems, notes } = judgeContract(released, { ...current, version: major }, [], breaks);
      assert.deepEqual(problems, []);
      assert.match(
        notes.join('\n'),
        new RegExp(
          `^contract: export \`verifyDraw\` of @shop/shared was removed \\(allowed: ${released.version} → ${major} is a new major version\\)$`,
          'm',
        ),
      );
      assert.equal(notes.length, 4, notes.join('\n'));
    });

    it('passes a break listed as accepted for that release, and only for it', () => {
      const one = { released: released.commit ?? '', entry: '@shop/shared', export: 'verifyDraw', why: 'test' };
      const { problems } = judgeContract(released, current, [one], breaks);
      assert.equal(problems.length, 3);
      assert.doesNotMatch(problems.join('\n'), /verifyDraw/);
      const elsewhere = judgeContract(released, current, [{ ...one, released: 'e'.repeat(40) }], breaks);
      assert.equal(elsewhere.problems.length, 4);
    });
  });
});
