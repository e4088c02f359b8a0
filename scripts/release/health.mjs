// Release health: how each remote version fares in shoppers' browsers, counted per minute from
// the shell's beacons (one beacon, one page load's outcome), and the rule that aborts a canary.
// Pure: the counts are plain data `{ remotes: { [container]: { [version]: { [minute]: { loaded,
// failed } } } } }`, kept in memory by the beacon handler and persisted beside the registry.

import { refuse } from './core.mjs';

const MINUTE_MS = 60_000;

/** Defaults of the abort rule (docs/release.md, docs/adr/006). */
export const HEALTH_DEFAULTS = { abortRate: 2, minLoads: 50, windowMinutes: 15 };

export const emptyHealth = () => ({ remotes: {} });

function readNumber(env, name, fallback, { min, max, integer }) {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    refuse(`${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}, not "${text}"`);
  }
  return value;
}

/**
 * The abort rule's settings from the environment: RELEASE_ABORT_RATE (percent, default 2),
 * RELEASE_ABORT_MIN_LOADS (default 50), RELEASE_HEALTH_WINDOW_MINUTES (default 15). A bad value
 * is refused with a clear message: the server does not start on a threshold it cannot read.
 */
export function healthSettings(env = process.env) {
  return {
    abortRate: readNumber(env, 'RELEASE_ABORT_RATE', HEALTH_DEFAULTS.abortRate, { min: 0, max: 100 }),
    minLoads: readNumber(env, 'RELEASE_ABORT_MIN_LOADS', HEALTH_DEFAULTS.minLoads, { min: 1, max: 1e6, integer: true }),
    windowMinutes: readNumber(env, 'RELEASE_HEALTH_WINDOW_MINUTES', HEALTH_DEFAULTS.windowMinutes, {
      min: 1,
      max: 24 * 60,
      integer: true,
    }),
  };
}

const minuteOf = (now) => Math.floor(now / MINUTE_MS);

/** Drops minutes older than the window, and versions left with none (the file stays small). */
export function prune(health, now, windowMinutes) {
  const oldest = minuteOf(now) - windowMinutes + 1;
  for (const [remote, versions] of Object.entries(health.remotes)) {
    for (const [version, minutes] of Object.entries(versions)) {
      for (const minute of Object.keys(minutes)) if (Number(minute) < oldest) delete minutes[minute];
      if (Object.keys(minutes).length === 0) delete versions[version];
    }
    if (Object.keys(versions).length === 0) delete health.remotes[remote];
  }
  return health;
}

/** Counts one outcome ('loaded' or 'failed') of `remote`'s `version` at `now`; changes `health`. */
export function recordOutcome(health, { remote, version, outcome }, now, windowMinutes) {
  prune(health, now, windowMinutes);
  health.remotes[remote] ??= {};
  health.remotes[remote][version] ??= {};
  const minutes = health.remotes[remote][version];
  minutes[minuteOf(now)] ??= { loaded: 0, failed: 0 };
  minutes[minuteOf(now)][outcome === 'failed' ? 'failed' : 'loaded'] += 1;
  return health;
}

/**
 * Page loads of one version within the window ending at `now`, and from the minute of `since`
 * (ms) when given: a canary is judged on its own run, not on an earlier run of the same version.
 * Answers { loaded, failed, total, rate }.
 */
export function versionHealth(health, remote, version, now, windowMinutes, since = null) {
  const oldest = Math.max(minuteOf(now) - windowMinutes + 1, since === null ? -Infinity : minuteOf(since));
  let loaded = 0;
  let failed = 0;
  for (const [minute, counts] of Object.entries(health?.remotes?.[remote]?.[version] ?? {})) {
    if (Number(minute) < oldest || Number(minute) > minuteOf(now)) continue;
    loaded += counts.loaded ?? 0;
    failed += counts.failed ?? 0;
  }
  const total = loaded + failed;
  return { loaded, failed, total, rate: total === 0 ? 0 : (failed / total) * 100 };
}

/** When a canary started (ms), or null when the registry does not say. */
export function canaryStart(canary) {
  const since = Date.parse(canary?.since ?? '');
  return Number.isNaN(since) ? null : since;
}

/** The percent with one decimal, as status and the abort reason print it. */
export const formatRate = (rate) => `${rate.toFixed(1)} %`;

/**
 * Why a canary with these counts must be aborted, or null: at least `minLoads` page loads in the
 * window and a failure rate above `abortRate` percent.
 */
export function abortReason({ failed, total, rate }, { abortRate, minLoads, windowMinutes }) {
  if (total < minLoads || rate <= abortRate) return null;
  return (
    `automatic: failure rate ${formatRate(rate)} (${failed} failed of ${total} page loads in ` +
    `${windowMinutes} min) passed ${abortRate} % over at least ${minLoads} loads`
  );
}
