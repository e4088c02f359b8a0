// The release transitions as pure functions of (state, command): publish, canary, share, promote,
// abort, rollback and mark-bad, for the shell and each remote. Nothing here touches storage: the
// caller passes the time, who is releasing, the revision being written, `firstCodeOf(folder,
// version)`, which checks a build and lists its first files (or throws a Refusal), and
// `gatesOf(folder, version)`, what stands against publishing that build (publish gates). A
// refused command throws and the state given is left as it was.
import { DEFAULT_PAUSE_SECONDS, parseCanarySteps, parsePause, parseShare } from './canary-plan';
import { describeWithdrawal, rollbackTarget, wasReleased, withdrawnVersions } from './history';
import { refuse } from './refusal';
import { SHELL } from './targets';
import type { Canary, FirstCode, HistoryStep, ReleaseCommand, ReleaseRecord, ReleaseState } from './types';

/** The record a command acts on: the shell's, or a remote's. */
export const recordOf = (state: ReleaseState | null | undefined, container: string): ReleaseRecord | undefined =>
  container === SHELL ? state?.shell : state?.remotes?.[container];

export interface DecisionContext {
  at: string;
  by: string;
  revision: number;
  /** Checks `version` of `folder` and lists its first files; throws a Refusal when it cannot go live. */
  firstCodeOf: (folder: string, version: string) => FirstCode | null;
  /** What stands against publishing `version` (the publish gates); none when not given. */
  gatesOf?: (folder: string, version: string) => string[];
}

export interface Decision {
  state: ReleaseState;
  message: string;
}

interface Step {
  folder: string;
  record: ReleaseRecord | undefined;
  command: ReleaseCommand;
  context: DecisionContext;
}

interface Transition {
  record: ReleaseRecord;
  entry: Omit<HistoryStep, 'at' | 'by'>;
  message: string;
}

/**
 * The state after `command`. `context`: { at, by, revision, firstCodeOf, gatesOf? }. Returns
 * { state, message }; the input is not changed.
 */
export function applyRelease(
  state: ReleaseState | null | undefined,
  command: ReleaseCommand,
  context: DecisionContext,
): Decision {
  // A state from before any release has no revision yet: the store gives it one (deploy-store/state.ts).
  const next = structuredClone(state ?? { remotes: {} }) as ReleaseState;
  next.remotes ??= {};
  const { folder, container } = command;
  const record = recordOf(next, container);
  if (command.expectRevision !== undefined && (record?.revision ?? 0) !== command.expectRevision) {
    refuse(
      `${folder} changed since this page was shown (now: ${record?.live ?? 'not published'}` +
        `${record?.canary ? `, canary ${record.canary.version} at ${record.canary.share} %` : ''}): look again, then decide`,
    );
  }
  const transition = Object.hasOwn(TRANSITIONS, command.verb) ? TRANSITIONS[command.verb] : undefined;
  if (!transition) return refuse(`"${command.verb}" does not change the release state`);
  if (container === SHELL && (command.canary !== undefined || ['promote', 'abort', 'share'].includes(command.verb))) {
    refuse('the shell takes no canary: every browser gets the same page');
  }
  const { record: changed, entry, message } = transition({ folder, record, command, context });
  // A forced publish's why is its reason when it gives no other.
  const reason = command.reason ?? command.force;
  const step = { at: context.at, by: context.by, ...(reason ? { reason } : {}) };
  changed.history.push({ ...entry, ...step });
  changed.revision = context.revision;
  // A local site's start may replace only what an earlier start put live (release-cli start-builds.ts).
  if (command.asStart) changed.owner = 'start';
  else delete changed.owner;
  if (container === SHELL) next.shell = changed;
  else next.remotes[container] = changed;
  return { state: next, message };
}

function noCanaryRunning(folder: string, record: ReleaseRecord | undefined) {
  if (record?.canary) {
    refuse(`${folder} has a canary ${record.canary.version} at ${record.canary.share} %: promote or abort it first`);
  }
}

/** The version a command names, or its refusal. */
const versionOf = (folder: string, command: ReleaseCommand, what: string): string =>
  command.version ?? refuse(`${folder}: ${what}`);

