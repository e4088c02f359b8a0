// What the local build left in the deploy folder for the release tool: each target's latest build
// (scripts/build-app.mjs writes `<folder>/LATEST_BUILD`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployDir } from '../lib.mjs';

/** The version scripts/build-app.mjs built last for this target ('shell' or a remote folder), or null. */
export function latestBuild(folder, dir = deployDir()) {
  try {
    return readFileSync(join(dir, folder, 'LATEST_BUILD'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
