// The release step of a start (`npm start`, the root `npm run dev`, the e2e harness): after the
// build, each fresh local build of the shell and of each remote is put live where an earlier start
// put the live one (@shop/release startLeavesAlone), in one change of the state, so a newcomer
// sees their code and a release manager's publish, canary, rollback, abort or mark-bad stands
// (docs/release.md "What is live, and what changes it"). A build alone never changes what is live.
import {
  changeState,
  decideRelease,
  deployDir,
  folderStorage,
  latestBuild,
  Refusal,
  type ReleaseCommand,
  type ReleaseState,
  recordOf,
  startLeavesAlone,
  TARGETS,
  targetContainer,
} from '@shop/release';

/** Who a start records as the releaser of what it puts live. */
export const START_RELEASER = 'npm start';

/**
 * Puts the latest local build of each target live where a start owns what is live, in the deploy
 * folder `dir` (default DEPLOY_DIR). Returns a line per target: what went live, or why not.
 */
export async function putStartBuildsLive({
  dir = deployDir(),
  reason = 'npm start: the latest local build',
}: {
  dir?: string;
  reason?: string;
} = {}): Promise<string[]> {
  const storage = folderStorage(dir);
  let lines: string[] = [];
  await changeState(storage, async (state) => {
    lines = [];
    let next: ReleaseState = state;
    for (const folder of TARGETS) {
      const version = latestBuild(folder, dir);
      const container = targetContainer(folder);
      if (!version) continue;
      const skip = startLeavesAlone(folder, recordOf(next, container), version);
      if (skip) {
        lines.push(skip);
        continue;
      }
      const command: ReleaseCommand = { verb: 'publish', folder, container, version, asStart: true, reason };
      try {
        next = (await decideRelease(storage, { ...next, revision: state.revision }, command, START_RELEASER)).state;
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
