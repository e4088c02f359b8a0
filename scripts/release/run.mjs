// The release tool's commands over the deploy folder: parse, read the registry, apply the pure
// transition (core.mjs), write the registry once. A refused command writes nothing.
import { deployDir, REMOTE_FOLDERS } from '../lib.mjs';
import { parseCommand } from './args.mjs';
import { releaser } from './audit.mjs';
import { checkBuild } from './build-check.mjs';
import { applyRelease, refuse } from './core.mjs';
import { healthSettings } from './health.mjs';
import { formatStatus } from './status.mjs';
import { latestBuild, loadHealth, loadRegistry, saveRegistry } from './store.mjs';

/**
 * Applies one command to the deploy folder's registry.json; answers what it did. `by` and `dir`
 * default to the person at the terminal and DEPLOY_DIR (the release service passes its own).
 */
export function release(command, { by = releaser(), dir = deployDir() } = {}) {
  if (command.verb === 'publish' && !command.version) {
    command = {
      ...command,
      version: latestBuild(command.folder) ?? refuse(`${command.folder} has no build to publish; run its build first`),
    };
  }
  const context = { at: new Date().toISOString(), by, firstCodeOf: checkBuild };
  const { registry, message } = applyRelease(loadRegistry(dir), command, context);
  saveRegistry(registry, dir);
  return message;
}

/** The CLI: `argv` after the script name → the text to print (or a Refusal thrown). */
export function runCli(argv) {
  const command = parseCommand(argv);
  if (command.verb !== 'status') return release(command);
  const folders = command.folder ? [command.folder] : REMOTE_FOLDERS;
  const health = { counts: loadHealth(), now: Date.now(), settings: healthSettings() };
  return formatStatus(loadRegistry(), folders, { all: Boolean(command.folder), health });
}

/**
 * scripts/build-all.mjs: points a remote at its latest build, unless that is already live or a
 * canary is running (a release manager's canary is not overridden by a local build).
 */
export function publishLatestBuild(folder, reason) {
  const version = latestBuild(folder);
  const record = loadRegistry().remotes[folder.replace(/-/g, '_')];
  if (!version || record?.live === version) return null;
  if (record?.canary) {
    console.log(`[release] ${folder}: canary ${record.canary.version} running; ${version} left unpublished`);
    return null;
  }
  release({ verb: 'publish', folder, container: folder.replace(/-/g, '_'), version, reason });
  return version;
}
