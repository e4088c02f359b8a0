// Puts builds into the release storage (storage.ts) before any release names them: a remote's
// version folder (its manifest last, so a folder with a manifest is whole), or a shell build (the
// content-hashed files it lists, then its version folder, manifest last). Versioned folders and
// hashed files are never changed once uploaded; nothing here changes what is live.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SHELL } from '../targets';
import { type DeployStorage, deployDir } from './storage';

/** Every file under `dir`, sorted; none when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Uploads `<folder>/<version>/` from the local deploy folder unless the storage has it; returns the count. */
export async function uploadVersion(
  storage: DeployStorage,
  folder: string,
  version: string,
  localDir = deployDir(),
): Promise<number> {
  const key = `${folder}/${version}`;
  if (await storage.has(`${key}/mf-manifest.json`)) return 0;
  const dir = join(localDir, folder, version);
  const manifest = join(dir, 'mf-manifest.json');
  // Not built here: nothing to upload, and the check that follows refuses it by name.
  const files = filesUnder(dir).filter((file) => file !== manifest);
  if (files.length === 0) return 0;
  let count = 0;
  if (folder === SHELL) count += await uploadShellAssets(storage, dir, localDir);
  for (const file of files) await storage.putFile(`${key}/${relative(dir, file)}`, file);
  await storage.putFile(`${key}/mf-manifest.json`, manifest);
  return count + files.length + 1;
}

/** A shell build's hashed files (its `assets.json`, written by scripts/build-app.mjs) the storage lacks. */
async function uploadShellAssets(storage: DeployStorage, versionDir: string, localDir: string): Promise<number> {
  let assets: unknown[] = [];
  try {
    assets = JSON.parse(readFileSync(join(versionDir, 'assets.json'), 'utf8'));
  } catch {
    return 0;
  }
  let count = 0;
  for (const asset of assets) {
    if (typeof asset !== 'string' || !/^shell\/assets\/[\w.-]+$/.test(asset)) continue;
    if (await storage.has(asset)) continue;
    await storage.putFile(asset, join(localDir, asset));
    count += 1;
  }
  return count;
}
