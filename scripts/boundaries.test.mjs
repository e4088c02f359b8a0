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
import { basename, dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { root } from './lib.mjs';

const biome = join(root, 'node_modules', '.bin', 'biome');

/**
 * Lints every planted case in one run of biome (each run scans the workspace first, about 2 s: a
 * run per case cost the scripts stage some 40 s). `cases`: name → { at: where the file would sit,
 * source, beside: files planted next to it }. Each case sits in a folder of its own beside `at`.
 * Returns name → the rules that fired on that file.
 */
function rulesFired(cases) {
  const folders = [];
  const files = {};
  Object.entries(cases).forEach(([name, { at, source, beside = {} }], i) => {
    const folder = join(root, dirname(at), `__planted_${process.pid}_${i}`);
    mkdirSync(folder, { recursive: true });
    folders.push(folder);
    for (const [other, text] of Object.entries(beside)) writeFileSync(join(folder, other), text);
    files[name] = join(folder, basename(at));
    writeFileSync(files[name], source);
  });
  try {
    const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', ...Object.values(files)], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    const { diagnostics } = JSON.parse(run.stdout);
    return Object.fromEntries(
      Object.entries(files).map(([name, file]) => [
        name,
        diagnostics.filter((d) => resolve(root, d.location?.path ?? '') === file).map((d) => d.category),
      ]),
    );
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

const RESTRICTED = 'lint/style/noRestrictedImports';
const uses = (from, name) => `import { ${name} } from '${from}';\nexport const a = ${name};\n`;

const fired = rulesFired({
  remoteToRemote: {
    at: 'mf-catalog/src/features/home/planted.ts',
    source: uses('../../../../mf-basket/src/features/cart/model', 'x'),
  },
  appLayerToRemote: { at: 'mf-basket/src/app/planted.ts', source: uses('../../../mf-account/src/lib/save', 'y') },
  appByName: { at: 'mf-catalog/src/app/planted.ts', source: uses('shell/routes', 'ownerOf') },
  e2eReadsRoutes: { at: 'e2e/tests/planted.ts', source: uses('shell/routes', 'ownerOf') },
  featureToApp: { at: 'mf-account/src/features/points/planted.ts', source: uses('../../app/routes', 'z') },
  contractToApp: { at: 'shared/src/state/planted.ts', source: uses('../../../shell/src/app/routes', 'w') },
  featureFine: {
    at: 'mf-account/src/features/points/planted.ts',
    source:
      "import { formatPounds } from '@shop/shared/format';\nimport { save } from '../../lib/save';\nexport const a = [formatPounds, save];\n",
  },
  contractReact: { at: 'shared/src/state/planted.ts', source: uses('react', 'useState') },
  contractReactKit: { at: 'shared/src/state/planted.ts', source: uses('@shop/react-kit', 'Field') },
  contractAxios: {
    at: 'shared/src/validation/planted.ts',
    source: "import axios from 'axios';\nexport const a = axios;\n",
  },
  contractClient: { at: 'shared/src/validation/planted.ts', source: uses('@shop/provider-client', 'callProvider') },
  contractFarfetched: { at: 'shared/src/validation/planted.ts', source: uses('@farfetched/core', 'createQuery') },
  clientFine: {
    at: 'provider-client/src/planted.ts',
    source:
      "import axios from 'axios';\nimport { providerCalls } from '@shop/shared';\nexport const a = [axios, providerCalls];\n",
  },
  apiIntoShared: { at: 'api/test/planted.ts', source: uses('../../shared/src/api/calls', 'providerCalls') },
  e2eIntoClient: {
    at: 'e2e/tests/planted.ts',
    source: uses('../../provider-client/src/testing/host-shapes', 'shapedAs'),
  },
  kitIntoClient: {
    at: 'react-kit/src/planted.ts',
    source: uses('../../provider-client/src/storage/local', 'readText'),
  },
  clientOwnFine: {
    at: 'provider-client/src/data/planted.ts',
    source:
      "import { callProvider } from '../client';\nimport { STORAGE_KEYS } from '@shop/shared';\nexport const a = [callProvider, STORAGE_KEYS];\n",
  },
  providerCircle: {
    at: 'api/src/limits.ts',
    source: "import { ApiError } from './context';\nexport const refuse = () => new ApiError();\n",
    beside: {
      'context.ts':
        "import type { refuse } from './limits';\nexport class ApiError {}\nexport type R = typeof refuse;\n",
    },
  },
  providerOneWay: {
    at: 'api/src/limits.ts',
    source: "import { ApiError } from './api-error';\nexport const refuse = () => new ApiError();\n",
    beside: { 'api-error.ts': 'export class ApiError {}\n' },
  },
  serverToToolByName: { at: 'storefront-server/src/planted.ts', source: uses('@shop/release-cli', 'runCli') },
  serverToToolProcess: {
    at: 'storefront-server/src/planted.ts',
    source: uses('@shop/release-cli/process', 'releaseToolArgs'),
  },
  serverToToolByPath: { at: 'storefront-server/src/planted.ts', source: uses('../../release-cli/src/run', 'runCli') },
  serverToLibraryFine: {
    at: 'storefront-server/src/planted.ts',
    source:
      "import { release } from '@shop/release';\nimport { BEACON_PATH } from '@shop/release/service';\nexport const a = [release, BEACON_PATH];\n",
  },
  libraryToServer: {
    at: 'release/src/commands/planted.ts',
    source: uses('@shop/storefront-server', 'startStorefrontServer'),
  },
  libraryToServerByPath: {
    at: 'release/src/commands/planted.ts',
    source: uses('../../../storefront-server/src/pages/pages', 'createPages'),
  },
  libraryToTool: { at: 'release/src/commands/planted.ts', source: uses('@shop/release-cli', 'runRelease') },
  libraryToToolByPath: {
    at: 'release/src/commands/planted.ts',
    source: uses('../../../release-cli/src/gates', 'gateProblems'),
  },
  libraryOwnFine: { at: 'release/src/commands/planted.ts', source: uses('../../core', 'refuse') },
});

/** Each named case had `rule` reported (a planted violation is found). */
function reported(rule, ...names) {
  for (const name of names) assert.ok(fired[name].includes(rule), `${name} fired: ${fired[name]}`);
}
/** Each named case had nothing reported. */
function clean(...names) {
  for (const name of names) assert.deepEqual(fired[name], [], name);
}

test('a remote may not import another remote', () => reported(RESTRICTED, 'remoteToRemote'));

test("a remote's app layer may not import another remote either", () => reported(RESTRICTED, 'appLayerToRemote'));

test('an application imports no other by its package name either; the tests may read the route table', () => {
  reported(RESTRICTED, 'appByName');
  clean('e2eReadsRoutes');
});

test('a feature may not import the app layer', () => reported(RESTRICTED, 'featureToApp'));

test('the contract may not import an application', () => reported(RESTRICTED, 'contractToApp'));

test('imports inside a feature and from the contract are fine', () => clean('featureFine'));

test('the contract imports no React, the React kit included', () =>
  reported(RESTRICTED, 'contractReact', 'contractReactKit'));

test('the contract imports no runtime client, which may use the contract', () => {
  reported(RESTRICTED, 'contractAxios', 'contractClient', 'contractFarfetched');
  clean('clientFine');
});

test("nobody reaches into another package's src/ by a relative path; its own are fine", () => {
  reported(RESTRICTED, 'apiIntoShared', 'e2eIntoClient', 'kitIntoClient');
  clean('clientOwnFine');
});

test("the provider's files import each other without a circle, type imports included", () => {
  reported('lint/suspicious/noImportCycles', 'providerCircle');
  clean('providerOneWay');
});

test('the storefront server imports no release-tool code, by name or by path; the release library is fine', () => {
  reported(RESTRICTED, 'serverToToolByName', 'serverToToolProcess', 'serverToToolByPath');
  clean('serverToLibraryFine');
});

test('the release library imports neither the storefront server nor the release tool', () => {
  reported(RESTRICTED, 'libraryToServer', 'libraryToServerByPath', 'libraryToTool', 'libraryToToolByPath');
  clean('libraryOwnFine');
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
