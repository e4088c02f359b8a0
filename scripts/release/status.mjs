// `pnpm release status [remote]`: per remote, the live version, any canary, and the audit trail
// (what, who, when, why). Pure: the registry in, text out.

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

/** `folders`: which remotes to show, in order; `all`: every step instead of the recent ones. */
export function formatStatus(registry, folders, { all = false } = {}) {
  const lines = [];
  for (const folder of folders) {
    const record = registry.remotes?.[folder.replace(/-/g, '_')];
    if (!record) {
      lines.push(`${folder}: not published`);
      continue;
    }
    const last = record.history.at(-1);
    lines.push(`${folder}: live ${record.live} (${last?.action ?? '?'} at ${last?.at ?? '?'})`);
    if (record.canary) {
      const { version, share, since } = record.canary;
      lines.push(`    canary ${version} to ${share} % of browsers since ${since ?? '?'}`);
    }
    const steps = [...record.history].reverse();
    for (const step of all ? steps : steps.slice(0, RECENT_STEPS)) lines.push(`    ${describeStep(step)}`);
  }
  return lines.join('\n');
}
