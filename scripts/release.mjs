#!/usr/bin/env node
// pnpm release publish <remote> [version] | rollback <remote> [--to <version>] | status
// Publishing and rolling back edit only deploy/registry.json (validated first, written
// atomically); the next page load picks the change up. Nothing is rebuilt.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOADED_BY_FIRST_REMOTE } from '../shared/build/singletons.mjs';
import { containerOf, deployDir, folderOf, REMOTE_FOLDERS, readJson } from './lib.mjs';

const registryPath = () => join(deployDir(), 'registry.json');
export const loadRegistry = () => readJson(registryPath(), { remotes: {} });

function fail(message) {
  const error = new Error(message);
  error.refused = true;
  throw error;
}

function parseVersion(v) {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(v ?? '');
  return m ? m.slice(1, 4).map(Number) : null;
}

/** `^1.2.3` / `~1.2.3` / exact, enough for the shared-singleton ranges our preset writes. */
export function satisfies(version, range) {
  const have = parseVersion(version);
  const want = parseVersion(String(range).replace(/^[\^~>=]+/, ''));
  if (!have || !want) return true;
  const cmp = have[0] - want[0] || have[1] - want[1] || have[2] - want[2];
  if (String(range).startsWith('^')) return have[0] === want[0] && cmp >= 0;
  if (String(range).startsWith('~')) return have[0] === want[0] && have[1] === want[1] && cmp >= 0;
  return cmp === 0;
}

/** The target must exist, parse, and share singletons the live shell can honour. */
export function validateTarget(folder, version) {
  const manifestPath = join(deployDir(), folder, version, 'mf-manifest.json');
  if (!existsSync(manifestPath)) fail(`${folder} ${version} is not built: ${manifestPath} is missing`);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    fail(`${folder} ${version}: mf-manifest.json does not parse`);
  }
  if (manifest?.name !== containerOf(folder)) fail(`${folder} ${version}: manifest names "${manifest?.name}"`);
  const shell = readJson(join(deployDir(), 'mf-manifest.json'), null);
  // Production remotes run on the federation runtime the shell provides (one per page), so
  // they must be built with the same major.minor of the federation plugin.
  const theirRuntime = manifest.metaData?.pluginVersion;
  const shellRuntime = shell?.metaData?.pluginVersion;
  if (
    theirRuntime &&
    shellRuntime &&
    theirRuntime.split('.').slice(0, 2).join('.') !== shellRuntime.split('.').slice(0, 2).join('.')
  ) {
    fail(`${folder} ${version} was built with federation ${theirRuntime}; the live shell provides ${shellRuntime}`);
  }
  for (const dep of shell?.shared ?? []) {
    const theirs = manifest.shared?.find((s) => s.name === dep.name);
    if (!theirs) continue;
    if (theirs.requiredVersion && !satisfies(dep.version, theirs.requiredVersion)) {
      fail(
        `${folder} ${version} needs ${dep.name}@${theirs.requiredVersion} but the live shell provides ${dep.version}`,
      );
    }
    if (dep.requiredVersion && !satisfies(theirs.version, dep.requiredVersion)) {
      fail(`${folder} ${version} brings ${dep.name}@${theirs.version}, outside the shell's ${dep.requiredVersion}`);
    }
  }
}

function save(registry) {
  const tmp = `${registryPath()}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(tmp, registryPath());
}

function normalise(remote) {
  const folder = remote.startsWith('mf_') ? folderOf(remote) : remote;
  if (!REMOTE_FOLDERS.includes(folder)) fail(`unknown remote "${remote}" (one of ${REMOTE_FOLDERS.join(', ')})`);
  return folder;
}

/**
 * The files a page needs first from this version, per exposed module: the container, the module's
 * first chunks and the remote's copy of the singletons the shell does not bundle (the first remote
 * on a page brings them), from its manifest. The registry carries them for the live version, so the
 * shell's entry chunk preloads them in one wave as soon as the registry answers, instead of one
 * round trip after another (manifest, container, module, router).
 */
export function firstCode(folder, version) {
  const manifest = readJson(join(deployDir(), folder, version, 'mf-manifest.json'), null);
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return {};
  const brought = (manifest.shared ?? []).filter((s) => LOADED_BY_FIRST_REMOTE.includes(s.name));
  const out = {};
  for (const expose of manifest.exposes ?? []) {
    const js = [`${entry.path ?? ''}${entry.name}`, ...(expose.assets?.js?.sync ?? [])];
    const css = [...(expose.assets?.css?.sync ?? [])];
    for (const shared of brought) {
      js.push(...(shared.assets?.js?.sync ?? []));
      css.push(...(shared.assets?.css?.sync ?? []));
    }
    out[expose.name] = { js: [...new Set(js)], css: [...new Set(css)] };
  }
  return out;
}

export function publish(remote, version, action = 'publish') {
  const folder = normalise(remote);
  const target = version ?? readFileSafe(join(deployDir(), folder, 'LATEST_BUILD'));
  if (!target) fail(`${folder} has no build to publish; run its build first`);
  validateTarget(folder, target);
  const registry = loadRegistry();
  const name = containerOf(folder);
  const record = registry.remotes[name] ?? { folder, live: '', history: [] };
  record.live = target;
  record.firstCode = firstCode(folder, target);
  record.history.push({ version: target, at: new Date().toISOString(), action });
  registry.remotes[name] = record;
  save(registry);
  return target;
}

function readFileSafe(path) {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
}

export function rollback(remote, to) {
  const folder = normalise(remote);
  const record = loadRegistry().remotes[containerOf(folder)];
  if (!record) fail(`${folder} has never been published`);
  const seen = new Set([record.live]);
  const previous = [...record.history]
    .reverse()
    .map((h) => h.version)
    .find((v) => !seen.has(v) && seen.add(v));
  const target = to ?? previous;
  if (!target) fail(`${folder} has no earlier version to roll back to`);
  if (!record.history.some((h) => h.version === target)) fail(`${folder} ${target} was never published`);
  return publish(folder, target, 'rollback');
}

export function status() {
  const registry = loadRegistry();
  const lines = [];
  for (const folder of REMOTE_FOLDERS) {
    const record = registry.remotes[containerOf(folder)];
    if (!record) {
      lines.push(`${folder}: not published`);
      continue;
    }
    const last = record.history.at(-1);
    lines.push(`${folder}: live ${record.live} (${last?.action ?? '?'} at ${last?.at ?? '?'})`);
    for (const h of [...record.history].reverse().slice(0, 5))
      lines.push(`    ${h.at}  ${h.action.padEnd(8)} ${h.version}`);
  }
  return lines.join('\n');
}

if (process.argv[1]?.endsWith('release.mjs')) {
  const [verb, remote, ...rest] = process.argv.slice(2);
  try {
    if (verb === 'publish') console.log(`published ${remote} ${publish(remote, rest[0])}`);
    else if (verb === 'rollback') {
      const i = rest.indexOf('--to');
      console.log(`rolled back ${remote} to ${rollback(remote, i >= 0 ? rest[i + 1] : undefined)}`);
    } else if (verb === 'status') console.log(status());
    else fail('usage: pnpm release publish <remote> [version] | rollback <remote> [--to <version>] | status');
  } catch (error) {
    console.error(error.refused ? `refused: ${error.message}` : error);
    process.exit(1);
  }
}
