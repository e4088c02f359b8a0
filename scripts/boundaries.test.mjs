// The import boundaries fail on a planted violation: biome.json's (docs/adr/003-the-contract.md: no
// application imports another's source, a remote's features import no app layer, the contract
// imports neither React nor a runtime client, every package is imported by its name, never by a
// relative path into its src/; README "Layout": the storefront server imports no release-tool code,
// @shop/release neither the server nor the tool), and one over every source file: nothing outside
// scripts/ imports scripts/.
// Run by `npm test` (node --test scripts/*.test.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { root } from './lib.mjs';

const biome = join(root, 'node_modules', '.bin', 'biome');

/** Lints `source` as if it were the file at `path`; returns the rules that fired. */
function rulesFiredAt(path, source) {
  const dir = join(root, path, '..', `__planted_${process.pid}`);
  const file = join(dir, path.split('/').pop());
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(file, source);
    const run = spawnSync(biome, ['lint', '--reporter=json', file], { cwd: root, encoding: 'utf8' });
    const report = JSON.parse(run.stdout);
    return report.diagnostics.map((d) => d.category);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const RESTRICTED = 'lint/style/noRestrictedImports';

test('a remote may not import another remote', () => {
  const fired = rulesFiredAt(
    'mf-catalog/src/features/home/planted.ts',
    "import { x } from '../../../../mf-basket/src/features/cart/model';\nexport const a = x;\n",
  );
  assert.ok(fired.includes(RESTRICTED), `fired: ${fired}`);
});

test("a remote's app layer may not import another remote either", () => {
  const fired = rulesFiredAt(
    'mf-basket/src/app/planted.ts',
    "import { y } from '../../../mf-account/src/lib/save';\nexport const a = y;\n",
  );
  assert.ok(fired.includes(RESTRICTED), `fired: ${fired}`);
});

test('an application imports no other by its package name either; the tests may read the route table', () => {
  const fired = rulesFiredAt(
    'mf-catalog/src/app/planted.ts',
    "import { ownerOf } from 'shell/routes';\nexport const a = ownerOf;\n",
  );
  assert.ok(fired.includes(RESTRICTED), `fired: ${fired}`);
  const e2e = rulesFiredAt(
    'e2e/tests/planted.ts',
    "import { ownerOf } from 'shell/routes';\nexport const a = ownerOf;\n",
  );
  assert.deepEqual(e2e, []);
});

test('a feature may not import the app layer', () => {
  const fired = rulesFiredAt(
    'mf-account/src/features/points/planted.ts',
    "import { z } from '../../app/routes';\nexport const a = z;\n",
  );
  assert.ok(fired.includes(RESTRICTED), `fired: ${fired}`);
});

test('the contract may not import an application', () => {
  const fired = rulesFiredAt(
    'shared/src/state/planted.ts',
    "import { w } from '../../../shell/src/app/routes';\nexport const a = w;\n",
  );
  assert.ok(fired.includes(RESTRICTED), `fired: ${fired}`);
});

test('imports inside a feature and from the contract are fine', () => {
  const fired = rulesFiredAt(
    'mf-account/src/features/points/planted.ts',
    "import { formatPounds } from '@shop/shared/format';\nimport { save } from '../../lib/save';\nexport const a = [formatPounds, save];\n",
  );
  assert.deepEqual(fired, []);
});

test('the contract imports no React, the React kit included', () => {
  for (const source of [
    "import { useState } from 'react';\nexport const a = useState;\n",
    "import { Field } from '@shop/react-kit';\nexport const a = Field;\n",
  ]) {
    const fired = rulesFiredAt('shared/src/state/planted.ts', source);
    assert.ok(fired.includes(RESTRICTED), `fired: ${fired} for ${source}`);
  }
});

test('the contract imports no runtime client, which may use the contract', () => {
  for (const source of [
    "import axios from 'axios';\nexport const a = axios;\n",
    "import { callProvider } from '@shop/provider-client';\nexport const a = callProvider;\n",
    "import { createQuery } from '@farfetched/core';\nexport const a = createQuery;\n",
  ]) {
    const fired = rulesFiredAt('shared/src/validation/planted.ts', source);
    assert.ok(fired.includes(RESTRICTED), `fired: ${fired} for ${source}`);
  }
  const client = rulesFiredAt(
    'provider-client/src/planted.ts',
    "import axios from 'axios';\nimport { providerCalls } from '@shop/shared';\nexport const a = [axios, providerCalls];\n",
  );
  assert.deepEqual(client, []);
});

test("nobody reaches into another package's src/ by a relative path; its own are fine", () => {
  for (const [path, source] of [
    [
      'api/test/planted.ts',
      "import { providerCalls } from '../../shared/src/api/calls';\nexport const a = providerCalls;\n",
    ],
    [
      'e2e/tests/planted.ts',
      "import { shapedAs } from '../../provider-client/src/testing/host-shapes';\nexport const a = shapedAs;\n",
    ],
    [
      'react-kit/src/planted.ts',
      "import { readText } from '../../provider-client/src/storage/local';\nexport const a = readText;\n",
    ],
  ]) {
    const fired = rulesFiredAt(path, source);
    assert.ok(fired.includes(RESTRICTED), `fired: ${fired} for ${path}`);
  }
  const own = rulesFiredAt(
    'provider-client/src/data/planted.ts',
    "import { callProvider } from '../client';\nimport { STORAGE_KEYS } from '@shop/shared';\nexport const a = [callProvider, STORAGE_KEYS];\n",
  );
  assert.deepEqual(own, []);
});

/** Lints the first of `files` (path → source, planted side by side) as they would sit in `folder`; returns the rules that fired. */
function rulesFiredAmong(folder, files) {
  const dir = join(root, folder, `__planted_${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
    const first = join(dir, Object.keys(files)[0]);
    const run = spawnSync(biome, ['lint', '--reporter=json', first], { cwd: root, encoding: 'utf8' });
    return JSON.parse(run.stdout).diagnostics.map((d) => d.category);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("the provider's files import each other without a circle, type imports included", () => {
  const circle = rulesFiredAmong('api/src', {
    'limits.ts': "import { ApiError } from './context';\nexport const refuse = () => new ApiError();\n",
    'context.ts': "import type { refuse } from './limits';\nexport class ApiError {}\nexport type R = typeof refuse;\n",
  });
  assert.ok(circle.includes('lint/suspicious/noImportCycles'), `fired: ${circle}`);
  const oneWay = rulesFiredAmong('api/src', {
    'limits.ts': "import { ApiError } from './api-error';\nexport const refuse = () => new ApiError();\n",
    'api-error.ts': 'export class ApiError {}\n',
  });
  assert.deepEqual(oneWay, []);
});

/**
 * Lints each of `sources`, planted side by side as `<name>-<i>.ts` in `folder`, in one run of biome
 * (each run scans the workspace first: seconds on a busy machine); returns the rules that fired
 * for each, in order.
 */
function rulesFiredForEach(folder, name, sources) {
  const dir = join(root, folder, `__planted_${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    const files = sources.map((source, i) => {
      const file = join(dir, `${name}-${i}.ts`);
      writeFileSync(file, source);
      return file;
    });
    const run = spawnSync(biome, ['lint', '--reporter=json', dir], { cwd: root, encoding: 'utf8' });
    const diagnostics = JSON.parse(run.stdout).diagnostics;
    return files.map((file) =>
      diagnostics.filter((d) => resolve(root, d.location?.path ?? '') === file).map((d) => d.category),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the storefront server imports no release-tool code, by name or by path; the release library is fine', () => {
  const [byName, byProcess, byPath, shared] = rulesFiredForEach('storefront-server/src', 'planted', [
    "import { runCli } from '@shop/release-cli';\nexport const a = runCli;\n",
    "import { releaseToolArgs } from '@shop/release-cli/process';\nexport const a = releaseToolArgs;\n",
    "import { runCli } from '../../release-cli/src/run';\nexport const a = runCli;\n",
    "import { release } from '@shop/release';\nimport { BEACON_PATH } from '@shop/release/service';\nexport const a = [release, BEACON_PATH];\n",
  ]);
  for (const fired of [byName, byProcess, byPath]) assert.ok(fired.includes(RESTRICTED), `fired: ${fired}`);
  assert.deepEqual(shared, []);
});

test('the release library imports neither the storefront server nor the release tool', () => {
  const [server, serverByPath, tool, toolByPath, own] = rulesFiredForEach('release/src/commands', 'planted', [
    "import { startStorefrontServer } from '@shop/storefront-server';\nexport const a = startStorefrontServer;\n",
    "import { createPages } from '../../../storefront-server/src/pages/pages';\nexport const a = createPages;\n",
    "import { runRelease } from '@shop/release-cli';\nexport const a = runRelease;\n",
    "import { gateProblems } from '../../../release-cli/src/gates';\nexport const a = gateProblems;\n",
    "import { refuse } from '../../core';\nexport const a = refuse;\n",
  ]);
  for (const fired of [server, serverByPath, tool, toolByPath])
    assert.ok(fired.includes(RESTRICTED), `fired: ${fired}`);
  assert.deepEqual(own, []);
});

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The workspace's source files outside scripts/, tracked or new (what git would commit). */
function sourcesOutsideScripts() {
  const run = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return run.stdout
    .split('\n')
    .filter((file) => SOURCE.test(file) && !file.startsWith('scripts/') && existsSync(join(root, file)));
}

/** Each import of `files` that resolves into scripts/: "file → specifier". */
function importsOfScripts(files) {
  const scripts = join(root, 'scripts');
  const found = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        if (!specifier.startsWith('.')) continue;
        const target = resolve(dirname(join(root, file)), specifier);
        if (!relative(scripts, target).startsWith('..')) found.push(`${file} → ${specifier}`);
      }
    }
  }
  return found;
}

test("nothing outside scripts/ imports scripts/: developer commands are no package's code (a planted import is found)", () => {
  const dir = join(root, 'api', 'src', `__planted_${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(
      join(dir, 'planted.ts'),
      "import { root } from '../../../scripts/lib.mjs';\nexport const a = root;\n",
    );
    const found = importsOfScripts(sourcesOutsideScripts());
    const planted = `api/src/__planted_${process.pid}/planted.ts → ../../../scripts/lib.mjs`;
    assert.ok(found.includes(planted), `the planted import was not found: ${found}`);
    assert.deepEqual(
      found.filter((line) => line !== planted),
      [],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
