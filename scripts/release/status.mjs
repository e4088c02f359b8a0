// `pnpm release status [remote]`: per remote, the live version, any canary, their health over the
// window, and the audit trail (what, who, when, why). Pure: the registry and counts in, text out.
import { canaryStart, formatRate, versionHealth } from './health.mjs';

/** Steps shown per remote by `status`; `status <remote>` shows them all. */
export const RECENT_STEPS = 5;

export function describeStep(step) {
  const parts = [step.at ?? '?', (step.action ?? '?').padEnd(8), step.version ?? '?'];
  if (step.action === 'canary' || step.action === 'promote') parts.push(`at ${step.share} %`);
  if (step.withdrew) parts.push(`withdrew ${step.withdrew}`);
  else if (step.action === 'canary') parts.push(`next to ${step.previous}`);
  else if (step.previous) parts.push(`replaced ${step.previous}`);
  parts.push(`by ${step.by ?? 'unknown'}`);
  parts.push(step.reason ? `— ${JSON.stringify(step.reason)}` : '— no reason given');
  return parts.join('  ');
}

/** One version's page loads over the window, e.g. "72 page loads, 3 failed (4.2 %) in 15 min". */
export function describeHealth(health, container, version, since = null) {
  const { counts, now, settings } = health;
  const { loaded, failed, total, rate } = versionHealth(counts, container, version, now, settings.windowMinutes, since);
  const minutes = `in the last ${settings.windowMinutes} min${since === null ? '' : ' of this canary'}`;
  if (total === 0) return `no page loads ${minutes}`;
  return `${total} page loads: ${loaded} loaded, ${failed} failed (${formatRate(rate)}) ${minutes}`;
}

/**
 * `folders`: which remotes to show, in order; `all`: every step instead of the recent ones;
 * `health`: { counts, now, settings } (health.mjs) for a line per live and canary version;
 * `incidents`: the storefront server's server-render incidents (scripts/server/region-render.mjs).
 */
export function formatStatus(registry, folders, { all = false, health = null, incidents = [] } = {}) {
  const lines = [];
  for (const folder of folders) {
    const container = folder.replace(/-/g, '_');
    const record = registry.remotes?.[container];
    if (!record) {
      lines.push(`${folder}: not published`);
      continue;
    }
    const last = record.history.at(-1);
    lines.push(`${folder}: live ${record.live} (${last?.action ?? '?'} at ${last?.at ?? '?'})`);
    if (health) lines.push(`    health ${describeHealth(health, container, record.live)}`);
    if (record.canary) {
      const { version, share, since } = record.canary;
      lines.push(`    canary ${version} to ${share} % of browsers since ${since ?? '?'}`);
      if (health) lines.push(`    health ${describeHealth(health, container, version, canaryStart(record.canary))}`);
    }
    const own = incidents.filter((incident) => incident.remote === container);
    const latest = own.at(-1);
    if (latest)
      lines.push(
        `    server render: ${own.length} incidents, the last ${latest.at} ${latest.version} ${latest.url}: ${latest.reason}`,
      );
    const steps = [...record.history].reverse();
    for (const step of all ? steps : steps.slice(0, RECENT_STEPS)) lines.push(`    ${describeStep(step)}`);
  }
  return lines.join('\n');
}
