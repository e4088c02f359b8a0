// Puts builds into the release storage (storage.mjs) before any registry names them: a remote's
// version folder (its manifest last, so a folder with a manifest is whole), or the shell (its
// content-hashed files, then its manifest, then the page that loads them). Versioned folders are
// never changed once uploaded.
import { join, relative } from 'node:path';
import { deployDir, listFiles } from '../lib.mjs';

/** Uploads `<folder>/<version>/` from the local deploy folder unless the storage has it; answers the count. */
export async function uploadVersion(storage, folder, version, localDir = deployDir()) {
  const key = `${folder}/${version}`;
  if (await storage.has(`${key}/mf-manifest.json`)) return 0;
  const dir = join(localDir, folder, version);
  const manifest = join(dir, 'mf-manifest.json');
  // Not built here: nothing to upload, and the check that follows refuses it by name.
  const files = listFiles(dir).filter((file) => file !== manifest);
  if (files.length === 0) return 0;
  for (const file of files) await storage.putFile(`${key}/${relative(dir, file)}`, file);
  await storage.putFile(`${key}/mf-manifest.json`, manifest);
  return files.length + 1;
}

/** Uploads the shell from the local deploy folder; answers the count. */
export async function uploadShell(storage, localDir = deployDir()) {
  const shellDir = join(localDir, 'shell');
  const files = listFiles(shellDir);
  if (files.length === 0) return 0;
  for (const file of files) await storage.putFile(`shell/${relative(shellDir, file)}`, file);
  await storage.putFile('mf-manifest.json', join(localDir, 'mf-manifest.json'));
  await storage.putFile('index.html', join(localDir, 'index.html'));
  return files.length + 2;
}
