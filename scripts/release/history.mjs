// What a remote's release history says: which versions were withdrawn, and where `rollback` goes.
// Pure: the registry record in, an answer out (unit-tested in history.test.mjs).

/** Actions that make their `version` the live one. */
export const GOES_LIVE = new Set(['publish', 'promote', 'rollback']);

/**
 * Versions withdrawn (rolled back from, or aborted as a canary) and not made live again since.
 * A rollback never returns to one of these unless the release manager names it with `--to`.
 */
export function withdrawnVersions(history) {
  const withdrawn = new Set();
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
export function rollbackTarget(record) {
  const { history, live } = record;
  const wentLive = (step) => step.version === live && GOES_LIVE.has(step.action);
  let anchor = history.findLastIndex((step) => wentLive(step) && step.action !== 'rollback');
  if (anchor < 0) anchor = history.findLastIndex(wentLive);
  if (anchor < 0) anchor = history.length;
  const withdrawn = withdrawnVersions(history);
  for (let i = anchor - 1; i >= 0; i--) {
    const step = history[i];
    if (GOES_LIVE.has(step.action) && step.version !== live && !withdrawn.has(step.version)) return step.version;
  }
  return null;
}

/** Whether `version` of this remote ever appeared in its history (live or canary). */
export const wasReleased = (record, version) => record.history.some((step) => step.version === version);
