// The release tool's commands over the release storage (the deploy folder, or a bucket): parse,
// upload a new build's files, then one compare-and-set on the release state (@shop/release).
// A publish defaults to the target's latest local build and goes through the publish gates.
import {
  bucketNamed,
  type DeployStorage,
  deployDir,
  latestBuild,
  parseCommand,
  Refusal,
  type ReleaseCommand,
  readState,
  refuse,
  release,
  SHELL,
  storageFromEnv,
  TARGETS,
  uploadVersion,
} from '@shop/release';
import { releaser } from './audit';
import { gateProblems } from './gates';
import { previewStatus, publishPreview } from './preview';
import { statusText } from './status';
import { USAGE } from './usage';

/**
 * Applies one command to the release state, as the release manager's tool does: a publish of no
 * named version takes the target's latest build, uploads its files first (versioned files first,
 * the state last: no reader sees a registry naming missing files) and is judged by the publish
 * gates. `by` defaults to the person at the terminal; the storage to RELEASE_S3_BUCKET's, else
 * DEPLOY_DIR.
 */
export async function runRelease(
  command: ReleaseCommand,
  { by = releaser(), storage }: { by?: string; storage?: DeployStorage } = {},
): Promise<string> {
  const into = storage ?? (await storageFromEnv());
  if (command.verb === 'publish') {
    const version =
      command.version ??
      latestBuild(command.folder) ??
      refuse(`${command.folder} has no build to publish; run its build first`);
    await uploadVersion(into, command.folder, version);
    return release({ ...command, version }, { storage: into, by, publishGates: (info) => gateProblems(info) });
  }
  return release(command, { storage: into, by });
}

/** The CLI: `argv` after the script name → the text to print (or a Refusal thrown). */
export async function runCli(argv: string[]): Promise<string> {
  const command = parseCommand(argv);
  const storage = await storageFromEnv();
  if (command.verb === 'status') {
    const folders = command.folder ? [command.folder] : TARGETS;
    const status = await statusText(await readState(storage), folders, { all: Boolean(command.folder) });
    const previews = await previewStatus(
      storage,
      folders.filter((folder) => folder !== SHELL),
    );
    return previews ? `${status}\n${previews}` : status;
  }
  // Every other command names its target (the parser refuses one without).
  const target = command as ReleaseCommand;
  if (target.verb === 'preview') {
    return publishPreview(target, { storage, localRoot: bucketNamed() ? null : deployDir() });
  }
  return runRelease(target, { storage });
}

/** What the CLI prints, and its exit code: a refusal goes to stderr with the usage, and exits 1. */
export interface CliOutcome {
  code: 0 | 1;
  out: string;
  err: string;
}

/** `runCli` as the terminal sees it (main.ts writes it out); anything but a refusal still throws. */
export async function cliOutcome(argv: string[]): Promise<CliOutcome> {
  try {
    return { code: 0, out: `${await runCli(argv)}\n`, err: '' };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { code: 1, out: '', err: `refused: ${error.message}\n${USAGE}\n` };
  }
}