/**
 * What stands against publishing `version`: withdrawn (marked bad, aborted, rolled back from), a
 * build from a dirty tree, no passing test run of its commit. Refused unless forced with a reason
 * (`--force <why>`), which the history keeps with what was overridden.
 */
function publishGates({ folder, record, command, context }: Step, version: string): { forced?: string[] } {
  if (command.asStart) return {};
  const problems: string[] = [];
  if (record && withdrawnVersions(record.history).has(version)) {
    problems.push(`${describeWithdrawal(record, version)}; to bring it back: rollback --to ${version} --reason "…"`);
  }
  problems.push(...(context.gatesOf?.(folder, version) ?? []));
  if (problems.length === 0) return {};
  if (!command.force) refuse(`${folder} ${version}: ${problems.join('; ')} (or publish with --force "<why>")`);
  return { forced: problems };
}

function publish(step: Step): Transition {
  const { folder, record, command, context } = step;
  const version = versionOf(folder, command, 'which version? (no build to publish)');
  noCanaryRunning(folder, record);
  if (record?.live === version) refuse(`${folder} ${version} is already live`);
  if (command.canary !== undefined && !record?.live) {
    refuse(`${folder} has no live version yet: publish one before a canary`);
  }
  // Built and fitting the live shell first: a build that is not there is the plainer refusal.
  const firstCode = context.firstCodeOf(folder, version);
  const gates = publishGates(step, version);
  if (command.canary !== undefined && record) {
    return startCanary({ record, folder, canaryText: command.canary, version, firstCode, step, gates });
  }
  const previous = record?.live || undefined;
  return {
    record: { ...(record ?? { folder, history: [] }), folder, live: version, ...(firstCode ? { firstCode } : {}) },
    entry: { action: 'publish', version, ...(previous ? { previous } : {}), ...gates },
    message: `published ${folder} ${version}`,
  };
}

function startCanary({
  record,
  folder,
  canaryText,
  version,
  firstCode,
  step,
  gates,
}: {
  record: ReleaseRecord;
  folder: string;
  canaryText: string;
  version: string;
  firstCode: FirstCode | null;
  step: Step;
  gates: { forced?: string[] };
}): Transition {
  const { share, steps } = parseCanarySteps(canaryText);
  const { command, context } = step;
  const pauseSeconds = command.pause === undefined ? DEFAULT_PAUSE_SECONDS : parsePause(command.pause);
  const canary: Canary = { version, share, steps, pauseSeconds, firstCode, since: context.at, stepSince: context.at };
  const plan = [share, ...steps, 100].join(' → ');
  return {
    record: { ...record, canary },
    entry: { action: 'canary', version, share, steps, pauseSeconds, previous: record.live, ...gates },
    message: `canary ${folder} ${version} to ${share} % of browsers (live ${record.live} for the rest); steps ${plan} %, each after ${pauseSeconds} s healthy`,
  };
}

/** The running canary, checked against the one the command was decided on (a newer run is not its call). */
function runningCanary({ folder, record, command }: Step, verb: string): { record: ReleaseRecord; canary: Canary } {
  const canary = record?.canary;
  if (!record || !canary) return refuse(`${folder} has no canary to ${verb}`);
  if (command.version && command.version !== canary.version) {
    refuse(`${folder}'s canary is ${canary.version}, not ${command.version}`);
  }
  if (command.canarySince && command.canarySince !== canary.since) {
    refuse(`${folder}'s canary ${canary.version} was started again at ${canary.since}`);
  }
  return { record, canary };
}

function promote(step: Step): Transition {
  const { record, canary } = runningCanary(step, 'promote');
  const firstCode = step.context.firstCodeOf(step.folder, canary.version);
  const { canary: _ended, ...rest } = record;
  return {
    record: { ...rest, live: canary.version, firstCode },
    entry: { action: 'promote', version: canary.version, previous: record.live, share: canary.share },
    message: `promoted ${step.folder} ${canary.version} to every browser`,
  };
}

