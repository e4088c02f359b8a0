// The release tool's commands over the release storage (the deploy folder, or a bucket:
// storage.mjs): parse, upload a new build's files, then one compare-and-set on the release state
// (state.mjs) that reads the newest state, checks the builds involved and applies the pure
// transition (core.mjs). A refused command changes nothing; one that lost a race decides again.
import { containerOf, deployDir, REMOTE_FOLDERS } from '../lib.mjs';
import { parseCommand } from './args.mjs';
import { releaser } from './audit.mjs';
import { checkManifest, checkShell } from './build-check.mjs';
import { applyRelease, Refusal, recordOf, refuse, SHELL, startLeavesAlone } from './core.mjs';
import { BUILD_INFO, gateProblems } from './gates.mjs';
import { rollbackTarget } from './history.mjs';
import { previewStatus, publishPreview } from './preview.mjs';
import { changeState, readState } from './state.mjs';
import { statusText } from './status-health.mjs';
import { folderStorage, storageFromEnv } from './storage.mjs';
import { latestBuild } from './store.mjs';
import { uploadVersion } from './upload.mjs';

/** Who a start (`npm start`, the root `pnpm dev`) records as the releaser of what it puts live. */
export const START_RELEASER = 'npm start';
/** Release targets, in the order a start puts them live: the shell first, then the remotes. */
export const TARGETS = [SHELL, ...REMOTE_FOLDERS];

function parseStored(text, what, where) {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return refuse(`${what} in ${where} does not parse`);
  }
}

const manifestOf = async (storage, folder, version) =>
  parseStored(
    await storage.read(`${folder}/${version}/mf-manifest.json`),
    `${folder}/${version}/mf-manifest.json`,
    storage.where,
  );

/** The live shell's manifest: its version folder's, else (a folder from before shells had versions) the root one. */
async function liveShellManifest(storage, state) {
  const key = state.shell?.live ? `shell/${state.shell.live}/mf-manifest.json` : 'mf-manifest.json';
  return parseStored(await storage.read(key), key, storage.where);
}

/** Versions a command may need to check: its version, --to, the canary and the rollback target. */
function candidates(command, record) {
  const versions = [command.version, command.to, record?.canary?.version, record ? rollbackTarget(record) : null];
  return [...new Set(versions.filter(Boolean))];
}

/**
 * `firstCodeOf(folder, version)` for this command: a remote's build is checked against the live
 * shell; a shell build against every remote's live and canary versions.
 */
async function buildChecker(storage, state, command) {
  const record = recordOf(state, command.container);
  const versions = candidates(command, record);
  const texts = new Map(
    await Promise.all(versions.map(async (v) => [v, await storage.read(`${command.folder}/${v}/mf-manifest.json`)])),
  );
  if (command.container === SHELL) {
    const remotes = [];
    for (const [container, other] of Object.entries(state.remotes ?? {})) {
      for (const version of [other.live, other.canary?.version].filter(Boolean)) {
        const manifest = await manifestOf(storage, other.folder, version);
        if (manifest) remotes.push({ label: `${other.folder ?? container} ${version}`, manifest });
      }
    }
    return (_folder, version) =>
      checkShell({ version, manifestText: texts.get(version) ?? null, remotes, where: storage.where });
  }
  const shellManifest = await liveShellManifest(storage, state);
  return (folder, version) =>
    checkManifest({ folder, version, manifestText: texts.get(version) ?? null, shellManifest, where: storage.where });
}

/** Applies one command to `state` (a copy): { state, message }, or a Refusal. */
async function decide(storage, state, command, by) {
  const gates =
    command.verb === 'publish' && !command.asStart && command.version
      ? await storage.read(`${command.folder}/${command.version}/${BUILD_INFO}`)
      : null;
  const context = {
    at: new Date().toISOString(),
    by,
    revision: state.revision + 1,
    firstCodeOf: await buildChecker(storage, state, command),
    gatesOf: () => gateProblems(gates),
  };
  return applyRelease(state, command, context);
}

/** Commands on the running canary: decided on the canary seen first, never on one started meanwhile. */
const ON_THE_CANARY = new Set(['promote', 'abort', 'share']);

/**
 * Applies one command to the release state; answers what it did. `by` defaults to the person at
 * the terminal; the storage to RELEASE_S3_BUCKET's, else DEPLOY_DIR (`dir` names a deploy folder
 * instead).
 */
export async function release(command, { by = releaser(), dir, storage } = {}) {
  storage ??= dir ? folderStorage(dir) : await storageFromEnv();
  if (command.verb === 'publish' && !command.version) {
    command = {
      ...command,
      version: latestBuild(command.folder) ?? refuse(`${command.folder} has no build to publish; run its build first`),
    };
  }
  // Versioned files first, the state last: no reader sees a registry naming missing files.
  if (command.verb === 'publish') await uploadVersion(storage, command.folder, command.version);
  let seen;
  const { message } = await changeState(storage, (state) => {
    if (ON_THE_CANARY.has(command.verb) && !command.version) {
      seen ??= recordOf(state, command.container)?.canary?.version ?? null;
      if (seen) return decide(storage, state, { ...command, version: seen }, by);
    }
    return decide(storage, state, command, by);
  });
  return message;
}

/**
 * `npm start` and the root `pnpm dev`: puts the latest local build of the shell and of each remote
 * live where an earlier start put the live one (startLeavesAlone), in one change of the state, so
 * a newcomer sees their code and a release manager's releases stand. Answers a line per target.
 */
export async function putStartBuildsLive({ storage = folderStorage(deployDir()), reason } = {}) {
  let lines = [];
  await changeState(storage, async (state) => {
    lines = [];
    let next = state;
    for (const folder of TARGETS) {
      const version = latestBuild(folder);
      const container = folder === SHELL ? SHELL : containerOf(folder);
      if (!version) continue;
      const skip = startLeavesAlone(folder, recordOf(next, container), version);
      if (skip) {
        lines.push(skip);
        continue;
      }
      const command = { verb: 'publish', folder, container, version, asStart: true, reason };
      try {
        next = (await decide(storage, { ...next, revision: state.revision }, command, START_RELEASER)).state;
        lines.push(`${folder} live: ${version}`);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        lines.push(`${folder} ${version} left unpublished: ${error.message}`);
      }
    }
    return next === state ? { message: '' } : { state: next, message: '' };
  });
  return lines;
}

/** The CLI: `argv` after the script name → the text to print (or a Refusal thrown). */
export async function runCli(argv) {
  const command = parseCommand(argv);
  const storage = await storageFromEnv();
  if (command.verb === 'preview') {
    return publishPreview(command, { storage, localRoot: process.env.RELEASE_S3_BUCKET?.trim() ? null : deployDir() });
  }
  if (command.verb !== 'status') return release(command, { storage });
  const folders = command.folder ? [command.folder] : TARGETS;
  const status = await statusText(await readState(storage), folders, { all: Boolean(command.folder) });
  const previews = await previewStatus(
    storage,
    folders.filter((folder) => folder !== SHELL),
  );
  return previews ? `${status}\n${previews}` : status;
}
