// Release health: how each remote version fares in shoppers' browsers (one counted beacon, one
// page load's outcome), and the rules a canary is judged by. Pure. A server's own counts are
// plain data `{ remotes: { [container]: { [version]: { [slot]: { loaded, failed } } } } }` in
// 5-second slots (local.ts); several servers' come from Prometheus (prometheus.ts).
// Both return { loaded, failed, total, rate } for a version over a time span.

import { refuse } from '../refusal';
import type { Canary, PageLoadCounts } from '../types';

export const SLOT_MS = 5_000;

export interface HealthSettings {
  abortRate: number;
  minLoads: number;
  windowMinutes: number;
  analysisSeconds: number;
}

/** Page loads of one version over a span. */
export interface VersionCounts {
  loaded: number;
  failed: number;
  total: number;
  rate: number;
}

/** Where a server's release service, `status` and the console read counts from. */
export interface HealthSource {
  counts(remote: string, version: string, since: number | null): Promise<VersionCounts>;
}

/** Defaults of the rules (docs/release.md "Health"). */
export const HEALTH_DEFAULTS: HealthSettings = { abortRate: 2, minLoads: 50, windowMinutes: 15, analysisSeconds: 10 };

export const emptyHealth = (): PageLoadCounts => ({ remotes: {} });

function readNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  { min, max, integer = false }: { min: number; max: number; integer?: boolean },
): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    refuse(`${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}, not "${text}"`);
  }
  return value;
}

/**
 * The rules' settings from the environment: RELEASE_ABORT_RATE (percentage points above the live
 * version, default 2), RELEASE_ABORT_MIN_LOADS (default 50), RELEASE_HEALTH_WINDOW_MINUTES
 * (default 15), RELEASE_ANALYSIS_SECONDS (how often a server judges running canaries, default
 * 10). A bad value is refused with a clear message: nothing starts on a rule it cannot read.
 */
export function healthSettings(env: NodeJS.ProcessEnv = process.env): HealthSettings {
  return {
    abortRate: readNumber(env, 'RELEASE_ABORT_RATE', HEALTH_DEFAULTS.abortRate, { min: 0, max: 100 }),
    minLoads: readNumber(env, 'RELEASE_ABORT_MIN_LOADS', HEALTH_DEFAULTS.minLoads, { min: 1, max: 1e6, integer: true }),
    windowMinutes: readNumber(env, 'RELEASE_HEALTH_WINDOW_MINUTES', HEALTH_DEFAULTS.windowMinutes, {
      min: 1,
      max: 24 * 60,
      integer: true,
    }),
    analysisSeconds: readNumber(env, 'RELEASE_ANALYSIS_SECONDS', HEALTH_DEFAULTS.analysisSeconds, {
      min: 0.2,
      max: 3600,
    }),
  };
}

export const slotOf = (ms: number) => Math.floor(ms / SLOT_MS);

/** Drops slots older than the window, and versions left with none (the file stays small). */
export function prune(health: PageLoadCounts, now: number, windowMinutes: number): PageLoadCounts {
  const oldest = slotOf(now - windowMinutes * 60_000);
  for (const [remote, versions] of Object.entries(health.remotes)) {
    for (const [version, slots] of Object.entries(versions)) {
      for (const slot of Object.keys(slots)) if (Number(slot) < oldest) delete slots[slot];
      if (Object.keys(slots).length === 0) delete versions[version];
    }
    if (Object.keys(versions).length === 0) delete health.remotes[remote];
  }
  return health;
}

/** Counts one outcome ('loaded' or 'failed') of `remote`'s `version` at `now`; changes `health`. */
export function recordOutcome(
  health: PageLoadCounts,
  { remote, version, outcome }: { remote: string; version: string; outcome: string },
  now: number,
  windowMinutes: number,
): PageLoadCounts {
  prune(health, now, windowMinutes);
  health.remotes[remote] ??= {};
  const versions = health.remotes[remote];
  versions[version] ??= {};
  const slots = versions[version];
  slots[slotOf(now)] ??= { loaded: 0, failed: 0 };
  const slot = slots[slotOf(now)];
  if (slot) slot[outcome === 'failed' ? 'failed' : 'loaded'] += 1;
  return health;
}

export const rateOf = (loaded: number, failed: number): VersionCounts => {
  const total = loaded + failed;
  return { loaded, failed, total, rate: total === 0 ? 0 : (failed / total) * 100 };
};

/** The span a version is judged over: from `since` (ms, when given) to `now`, at most the window. */
export const spanStart = (now: number, windowMinutes: number, since: number | null = null) =>
  Math.max(now - windowMinutes * 60_000, since ?? Number.NEGATIVE_INFINITY);

/**
 * Page loads of one version in the span ending at `now` (from `since`, ms, when given: a canary
 * is judged on its own run). Returns { loaded, failed, total, rate }.
 */
export function versionHealth(
  health: PageLoadCounts | null | undefined,
  remote: string,
  version: string,
  now: number,
  windowMinutes: number,
  since: number | null = null,
): VersionCounts {
  const oldest = slotOf(spanStart(now, windowMinutes, since));
  let loaded = 0;
  let failed = 0;
  for (const [slot, counts] of Object.entries(health?.remotes?.[remote]?.[version] ?? {})) {
    if (Number(slot) < oldest || Number(slot) > slotOf(now)) continue;
    loaded += counts.loaded ?? 0;
    failed += counts.failed ?? 0;
  }
  return rateOf(loaded, failed);
}

/** A time the release state wrote (ISO), in ms; null when it does not say. */
export function timeOf(iso: string | undefined): number | null {
  const ms = Date.parse(iso ?? '');
  return Number.isNaN(ms) ? null : ms;
}

/** When a canary started (ms), or null when the state does not say. */
export const canaryStart = (canary: Pick<Canary, 'since'> | undefined) => timeOf(canary?.since);

/** The percent with one decimal, as status and the reasons print it. */
export const formatRate = (rate: number) => `${rate.toFixed(1)} %`;

const describeSpan = ({ failed, total }: VersionCounts, seconds: number) =>
  `${failed} failed of ${total} page loads in ${seconds < 120 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`}`;

/**
 * Why a canary must be aborted, or null: at least `minLoads` page loads of it in the span, and a
 * failure rate more than `abortRate` points above the live version's over the same span (a
 * provider that fails every version is not the canary's fault).
 */
export function abortReason(
  canary: VersionCounts,
  live: VersionCounts,
  { abortRate, minLoads }: Pick<HealthSettings, 'abortRate' | 'minLoads'>,
  seconds: number,
): string | null {
  if (canary.total < minLoads || canary.rate - live.rate <= abortRate) return null;
  return (
    `automatic: failure rate ${formatRate(canary.rate)} (${describeSpan(canary, seconds)}) against ` +
    `${formatRate(live.rate)} for the live version; more than ${abortRate} points over at least ${minLoads} loads`
  );
}

/** Whether a canary step may go on: at least `minLoads` page loads over its pause, none of the abort rule. */
export function healthyStep(
  canary: VersionCounts,
  live: VersionCounts,
  { abortRate, minLoads }: Pick<HealthSettings, 'abortRate' | 'minLoads'>,
): boolean {
  return canary.total >= minLoads && canary.rate - live.rate <= abortRate;
}

/** The reason a healthy step records, e.g. "automatic: 0.0 % (0 failed of 60 page loads in 30 s)…". */
export const stepReason = (canary: VersionCounts, live: VersionCounts, seconds: number) =>
  `automatic: healthy over the pause, failure rate ${formatRate(canary.rate)} (${describeSpan(canary, seconds)}) against ${formatRate(live.rate)} live`;
