// The release transitions as pure functions of (registry, command): publish, canary, promote,
// abort, rollback and mark-bad. Nothing here touches the file system: the caller passes the time,
// who is releasing, and `firstCodeOf(folder, version)`, which checks a build and lists its first files
// (or throws a Refusal). A refused command throws and the registry given is left as it was.
import { rollbackTarget, wasReleased, withdrawnVersions } from './history.mjs';

export class Refusal extends Error {}

export function refuse(message) {
  throw new Refusal(message);
}

/** A canary's share of browsers, in whole percent: 1–99 (0 is no canary, 100 is a publish). */
export function parseShare(text) {
  const share = /^\d{1,3}$/.test(String(text)) ? Number(text) : Number.NaN;
  if (!(share >= 1 && share <= 99)) refuse(`--canary takes a whole percent from 1 to 99, not "${text}"`);
  return share;
}

/**
 * The registry after `command` ({ verb, folder, container, version?, canary?, to?, reason? }).
 * `context`: { at, by, firstCodeOf }. Returns { registry, message }; the input is not changed.
 */
export function applyRelease(registry, command, context) {
  const next = structuredClone(registry ?? { remotes: {} });
  next.remotes ??= {};
  const { folder, container } = command;
  const record = next.remotes[container];
  const step = { at: context.at, by: context.by, ...(command.reason ? { reason: command.reason } : {}) };
  const transition = TRANSITIONS[command.verb];
  if (!transition) refuse(`"${command.verb}" does not change the registry`);
  const { record: changed, entry, message } = transition({ folder, record, command, context });
  changed.history.push({ ...entry, ...step });
  next.remotes[container] = changed;
  return { registry: next, message };
}

function noCanaryRunning(folder, record) {
  if (record?.canary) {
    refuse(`${folder} has a canary ${record.canary.version} at ${record.canary.share} %: promote or abort it first`);
  }
}

function publish({ folder, record, command, context }) {
  const { version } = command;
  if (!version) refuse(`${folder}: which version? (no build to publish)`);
  noCanaryRunning(folder, record);
  if (record?.live === version) refuse(`${folder} ${version} is already live`);
  if (command.canary !== undefined) return startCanary({ folder, record, command, context });
  const firstCode = context.firstCodeOf(folder, version);
  const previous = record?.live || undefined;
  return {
    record: { ...(record ?? { folder, history: [] }), folder, live: version, firstCode },
    entry: { action: 'publish', version, ...(previous ? { previous } : {}) },
    message: `published ${folder} ${version}`,
  };
}

function startCanary({ folder, record, command, context }) {
  if (!record?.live) refuse(`${folder} has no live version yet: publish one before a canary`);
  const share = parseShare(command.canary);
  const firstCode = context.firstCodeOf(folder, command.version);
  return {
    record: { ...record, canary: { version: command.version, share, firstCode, since: context.at } },
    entry: { action: 'canary', version: command.version, share, previous: record.live },
    message: `canary ${folder} ${command.version} to ${share} % of browsers (live ${record.live} for the rest)`,
  };
}

function promote({ folder, record, context }) {
  const canary = record?.canary;
  if (!canary) refuse(`${folder} has no canary to promote`);
  const firstCode = context.firstCodeOf(folder, canary.version);
  const { canary: _ended, ...rest } = record;
  return {
    record: { ...rest, live: canary.version, firstCode },
    entry: { action: 'promote', version: canary.version, previous: record.live, share: canary.share },
    message: `promoted ${folder} ${canary.version} to every browser`,
  };
}

function abort({ folder, record, command }) {
  const canary = record?.canary;
  if (!canary) refuse(`${folder} has no canary to abort`);
  // The release service names the canary it judged: a newer one started meanwhile is not its call.
  if (command.version && command.version !== canary.version) {
    refuse(`${folder}'s canary is ${canary.version}, not ${command.version}`);
  }
  const { canary: _ended, ...rest } = record;
  return {
    record: rest,
    entry: { action: 'abort', version: canary.version, share: canary.share, withdrew: canary.version },
    message: `aborted ${folder} canary ${canary.version}; every browser gets ${record.live}`,
  };
}

function rollback({ folder, record, command, context }) {
  if (!record?.live) refuse(`${folder} has never been published`);
  noCanaryRunning(folder, record);
  const target = command.to ?? rollbackTarget(record);
  if (!target) refuse(`${folder} has no earlier version to roll back to (withdrawn ones need --to <version>)`);
  if (target === record.live) refuse(`${folder} ${target} is already live`);
  if (!wasReleased(record, target)) refuse(`${folder} ${target} was never published`);
  const firstCode = context.firstCodeOf(folder, target);
  return {
    record: { ...record, live: target, firstCode },
    entry: { action: 'rollback', version: target, previous: record.live, withdrew: record.live },
    message: `rolled back ${folder} to ${target} (withdrew ${record.live})`,
  };
}

/**
 * Withdraws an earlier version without changing what is served: `rollback` (and the shell's own
 * fallback) never returns to it unless it is named with `--to`.
 */
function markBad({ folder, record, command }) {
  const { version } = command;
  if (!version) refuse(`${folder}: which version is bad?`);
  if (!record || !wasReleased(record, version)) refuse(`${folder} ${version} was never published`);
  if (version === record.live) refuse(`${folder} ${version} is live: roll back from it (rollback withdraws it)`);
  if (version === record.canary?.version) refuse(`${folder} ${version} is the running canary: abort it`);
  if (withdrawnVersions(record.history).has(version)) refuse(`${folder} ${version} is already withdrawn`);
  return {
    record,
    entry: { action: 'mark-bad', version, withdrew: version },
    message: `marked ${folder} ${version} bad: rollback will not return to it`,
  };
}

const TRANSITIONS = { publish, promote, abort, rollback, 'mark-bad': markBad };
