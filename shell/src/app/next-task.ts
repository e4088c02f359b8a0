/**
 * Gives the main thread back for a moment: the shell's start is cut into a few short tasks, so a
 * tap or a paint never waits behind all of it (docs/composition.md "Server rendering").
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `run` when the browser is idle, at the latest after `timeoutMs`. */
export function whenIdle(run: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: timeoutMs });
  else window.setTimeout(run, Math.min(timeoutMs, 1000));
}
