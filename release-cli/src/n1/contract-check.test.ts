// The contract across versions (contract-check.ts): today's public types against
// the released contract's, and, on copies of shared/ with a planted change, that a break fails
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

  describe('planted changes, against today’s contract as the released one', () => {
    let released: Contract;
    beforeAll(() => {
      released = { ...currentContract(), commit: 'f'.repeat(40) };
    });
    afterAll(() => {
      for (const name of ['additive', 'breaking'])
        rmSync(join(CACHE, `planted-${name}-${process.pid}`), { recursive: true, force: true });
    });

    it('an addition passes: a new export, an optional field of an input, a new provider call', () => {
      const dir = plantedCopy('additive', {
        'src/index.ts': (text: string) => `${text}export const contractCheckProbe = 1;\n`,
        'src/validation/billing.ts': replace('  postcode: string;\n', '  postcode: string;\n  flat?: string;\n'),
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
      const current = currentContract(dir);
      const { problems, notes } = judgeContract(released, current);
      assert.deepEqual(problems, []);
      assert.deepEqual(notes, []);
    });

    describe('a break', () => {
      let current: Contract;
      let breaks: ContractBreak[];
      beforeAll(() => {
        const dir = plantedCopy('breaking', {
          // a removed export
          'src/index.ts': replace("export { verifyDraw } from './draws/verify';\n", ''),
          // a narrowed parameter
          'src/validation/rules.ts': replace(
            'export const isBlank = (value: string | null | undefined): boolean',
            'export const isBlank = (value: string): boolean',
          ),
          // a required field added to an input (validateBilling takes BillingValues)
          'src/validation/billing.ts': replace('  postcode: string;\n', '  postcode: string;\n  flat: string;\n'),
          // a changed constant
          'src/validation/bank.ts': replace(
            'export const SORT_CODE_MAX_LENGTH = 6;',
            'export const SORT_CODE_MAX_LENGTH = 8;',
          ),
        });
        current = currentContract(dir);
        breaks = contractBreaks(released, current);
      });

      it('fails naming each export, with the versions', () => {
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
          /^contract: export `BillingValues` of @shop\/shared\/validation no longer takes what it took .*flat.* — a breaking change/m,
        );
        assert.match(
          text,
          /^contract: export `SORT_CODE_MAX_LENGTH` of @shop\/shared\/validation changed its type incompatibly: Type '8' is not assignable to type '6'/m,
        );
        // Each break once, at the export that changed: validateBilling, which takes BillingValues, is not named again.
        assert.equal(problems.length, 4, text);
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
});
