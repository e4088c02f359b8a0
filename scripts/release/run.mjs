// The release tool's commands over the release storage (the deploy folder, or a bucket:
// storage.mjs): parse, upload a new build's folder, read the registry, apply the pure transition
// (core.mjs), write the registry last, once. A refused command writes no registry.
import { deployDir, REMOTE_FOLDERS } from '../lib.mjs';
import { readIncidents } from '../server/region-render.mjs';
import { parseCommand } from './args.mjs';
import { releaser } from './audit.mjs';
import { checkManifest } from './build-check.mjs';
import { applyRelease, refuse } from './core.mjs';
import { healthSettings } from './health.mjs';
import { rollbackTarget } from './history.mjs';
import { formatStatus } from './status.mjs';
import { folderStorage, storageFromEnv } from './storage.mjs';
import { latestBuild, loadHealth, loadRegistry } from './store.mjs';
import { uploadShell, uploadVersion } from './upload.mjs';

function parseStored(text, what, where) {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return refuse(`${what} in ${where} does not parse`);
  }
}

export const readRegistry = async (storage) =>
  parseStored(await storage.read('registry.json'), 'registry.json', storage.where) ?? { remotes: {} };

/** The manifests a command may check: its version, --to, the canary and the rollback target. */
async function candidateManifests(storage, command, record) {
  const versions = [command.version, command.to, record?.canary?.version, record ? rollbackTarget(record) : null];
  const unique = [...new Set(versions.filter(Boolean))];
  const texts = await Promise.all(unique.map((v) => storage.read(`${command.folder}/${v}/mf-manifest.json`)));
  return new Map(unique.map((version, i) => [version, texts[i]]));
}

/**
 * Applies one command to the storage's registry.json; answers what it did. `by` defaults to the
 * person at the terminal; the storage to RELEASE_S3_BUCKET's, else DEPLOY_DIR (`dir` names a
 * deploy folder instead: the storefront server's release service and console pass theirs).
 */
async function applyToStorage(command, { by = releaser(), dir, storage } = {}) {
  storage ??= dir ? folderStorage(dir) : await storageFromEnv();
  if (command.verb === 'publish' && !command.version) {
    command = {
      ...command,
      version: latestBuild(command.folder) ?? refuse(`${command.folder} has no build to publish; run its build first`),
    };
  }
  // Versioned folders first, the registry last: no reader sees a registry naming missing files.
  if (command.verb === 'publish') await uploadVersion(storage, command.folder, command.version);
  const registry = await readRegistry(storage);
  const shellManifest = parseStored(await storage.read('mf-manifest.json'), 'mf-manifest.json', storage.where);
  const manifests = await candidateManifests(storage, command, registry.remotes?.[command.container]);
  const firstCodeOf = (folder, version) =>
    checkManifest({
      folder,
      version,
      manifestText: manifests.get(version) ?? null,
      shellManifest,
      where: storage.where,
    });
  const context = { at: new Date().toISOString(), by, firstCodeOf };
  const { registry: next, message } = applyRelease(registry, command, context);
  await storage.write('registry.json', `${JSON.stringify(next, null, 2)}\n`);
  return message;
}

/** Release commands of this process run one at a time: each reads the registry the last one wrote. */
let queue = Promise.resolve();

/** `applyToStorage`, after every release command started before it in this process. */
export function release(command, options) {
  const run = queue.then(() => applyToStorage(command, options));
  queue = run.catch(() => undefined);
  return run;
}

/** The CLI: `argv` after the script name → the text to print (or a Refusal thrown). */
export async function runCli(argv) {
  const command = parseCommand(argv);
  const storage = await storageFromEnv();
  if (command.verb === 'upload-shell') {
    const count = await uploadShell(storage);
    return count ? `uploaded the shell (${count} files) to ${storage.where}` : 'no shell build: run its build first';
  }
  if (command.verb !== 'status') return release(command, { storage });
  const folders = command.folder ? [command.folder] : REMOTE_FOLDERS;
  const health = { counts: loadHealth(), now: Date.now(), settings: healthSettings() };
  // Server-render incidents are written by the storefront server beside the deploy folder it serves.
  const incidents = readIncidents(deployDir());
  return formatStatus(await readRegistry(storage), folders, { all: Boolean(command.folder), health, incidents });
}

/**
 * scripts/build-all.mjs: points a remote at its latest build in the deploy folder, unless that is
 * already live or a canary is running (a release manager's canary is not overridden by a local build).
 */
export async function publishLatestBuild(folder, reason) {
  const version = latestBuild(folder);
  const record = loadRegistry().remotes[folder.replace(/-/g, '_')];
  if (!version || record?.live === version) return null;
  if (record?.canary) {
    console.log(`[release] ${folder}: canary ${record.canary.version} running; ${version} left unpublished`);
    return null;
  }
  await release(
    { verb: 'publish', folder, container: folder.replace(/-/g, '_'), version, reason },
    { dir: deployDir() },
  );
  return version;
}
