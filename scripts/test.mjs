#!/usr/bin/env node
// `npm test`: every test — typecheck, lint, unit (vitest in each package; node's test runner for
// the developer commands of scripts/), then e2e (Playwright in Debian's Chromium over the
// production build and the provider, one lane per core: e2e/env.ts).
// Exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, sourceTree } from './lib.mjs';
import { pnpm } from './pnpm.mjs';

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

// A passing run on a clean tree is recorded for its commit: `pnpm release publish` asks for one
// (@shop/release-cli gates.ts). Read now: a tree changed while the tests run is not what passed.
const tested = sourceTree();
const startedAt = Date.now();

const steps = [];
async function step(name, run) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const ok = (await run()) === 0;
  steps.push({ name, ok, seconds: (Date.now() - started) / 1000 });
  if (!ok) {
    summary();
    process.exit(1);
  }
}

function summary() {
  console.log('\n=== summary');
  for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)`);
}

/**
 * A Debian package the e2e suite runs (`path`: its program), installed when missing and we are
 * allowed to (root, apt): Chromium for the browsers, Prometheus for the two-server release drill
 * (e2e/tests/release-prometheus.spec.ts).
 */
let aptUpdated = false;
function ensureDebianPackage(name, path, { recommends = true } = {}) {
  if (existsSync(path)) return 0;
  if (process.getuid?.() !== 0) {
    console.error(`${name} is missing at ${path}; install Debian's ${name} package (apt-get install ${name}).`);
    return 1;
  }
  console.log(`[setup] installing Debian ${name}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    if (update.status !== 0) return update.status ?? 1;
    aptUpdated = true;
  }
  const install = ['install', '-y', '-qq', ...(recommends ? [] : ['--no-install-recommends']), name];
  return spawnSync('apt-get', install, { stdio: 'inherit', env }).status ?? 1;
}

/**
 * The unit tests, two runs at a time (a vitest run spends part of its time starting up on one
 * core), the slowest first. The browser packages, each of whose vitest.config.mjs is build-preset's
 * unitTestConfig(), run as one vitest run (build-preset/vitest.packages.config.mjs): one jsdom and
 * one module graph serve them all, where nine runs each imported React, effector and the shared
 * packages again. Every other package runs its own `test` script. pnpm's order (`pnpm -r`:
 * topological batches, or by folder with --no-sort) started the release tool's tests last and left
 * a core idle behind them (bench/README.md "Unit stage"). Each line of output is prefixed with its
 * run, as pnpm does.
 */
const BROWSER_PACKAGES = 'browser packages';
const SLOWEST_FIRST = ['release-cli', 'api', BROWSER_PACKAGES, 'storefront-server'];
async function unitTests() {
  const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const folders = [...workspace.matchAll(/^\s+- (\S+)$/gm)]
    .map((match) => match[1])
    .filter((folder) => JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).scripts?.test)
    .filter((folder) => folder !== 'e2e');
  const { unitTestConfig } = await import('@shop/build-preset/vitest');
  const preset = JSON.stringify(unitTestConfig());
  const browser = [];
  for (const folder of folders) {
    const config = join(root, folder, 'vitest.config.mjs');
    if (existsSync(config) && JSON.stringify((await import(pathToFileURL(config).href)).default) === preset)
      browser.push(folder);
  }
  const bins = (folder) => [join(root, folder, 'node_modules', '.bin'), join(root, 'node_modules', '.bin')];
  const runs = [
    ...(browser.length === 0
      ? []
      : [
          {
            name: BROWSER_PACKAGES,
            cwd: root,
            script: 'vitest run --config build-preset/vitest.packages.config.mjs',
            bins: bins('build-preset'),
            env: { UNIT_TEST_PACKAGES: browser.join(',') },
          },
        ]),
    // Each script run as `pnpm run test` runs it (the package's and the root's bins first on the
    // PATH), without starting pnpm for it: a second of CPU per package.
    ...folders
      .filter((folder) => !browser.includes(folder))
      .map((folder) => ({
        name: folder,
        cwd: join(root, folder),
        script: JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).scripts.test,
        bins: bins(folder),
        env: {},
      })),
  ];
  const rank = ({ name }) => (SLOWEST_FIRST.includes(name) ? SLOWEST_FIRST.indexOf(name) : SLOWEST_FIRST.length);
  const queue = runs.sort((a, b) => rank(a) - rank(b));
  console.log(`[unit] ${BROWSER_PACKAGES} in one run: ${browser.join(', ')}`);
  const failed = [];
  const runOne = ({ name, cwd, script, bins, env }) =>
    new Promise((resolve) => {
      const child = spawn(script, {
        shell: true,
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          ...env,
          PATH: [...bins, process.env.PATH].join(delimiter),
          FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
        },
      });
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`${name} test: ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`${name} test: ${rest}\n`));
      }
      child.on('close', (code) => {
        if (code !== 0) failed.push(name);
        resolve();
      });
    });
  const lane = async () => {
    for (let run = queue.shift(); run; run = queue.shift()) await runOne(run);
  };
  await Promise.all([lane(), lane()]);
  if (failed.length > 0) console.error(`unit tests failed in: ${failed.join(', ')}`);
  return failed.length === 0 ? 0 : 1;
}

