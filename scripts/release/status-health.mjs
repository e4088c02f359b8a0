// The health `status` and the console show: per live and canary version, page loads over the
// window (a canary's from its start), read from Prometheus when RELEASE_PROMETHEUS_URL names one
// (every server), else added up from the servers' files in the deploy folder (health-local.mjs).
import { deployDir } from '../lib.mjs';
import { readIncidents } from '../server/region-render.mjs';
import { canaryStart, healthSettings } from './health.mjs';
import { countsSource, readFolderHealth } from './health-local.mjs';
import { prometheusHealth } from './health-prometheus.mjs';
import { formatStatus, healthKey } from './status.mjs';

/** The health source status reads. */
export function statusHealthSource(env = process.env, settings = healthSettings(env)) {
  const url = env.RELEASE_PROMETHEUS_URL?.trim();
  if (url) return prometheusHealth({ url, windowMinutes: settings.windowMinutes });
  return countsSource(readFolderHealth(deployDir(), settings), settings);
}

/** Map healthKey → { counts, windowMinutes, ofCanary } for every live and canary version of `state`. */
export async function collectHealth(state, source, { windowMinutes }) {
  const health = new Map();
  const asks = [];
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

/** `pnpm release status`: the state with its health and the server-render incidents. */
export async function statusText(state, folders, { all, env = process.env }) {
  const settings = healthSettings(env);
  const health = await collectHealth(state, statusHealthSource(env, settings), settings);
  return formatStatus(state, folders, { all, health, incidents: readIncidents(deployDir()) });
}
