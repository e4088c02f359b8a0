// `pnpm release status [target]`: per remote (and the shell), the live version, any canary and its
// plan, their health over the window, and the audit trail (what, who, when, why). formatStatus is
// pure: the state, the counts and the incidents in, text out; statusText gathers them (health from
// Prometheus when RELEASE_PROMETHEUS_URL names one, else the servers' counts in the deploy folder).
import {
  collectHealth,
  countsSource,
  deployDir,
  describeHealth,
  describePlan,
  type HealthByVersion,
  type HealthSettings,
  type HealthSource,
  healthSettings,
  type Incident,
  prometheusHealth,
  type ReleaseState,
  readFolderHealth,
  readIncidents,
  recordOf,
  SHELL,
  targetContainer,
} from '@shop/release';

type Step = NonNullable<ReturnType<typeof recordOf>>['history'][number];

/** Steps shown per remote by `status`; `status <remote>` shows them all. */
export const RECENT_STEPS = 5;

export function describeStep(step: Step): string {
  const parts: string[] = [step.at ?? '?', (step.action ?? '?').padEnd(8), step.version ?? '?'];
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

/**
 * `folders`: which targets to show, in order ('shell' and remote folders); `all`: every step
 * instead of the recent ones; `health`: healthKey → { counts, windowMinutes, ofCanary }
 * (@shop/release collectHealth); `incidents`: the storefront server's server-render incidents.
 */
export function formatStatus(
  state: ReleaseState,
  folders: string[],
  {
    all = false,
    health = null,
    incidents = [],
  }: { all?: boolean; health?: HealthByVersion | null; incidents?: Incident[] } = {},
): string {
  const lines: string[] = [];
  for (const folder of folders) {
    const container = targetContainer(folder);
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

/** The health source status reads. */
export function statusHealthSource(
  env: NodeJS.ProcessEnv = process.env,
  settings: HealthSettings = healthSettings(env),
): HealthSource {
  const url = env.RELEASE_PROMETHEUS_URL?.trim();
  if (url) return prometheusHealth({ url, windowMinutes: settings.windowMinutes });
  return countsSource(readFolderHealth(deployDir(env), settings), settings);
}

/** `pnpm release status`: the state with its health and the server-render incidents. */
export async function statusText(
  state: ReleaseState,
  folders: string[],
  { all, env = process.env }: { all: boolean; env?: NodeJS.ProcessEnv },
): Promise<string> {
  const settings = healthSettings(env);
  const health = await collectHealth(state, statusHealthSource(env, settings), settings);
  return formatStatus(state, folders, { all, health, incidents: readIncidents(deployDir(env)) });
}
