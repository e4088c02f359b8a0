// N-1 in CI, the contract half: each remote's production version (releases.json) still fits
// today's contract. A failure names the remote and the contract unit (release-cli/src/n1/n1.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { contractImports, n1ContractProblems, readReleases, todayContract } from './n1';

describe('N-1 remotes under today’s contract', () => {
  const today = todayContract();

  it('every remote’s production version imports only what today’s contract exports, in its range', () => {
    const problems = n1ContractProblems(readReleases(), today);
    assert.deepEqual(problems, [], `N-1 broken by a contract change:\n${problems.join('\n')}`);
  });

  it('names the remote and the unit when a unit it imports is gone, and a range today breaks', () => {
    const catalog = { 'mf-catalog': readReleases()['mf-catalog'] ?? { version: '', commit: '' } };
    const state = new Set(today.exports['@shop/shared/state']);
    state.delete('addToCartRequested');
    const problems = n1ContractProblems(catalog, {
      versions: { ...today.versions, '@shop/shared': '9.0.0' },
      exports: { ...today.exports, '@shop/shared/state': state },
    });
    assert.match(
      problems.join('\n'),
      /^mf-catalog \S+ \(N-1, commit [0-9a-f]{7}\) needs @shop\/shared@\^\d+\.\d+\.\d+; today's is 9\.0\.0$/m,
    );
    assert.match(
      problems.join('\n'),
      /^mf-catalog .* imports `addToCartRequested` from @shop\/shared\/state \(mf-catalog\/src\/.+\); today's contract no longer exports it$/m,
    );
  });

  it('reads value imports from the contract entries, not type-only ones or other modules', () => {
    const source = `import { a, type B, c as d } from '@shop/shared';
import type { E } from '@shop/shared';
import { Link } from '@shop/react-kit/routing';
import { makeCompetition } from '@shop/provider-client/testing';
import { x } from 'react';`;
    assert.deepEqual(contractImports(source), [
      { entry: '@shop/shared', unit: 'a' },
      { entry: '@shop/shared', unit: 'c' },
      { entry: '@shop/react-kit/routing', unit: 'Link' },
    ]);
  });
});
