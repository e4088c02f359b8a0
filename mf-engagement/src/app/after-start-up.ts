// The instant-win listener waits until the page's start-up is over: the realtime SDK
// (≈ 60 KiB gzip, bench/README.md "Realtime after start-up") and its socket are not needed for the
// first view, and fetching, parsing and running them during the load competed with the page's
// own scripts on every page. Nothing is lost by waiting: a win stays in the realtime store until
// a page has shown it, the listener replays every child already there (onChildAdded), and a win
// is only "stale" after STALE_AFTER_MS (5 minutes, features/instant-win/model.ts).

/** After the load event, how long the page is left to itself before the listener starts. */
export const GRACE_AFTER_LOAD_MS = 3_000;

/** What counts as the shopper's first interaction (a click begins with pointerdown). */
export const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** When the load event ended (ms on the page's clock); now when the browser does not say. */
function loadEndedAt(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : performance.now();
}

/**
 * Calls `start` once: at the shopper's first interaction, or GRACE_AFTER_LOAD_MS after the load
 * event, whichever comes first. Counted from the load event itself, so a caller that arrives late
 * (the shell mounts this overlay after its own start-up gate, shell/src/app/after-start-up.ts)
 * adds no wait of its own. The realtime connection then still waits for an idle moment
 * (common/realtime/connection.ts) so it never lands inside the task the interaction started.
 */
export function afterStartUp(start: () => void, target: Window = window): void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const options = { capture: true, passive: true } as const;
  const go = () => {
    if (done) return;
    done = true;
    if (timer !== undefined) clearTimeout(timer);
    for (const type of INTERACTIONS) target.removeEventListener(type, go, options);
    target.removeEventListener('load', loaded);
    start();
  };
  const loaded = () => {
    timer = setTimeout(go, Math.max(0, loadEndedAt() + GRACE_AFTER_LOAD_MS - performance.now()));
  };
  for (const type of INTERACTIONS) target.addEventListener(type, go, options);
  if (target.document.readyState === 'complete') loaded();
  else target.addEventListener('load', loaded, { once: true });
}
