// The deploy folder's registry as the storefront server reads it (deploy/registry.json; the release
// tool writes it through storage.mjs), and the release health counts beside it
// (deploy/.release-health.json: a hidden name, so scripts/serve.mjs never serves it), written
// atomically: write, then rename.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployDir, readJson } from '../lib.mjs';
import { emptyHealth } from './health.mjs';

const registryPath = (dir) => join(dir, 'registry.json');
const healthPath = (dir) => join(dir, '.release-health.json');

function writeAtomically(path, value) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, path);
}

export const loadRegistry = (dir = deployDir()) => readJson(registryPath(dir), { remotes: {} });

export function loadHealth(dir = deployDir()) {
  const health = readJson(healthPath(dir), null);
  return health && typeof health.remotes === 'object' && health.remotes !== null ? health : emptyHealth();
}

export const saveHealth = (health, dir = deployDir()) => writeAtomically(healthPath(dir), health);

/** The version scripts/build-app.mjs built last for this remote, or null. */
export function latestBuild(folder) {
  try {
    return readFileSync(join(deployDir(), folder, 'LATEST_BUILD'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
