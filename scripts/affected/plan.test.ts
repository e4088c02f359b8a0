// The selection rules of `pnpm test:affected` (plan.ts), case by case.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { APP_TAGS } from '../../e2e/tests/tags';
import { CONTRACT_CHECKS, fallbackReason, grepFor, N1_CHECKS, planChecks } from './plan';

// As pnpm names them: the contract's package is @shop/shared, in shared/.
const PACKAGES = [
  'shared',
  'provider-client',
  'react-kit',
  'build-preset',
  'shell',
  'mf-catalog',
  'mf-basket',
  'mf-account',
  'mf-engagement',
  'api',
  'e2e',
  'bench',
].map((dir) => ({
  name: ['shared', 'provider-client', 'react-kit', 'build-preset'].includes(dir) ? `@shop/${dir}` : dir,
  dir,
}));
// Every package depends on the contract (e2e for its call table and host shapes).
const EVERY_DEPENDENT = PACKAGES.map((p) => p.name);
const plan = (changedFiles: string[], affected: string[]) => planChecks({ changedFiles, packages: PACKAGES, affected });

describe('pnpm test:affected: what a change selects', () => {
  it('a basket-only change: the basket checked alone, its tagged specs, the N-1 check', () => {
    const p = plan(['mf-basket/src/features/cart/model.ts'], ['mf-basket']);
    assert.deepEqual(p.everything, []);
    assert.deepEqual(p.typecheck, [{ name: 'mf-basket', why: 'changed' }]);
    assert.deepEqual(p.unit, ['mf-basket']);
    assert.deepEqual(p.e2e?.tags, ['@mf-basket']);
    assert.deepEqual(p.e2e?.files, []);
    assert.deepEqual(
      p.testFiles.map((t) => t.file),
      N1_CHECKS,
    );
    assert.deepEqual(p.lint, ['mf-basket/src/features/cart/model.ts']);
  });

  it('a contract change: every dependent package, every spec, the N-1 check, each with its reason', () => {
    const p = plan(['shared/src/index.ts'], EVERY_DEPENDENT);
    assert.deepEqual(p.everything, []);
    assert.deepEqual(p.typecheck.map((t) => t.name).sort(), [...EVERY_DEPENDENT].sort());
    assert.equal(p.typecheck.find((t) => t.name === '@shop/shared')?.why, 'changed');
    assert.equal(p.typecheck.find((t) => t.name === 'mf-basket')?.why, 'depends on shared');
    assert.deepEqual(p.e2e?.tags, [...APP_TAGS]);
    assert.match(p.e2e?.why.join('\n') ?? '', /every spec: shared \(the contract\)/);
    assert.match(p.testFiles[0]?.why ?? '', /the contract \(shared\) changed/);
    assert.deepEqual(
      p.testFiles.map((t) => t.file),
      [...N1_CHECKS, ...CONTRACT_CHECKS],
    );
  });

  it('a change to the provider client: every spec and the N-1 check, not the contract check', () => {
    const p = plan(['provider-client/src/client.ts'], ['@shop/provider-client', 'shell', 'mf-basket']);
    assert.deepEqual(p.e2e?.tags, [...APP_TAGS]);
    assert.match(p.e2e?.why.join('\n') ?? '', /every spec: provider-client/);
    assert.deepEqual(
      p.testFiles.map((t) => `${t.file}: ${t.why}`),
      N1_CHECKS.map((file) => `${file}: provider-client changed (N-1 remotes run on it)`),
    );
  });

  it('pnpm’s dependents count even for a package whose own files did not change', () => {
    const p = plan(['shell/src/app/start.tsx'], ['shell', 'bench']);
    assert.deepEqual(
      p.typecheck.map((t) => `${t.name}: ${t.why}`),
      ['bench: depends on shell', 'shell: changed'],
    );
    assert.deepEqual(p.e2e?.tags, ['@shell']);
    assert.deepEqual(p.testFiles, [], 'the shell is not the contract: no N-1 contract check');
  });

  it('the e2e package is typechecked, never unit-tested; a changed spec runs alone', () => {
    const p = plan(['e2e/tests/mf-basket-cart.spec.ts'], ['e2e']);
    assert.deepEqual(p.everything, []);
    assert.deepEqual(p.typecheck, [{ name: 'e2e', why: 'changed' }]);
    assert.deepEqual(p.unit, []);
    assert.deepEqual(p.e2e, {
      tags: [],
      files: ['mf-basket-cart.spec.ts'],
      why: ['changed specs: mf-basket-cart.spec.ts'],
    });
  });

  it('scripts/, the e2e harness, the lockfile and the root settings fall back to everything, saying why', () => {
    for (const file of [
      'scripts/start.mjs',
      'e2e/tests/fixtures.ts',
      'e2e/tests/support/faults.ts',
      'e2e/playwright.config.ts',
      'e2e/global-setup.ts',
      'pnpm-lock.yaml',
      'package.json',
      'tsconfig.base.json',
      '.ci/run',
    ]) {
      assert.ok(fallbackReason(file), `${file} falls back to everything`);
      assert.match(
        plan([file, 'mf-basket/src/a.ts'], ['mf-basket']).everything.join('\n'),
        new RegExp(file.replace(/\./g, '\\.')),
      );
    }
    for (const file of [
      'mf-basket/src/a.ts',
      'e2e/tests/shell.spec.ts',
      'docs/release.md',
      'README.md',
      'e2e/README.md',
      'releases.json',
    ]) {
      assert.equal(fallbackReason(file), null, `${file} is covered by the selection`);
    }
  });

  it('a document runs the citation check only; releases.json runs the N-1 check and its smoke', () => {
    const docs = plan(['docs/release.md'], []);
    assert.deepEqual(docs.typecheck, []);
    assert.equal(docs.e2e, null);
    assert.deepEqual(
      docs.testFiles.map((t) => t.file),
      ['scripts/doc-citations.test.mjs'],
    );
    const releases = plan(['releases.json'], []);
    assert.deepEqual(
      releases.testFiles.map((t) => t.file),
      [...N1_CHECKS, ...CONTRACT_CHECKS],
    );
    assert.deepEqual(releases.e2e?.tags, ['@shell']);
  });

  it('the provider reaches every spec', () => {
    assert.deepEqual(plan(['api/src/main.ts'], ['api']).e2e?.tags, [...APP_TAGS]);
  });

  it('the runtimes every page goes through reach every spec: the server, the release service, the release step', () => {
    const packages = [
      ...PACKAGES,
      ...['storefront-server', 'release', 'release-cli'].map((dir) => ({ name: `@shop/${dir}`, dir })),
    ];
    for (const [file, affected] of [
      ['storefront-server/src/app.ts', ['@shop/storefront-server', 'e2e', 'bench']],
      ['release/src/core.ts', ['@shop/release', '@shop/release-cli', '@shop/storefront-server', 'e2e', 'bench']],
      ['release-cli/src/run.ts', ['@shop/release-cli', 'e2e']],
    ] as const) {
      const p = planChecks({ changedFiles: [file], packages, affected: [...affected] });
      assert.deepEqual(p.everything, [], file);
      assert.deepEqual(p.e2e?.tags, [...APP_TAGS], file);
    }
  });
});

describe('grepFor', () => {
  it('matches a test by any of its tags or its file, and not a longer name', () => {
    const grep = new RegExp(grepFor({ tags: ['@mf-basket', '@shell'], files: ['shell.spec.ts'] }));
    assert.match(' mf-catalog-browse.spec.ts list → details → add to cart @mf-catalog @mf-basket', grep);
    assert.match(' shell.spec.ts composed storefront home', grep);
    assert.doesNotMatch(' mf-catalog-browse.spec.ts home @mf-catalog', grep);
    assert.doesNotMatch(' x.spec.ts a @mf-basket-typo', grep);
    assert.doesNotMatch(' myshell.spec.ts a', grep);
  });
});
