// `pnpm release status [target]`: per remote (and the shell), the live version, any canary and its
// plan, their health over the window, and the audit trail (what, who, when, why). Pure: the state,
// the counts and the incidents in, text out (status-health.mjs gathers the counts).
import { containerOf } from '../lib.mjs';
import { recordOf, SHELL } from './core.mjs';
import { formatRate } from './health.mjs';

/** Steps shown per remote by `status`; `status <remote>` shows them all. */
export const RECENT_STEPS = 5;

export function describeStep(step) {
  const parts = [step.at ?? '?', (step.action ?? '?').padEnd(8), step.version ?? '?'];
  if (step.action === 'canary' || step.action === 'promote' || step.action === 'share')
    parts.push(`at ${step.share} %`);
  if (step.action === 'share' && step.from !== undefined) parts.push(`from ${step.from} %`);
  if (step.withdrew) parts.push(`withdrew ${step.withdrew}`);
  else if (step.action === 'canary') parts.push(`next to ${step.previous}`);
  else if (step.previous) parts.push(`replaced ${step.previous}`);
  parts.push(`by ${step.by ?? 'unknown'}`);
  if (step.forced) parts.push(`forced past: ${step.forced.join('; ')}`);
  parts.push(step.reason ? `— ${JSON.stringify(step.reason)}` : '— no reason given');
  return parts.join('  ');
}

export const healthKey = (container, version) => `${container}@${version}`;

/** One version's page loads, e.g. "72 page loads: 69 loaded, 3 failed (4.2 %) in the last 15 min". */
export function describeHealth(health, container, version) {
  const found = health?.get(healthKey(container, version));
  if (!found) return 'health unknown';
  const { loaded, failed, total, rate } = found.counts;
  const span = `in the last ${found.windowMinutes} min${found.ofCanary ? ' of this canary' : ''}`;
  if (total === 0) return `no page loads ${span}`;
  return `${total} page loads: ${loaded} loaded, ${failed} failed (${formatRate(rate)}) ${span}`;
}

/** A canary's plan: "10 % since …, then 25 → 50 → 100 %, each after 600 s healthy". */
export function describePlan(canary) {
  const next = [...(canary.steps ?? []), 100].join(' → ');
  const pause =
    typeof canary.pauseSeconds === 'number' ? `, each after ${canary.pauseSeconds} s healthy` : ' (promoted by hand)';
  return `${canary.share} % of browsers since ${canary.since ?? '?'}; then ${next} %${pause}`;
}

/**
 * `folders`: which targets to show, in order ('shell' and remote folders); `all`: every step
 * instead of the recent ones; `health`: Map from healthKey to { counts, windowMinutes, ofCanary }
 * (status-health.mjs); `incidents`: the storefront server's server-render incidents.
 */
export function formatStatus(state, folders, { all = false, health = null, incidents = [] } = {}) {
  const lines = [];
  for (const folder of folders) {
    const container = folder === SHELL ? SHELL : containerOf(folder);
    const record = recordOf(state, container);
    if (!record) {
      lines.push(`${folder}: not published`);
      continue;
    }
    const last = record.history.at(-1);
    const owner = record.owner === 'start' ? ', put live by npm start' : '';
    lines.push(`${folder}: live ${record.live} (${last?.action ?? '?'} at ${last?.at ?? '?'}${owner})`);
    if (health && folder !== SHELL) lines.push(`    health ${describeHealth(health, container, record.live)}`);
    if (record.canary) {
      lines.push(`    canary ${record.canary.version} to ${describePlan(record.canary)}`);
      if (health) lines.push(`    health ${describeHealth(health, container, record.canary.version)}`);
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
