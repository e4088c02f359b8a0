// The registry on disk (deploy/registry.json), written atomically: write, then rename.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployDir, readJson } from '../lib.mjs';

const registryPath = () => join(deployDir(), 'registry.json');

export const loadRegistry = () => readJson(registryPath(), { remotes: {} });

export function saveRegistry(registry) {
  const tmp = `${registryPath()}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(tmp, registryPath());
}

/** The version scripts/build-app.mjs built last for this remote, or null. */
export function latestBuild(folder) {
  try {
    return readFileSync(join(deployDir(), folder, 'LATEST_BUILD'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
