// What a remote's release history says: which versions were withdrawn, and where `rollback` goes.
// Pure: the registry record in, a verdict out (unit-tested in core.test.ts).
import type { Action, HistoryStep, ReleaseRecord } from './types';

/** Actions that make their `version` the live one. */
export const GOES_LIVE: ReadonlySet<Action> = new Set<Action>(['publish', 'promote', 'rollback']);

/**
 * Versions withdrawn (rolled back from, or aborted as a canary) and not made live again since.
 * A rollback never returns to one of these unless the release manager names it with `--to`.
 */
export function withdrawnVersions(history: readonly HistoryStep[]): Set<string> {
  const withdrawn = new Set<string>();
  for (const step of history) {
    if (GOES_LIVE.has(step.action)) withdrawn.delete(step.version);
    if (step.withdrew) withdrawn.add(step.withdrew);
  }
  return withdrawn;
}

/**
 * The version that was live before the live one went live (its last publish or promote), skipping
 * withdrawn versions: publish A, B, C; rollback → B; rollback → A, never C again.
 */
export function rollbackTarget(record: Pick<ReleaseRecord, 'history' | 'live'>): string | null {
  const { history, live } = record;
  const wentLive = (step: HistoryStep) => step.version === live && GOES_LIVE.has(step.action);
  let anchor = history.findLastIndex((step) => wentLive(step) && step.action !== 'rollback');
  if (anchor < 0) anchor = history.findLastIndex(wentLive);
  if (anchor < 0) anchor = history.length;
  const withdrawn = withdrawnVersions(history);
  for (let i = anchor - 1; i >= 0; i--) {
    const step = history[i];
    if (step && GOES_LIVE.has(step.action) && step.version !== live && !withdrawn.has(step.version))
      return step.version;
  }
  return null;
}

/** Whether `version` of this remote ever appeared in its history (live or canary). */
export const wasReleased = (record: ReleaseRecord, version: string) =>
  record.history.some((step) => step.version === version);

const WITHDRAWN_BY: Partial<Record<Action, string>> = {
  'mark-bad': 'marked bad',
  abort: 'aborted as a canary',
  rollback: 'rolled back from',
};

/** How `version` was withdrawn, from its last withdrawing step: "mf-basket 1.0.2 was marked bad (by …)". */
export function describeWithdrawal(record: ReleaseRecord, version: string): string {
  const step = record.history.findLast((s) => s.withdrew === version);
  const how = step ? WITHDRAWN_BY[step.action] : undefined;
  const who = step
    ? ` (by ${step.by ?? 'unknown'} at ${step.at ?? '?'}${step.reason ? `: "${step.reason}"` : ''})`
    : '';
  return `${record.folder} ${version} was ${how ?? 'withdrawn'}${who}`;
}

/** Steps of history a release state keeps per remote; older ones go to the archive (deploy-store/state.ts). */
export const KEPT_STEPS = 100;

/**
 * The history cut to its last `keep` steps, plus every older step that withdrew a version still
 * withdrawn (so rollback, publish and the shell's fallback still avoid it): { kept, pruned }.
 */
export function pruneHistory(
  history: HistoryStep[],
  keep = KEPT_STEPS,
): { kept: HistoryStep[]; pruned: HistoryStep[] } {
  if (history.length <= keep) return { kept: history, pruned: [] };
  const cut = history.length - keep;
  const stillWithdrawn = withdrawnVersions(history);
  const kept: HistoryStep[] = [];
  const pruned: HistoryStep[] = [];
  history.forEach((step, i) => {
    if (i >= cut || (step.withdrew && stillWithdrawn.has(step.withdrew))) kept.push(step);
    else pruned.push(step);
  });
  return { kept, pruned };
}