await step('install', () => pnpm(['install', '--frozen-lockfile', '--prefer-offline']));
// Loaded once installed: the record's writer is the gates' own (TypeScript, run with tsx).
const { tsImport } = await import('tsx/esm/api');
const { writeTestRecord } = await tsImport('@shop/release-cli/gates', import.meta.url);
await step('typecheck', () => {
  const packages = pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
  // The TypeScript tools of scripts/ (the affected checks: scripts/affected/) are in no package.
  return (
    packages || spawnSync(process.execPath, [tsc, '-p', 'scripts/affected'], { stdio: 'inherit', cwd: root }).status
  );
});
await step('lint and format', () => pnpm(['exec', 'biome', 'check', '.']));
// The developer commands' own tests (import boundaries, the build, the docs): node's test runner
// over scripts/**/*.test.mjs (named one by one: given a folder, node would also run this file).
// Its TypeScript tests (scripts/affected/*.test.ts, with the e2e tag check) run through tsx.
const scriptFiles = readdirSync(join(root, 'scripts'), { recursive: true }).map((file) => join('scripts', file));
const scriptTests = scriptFiles.filter((file) => file.endsWith('.test.mjs'));
const scriptTsTests = scriptFiles.filter((file) => file.endsWith('.test.ts'));
const nodeTest = (args) => spawnSync(process.execPath, args, { stdio: 'inherit', cwd: root }).status ?? 1;
await step(
  'scripts',
  () => nodeTest(['--test', ...scriptTests]) || nodeTest(['--import', 'tsx', '--test', ...scriptTsTests]),
);
await step('unit', () => unitTests());
// The e2e suite drives Chromium's headless shell (e2e/env.ts: a third less CPU per page load than
// the desktop build); Debian's chromium stays the browser of `pnpm bench` and Lighthouse. A machine
// that cannot install the shell runs the suite in chromium, as before.
await step('chromium', () => {
  if (process.env.CHROMIUM_PATH) return ensureDebianPackage('chromium', process.env.CHROMIUM_PATH);
  const chromium = ensureDebianPackage('chromium', '/usr/bin/chromium');
  if (ensureDebianPackage('chromium-headless-shell', '/usr/bin/chromium-headless-shell') !== 0)
    console.log('[setup] no chromium-headless-shell: the e2e suite runs in /usr/bin/chromium');
  return chromium;
});
// Its recommends (a node exporter service) are not needed: the drill starts Prometheus itself.
await step('prometheus', () =>
  ensureDebianPackage('prometheus', process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus', { recommends: false }),
);
await step('e2e', () => pnpm(['--filter', 'e2e', 'run', 'test']));
summary();
const after = sourceTree();
if (tested.commit && !tested.dirty && !after.dirty && after.commit === tested.commit) {
  writeTestRecord(tested.commit, { seconds: Math.round((Date.now() - startedAt) / 1000) });
  console.log(`[test] recorded a passing run of ${tested.commit.slice(0, 7)} (@shop/release-cli gates.ts)`);
} else {
  console.log('[test] the tree had uncommitted changes: no passing test record written (publish asks for one)');
}