/** A new share for the running canary: a step of its plan, or a release manager's choice. */
function share(step: Step): Transition {
  const { folder, command, context } = step;
  const { record, canary } = runningCanary(step, 'change');
  const to = parseShare(command.share);
  if (to === canary.share) refuse(`${folder}'s canary ${canary.version} is at ${to} % already`);
  if (command.fromShare !== undefined && command.fromShare !== canary.share) {
    refuse(`${folder}'s canary ${canary.version} moved to ${canary.share} % meanwhile`);
  }
  const steps = (canary.steps ?? []).filter((next) => next > to);
  return {
    record: { ...record, canary: { ...canary, share: to, steps, stepSince: context.at } },
    entry: { action: 'share', version: canary.version, share: to, from: canary.share },
    message: `${folder} canary ${canary.version} now at ${to} % of browsers (was ${canary.share} %)`,
  };
}

function abort(step: Step): Transition {
  const { record, canary } = runningCanary(step, 'abort');
  const { canary: _ended, ...rest } = record;
  return {
    record: rest,
    entry: { action: 'abort', version: canary.version, share: canary.share, withdrew: canary.version },
    message: `aborted ${step.folder} canary ${canary.version}; every browser gets ${record.live}`,
  };
}

function rollback({ folder, record, command, context }: Step): Transition {
  if (!record?.live) return refuse(`${folder} has never been published`);
  noCanaryRunning(folder, record);
  const target =
    command.to ??
    rollbackTarget(record) ??
    refuse(`${folder} has no earlier version to roll back to (withdrawn ones need --to <version>)`);
  if (target === record.live) refuse(`${folder} ${target} is already live`);
  if (!wasReleased(record, target)) refuse(`${folder} ${target} was never published`);
  if (withdrawnVersions(record.history).has(target) && !command.reason) {
    refuse(`${describeWithdrawal(record, target)}: say why it comes back with --reason`);
  }
  const firstCode = context.firstCodeOf(folder, target);
  return {
    record: { ...record, live: target, ...(firstCode ? { firstCode } : {}) },
    entry: { action: 'rollback', version: target, previous: record.live, withdrew: record.live },
    message: `rolled back ${folder} to ${target} (withdrew ${record.live})`,
  };
}

/**
 * Withdraws an earlier version without changing what is served: `rollback` (and the shell's own
 * fallback) never returns to it unless it is named with `--to`, and `publish` refuses it.
 */
function markBad({ folder, record, command }: Step): Transition {
  const version = versionOf(folder, command, 'which version is bad?');
  if (!record || !wasReleased(record, version)) return refuse(`${folder} ${version} was never published`);
  if (version === record.live) refuse(`${folder} ${version} is live: roll back from it (rollback withdraws it)`);
  if (version === record.canary?.version) refuse(`${folder} ${version} is the running canary: abort it`);
  if (withdrawnVersions(record.history).has(version)) refuse(`${folder} ${version} is already withdrawn`);
  return {
    record,
    entry: { action: 'mark-bad', version, withdrew: version },
    message: `marked ${folder} ${version} bad: rollback will not return to it`,
  };
}

const TRANSITIONS: Record<string, (step: Step) => Transition> = {
  publish,
  promote,
  share,
  abort,
  rollback,
  'mark-bad': markBad,
};

/**
 * Why a start (`npm start`, the root `pnpm dev`) leaves `version` of this record alone, or null
 * when it may put it live: only over what an earlier start put live, never over a release
 * manager's publish, canary, rollback, abort or mark-bad, and never a withdrawn version.
 */
export function startLeavesAlone(folder: string, record: ReleaseRecord | undefined, version: string): string | null {
  if (!record) return null;
  if (record.live === version) return `${folder} ${version} is live already`;
  if (record.owner !== 'start') {
    const last = record.history.at(-1);
    return `${folder}: ${record.live} was put live by a release (${last?.action ?? '?'} by ${last?.by ?? 'unknown'}); ${version} left unpublished`;
  }
  if (record.canary) return `${folder}: canary ${record.canary.version} running; ${version} left unpublished`;
  if (withdrawnVersions(record.history).has(version)) return `${folder} ${version} was withdrawn; not put back`;
  return null;
}
