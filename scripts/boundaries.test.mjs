// The import boundaries in biome.json fail on a planted violation (docs/adr/003-the-contract.md):
// no application imports another's source, a remote's features import no app layer, the contract
// imports neither React nor a runtime client, and every package is imported by its name, never by
// a relative path into its src/.
// Run by `npm test` (node --test scripts/*.test.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from './lib.mjs';

const biome = join(root, 'node_modules', '.bin', 'biome');

/** Lints `source` as if it were the file at `path`; answers the rules that fired. */
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

/** Lints the first of `files` (path → source, planted side by side) as they would sit in `folder`; answers the rules that fired. */
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
