// A release command applied to the release state in the deploy store (a folder or a bucket): one
// compare-and-set (deploy-store/state.ts) that reads the newest state, checks the builds involved
// (build-check.ts) and applies the pure transition (core.ts). A refused command changes nothing;
// one that lost a race decides again. The command line, the release console and the release
// service all change the state through here.
import { applyRelease, type Decision, type DecisionContext, recordOf } from '../core';
import { BUILD_INFO, changeState, type DeployStorage, liveShellManifestKey, readStoredJson } from '../deploy-store';
import { rollbackTarget } from '../history';
import { SHELL } from '../targets';
import type { ReleaseCommand, ReleaseState } from '../types';
import { checkManifest, checkShell, type FederationManifest } from './build-check';

/** What stands against publishing a build, from its build record's text (null: it has none). */
export type PublishGates = (buildInfoText: string | null) => string[];

const manifestOf = (storage: DeployStorage, folder: string, version: string) =>
  readStoredJson<FederationManifest>(storage, `${folder}/${version}/mf-manifest.json`);

/** Versions a command may need to check: its version, --to, the canary and the rollback target. */
function candidates(command: ReleaseCommand, state: ReleaseState): string[] {
  const record = recordOf(state, command.container);
  const versions = [command.version, command.to, record?.canary?.version, record ? rollbackTarget(record) : null];
  return [...new Set(versions.filter((version): version is string => Boolean(version)))];
}

/**
 * `firstCodeOf(folder, version)` for this command: a remote's build is checked against the live
 * shell; a shell build against every remote's live and canary versions.
 */
async function buildChecker(
  storage: DeployStorage,
  state: ReleaseState,
  command: ReleaseCommand,
): Promise<DecisionContext['firstCodeOf']> {
  const versions = candidates(command, state);
  const texts = new Map(
    await Promise.all(
      versions.map(async (v) => [v, await storage.read(`${command.folder}/${v}/mf-manifest.json`)] as const),
    ),
  );
  if (command.container === SHELL) {
    const remotes: { label: string; manifest: FederationManifest }[] = [];
    for (const [container, other] of Object.entries(state.remotes ?? {})) {
      for (const version of [other.live, other.canary?.version].filter((v): v is string => Boolean(v))) {
        const manifest = await manifestOf(storage, other.folder, version);
        if (manifest) remotes.push({ label: `${other.folder ?? container} ${version}`, manifest });
      }
    }
    return (_folder, version) =>
      checkShell({ version, manifestText: texts.get(version) ?? null, remotes, where: storage.where });
  }
  const shellManifest = await readStoredJson<FederationManifest>(storage, liveShellManifestKey(state.shell?.live));
  return (folder, version) =>
    checkManifest({ folder, version, manifestText: texts.get(version) ?? null, shellManifest, where: storage.where });
}

/**
 * Applies one command to `state` (a copy): { state, message }, or a Refusal. A publish other than a
 * start's is judged by `publishGates` on its build record; only the release tool publishes.
 */
export async function decideRelease(
  storage: DeployStorage,
  state: ReleaseState,
  command: ReleaseCommand,
  by: string,
  publishGates?: PublishGates,
): Promise<Decision> {
  const gated = command.verb === 'publish' && !command.asStart;
  if (gated && !publishGates) throw new Error('a publish is judged by the publish gates: give them');
  const info =
    gated && command.version ? await storage.read(`${command.folder}/${command.version}/${BUILD_INFO}`) : null;
  const context: DecisionContext = {
    at: new Date().toISOString(),
    by,
    revision: state.revision + 1,
    firstCodeOf: await buildChecker(storage, state, command),
    gatesOf: () => (gated && publishGates ? publishGates(info) : []),
  };
  return applyRelease(state, command, context);
}

/** Commands on the running canary: decided on the canary seen first, never on one started meanwhile. */
const ON_THE_CANARY = new Set(['promote', 'abort', 'share']);

/**
 * Applies one command to the release state in `storage`; returns what it did, or throws the
 * Refusal. `by`: who, for the history.
 */
export async function release(
  command: ReleaseCommand,
  { storage, by, publishGates }: { storage: DeployStorage; by: string; publishGates?: PublishGates },
): Promise<string> {
  let seen: string | null | undefined;
  const { message } = await changeState(storage, (state) => {
    if (ON_THE_CANARY.has(command.verb) && !command.version) {
      seen ??= recordOf(state, command.container)?.canary?.version ?? null;
      if (seen) return decideRelease(storage, state, { ...command, version: seen }, by, publishGates);
    }
    return decideRelease(storage, state, command, by, publishGates);
  });
  return message;
}
