// The builds a deploy folder holds: each target's latest local build (scripts/build-app.mjs writes
// `<folder>/LATEST_BUILD`), each version's build record, and a version's manifest as the release
// storage has it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { refuse } from '../refusal';
import type { DeployStorage } from './storage';
import { deployDir } from './storage';

/**
 * A version's build record, `<folder>/<version>/.build-info.json` (hidden: never served): the commit
 * it was built from and whether the tree was dirty, for the publish gates (release-cli gates.ts).
 */
export const BUILD_INFO = '.build-info.json';

/** The version scripts/build-app.mjs built last for this target ('shell' or a remote folder), or null. */
export function latestBuild(folder: string, dir = deployDir()): string | null {
  try {
    return readFileSync(join(dir, folder, 'LATEST_BUILD'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** A JSON file of the storage, parsed; null when it is not there, a Refusal when it does not parse. */
export async function readStoredJson<T = unknown>(storage: DeployStorage, key: string): Promise<T | null> {
  const text = await storage.read(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return refuse(`${key} in ${storage.where} does not parse`);
  }
}

/** Where the live shell's manifest is: its version folder's, else (a folder from before shells had versions) the root one. */
export const liveShellManifestKey = (shellLive: string | undefined) =>
  shellLive ? `shell/${shellLive}/mf-manifest.json` : 'mf-manifest.json';
