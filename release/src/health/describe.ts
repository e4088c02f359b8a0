// Release health in words, as `pnpm release status` and the release console show it: per live and
// canary version, page loads over the window (a canary's from its start), from whichever health
// source the caller reads (Prometheus, or the servers' counts in the deploy folder).
import type { Canary, ReleaseState } from '../types';
import { canaryStart, formatRate, type HealthSource, type VersionCounts } from './rules';

export interface VersionHealth {
  counts: VersionCounts;
  windowMinutes: number;
  ofCanary?: boolean;
}
/** healthKey(container, version) → that version's page loads. */
export type HealthByVersion = Map<string, VersionHealth>;

export const healthKey = (container: string, version: string) => `${container}@${version}`;

/** Map healthKey → { counts, windowMinutes, ofCanary } for every live and canary version of `state`. */
export async function collectHealth(
  state: ReleaseState,
  source: HealthSource,
  { windowMinutes }: { windowMinutes: number },
): Promise<HealthByVersion> {
  const health: HealthByVersion = new Map();
  const asks: [string, string, number | null][] = [];
  for (const [container, record] of Object.entries(state.remotes ?? {})) {
    if (record?.live) asks.push([container, record.live, null]);
    if (record?.canary) asks.push([container, record.canary.version, canaryStart(record.canary)]);
  }
  await Promise.all(
    asks.map(async ([container, version, since]) => {
      try {
        const counts = await source.counts(container, version, since);
        health.set(healthKey(container, version), { counts, windowMinutes, ofCanary: since !== null });
      } catch {
        // Unknown stays unknown ("health unknown"): never a made-up zero.
      }
    }),
  );
  return health;
}

/** One version's page loads, e.g. "72 page loads: 69 loaded, 3 failed (4.2 %) in the last 15 min". */
export function describeHealth(health: HealthByVersion | null, container: string, version: string): string {
  const found = health?.get(healthKey(container, version));
  if (!found) return 'health unknown';
  const { loaded, failed, total, rate } = found.counts;
  const span = `in the last ${found.windowMinutes} min${found.ofCanary ? ' of this canary' : ''}`;
  if (total === 0) return `no page loads ${span}`;
  return `${total} page loads: ${loaded} loaded, ${failed} failed (${formatRate(rate)}) ${span}`;
}

/** A canary's plan: "10 % since …, then 25 → 50 → 100 %, each after 600 s healthy". */
export function describePlan(canary: Canary): string {
  const next = [...(canary.steps ?? []), 100].join(' → ');
  const pause =
    typeof canary.pauseSeconds === 'number' ? `, each after ${canary.pauseSeconds} s healthy` : ' (promoted by hand)';
  return `${canary.share} % of browsers since ${canary.since ?? '?'}; then ${next} %${pause}`;
}
