// The end of the page's start-up (issue 34): the shopper's first interaction, or a few seconds
// after the load event. Overlays with nothing to show at first (the instant-win popup, which has
// nothing until a win arrives) start then, so their container, chunks and mount stay out of the
// first view's main-thread work and bytes (bench/README.md "Realtime after start-up").
// mf-engagement keeps its own copy of this gate (mf-engagement/src/app/after-start-up.ts): a
// remote cannot rely on the shell's version, and the two count from the same load event, so
// whichever runs second adds no wait.

/** After the load event, how long the page is left to itself. */
export const GRACE_AFTER_LOAD_MS = 3_000;

/** What counts as the shopper's first interaction (a click begins with pointerdown). */
export const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** When the load event ended (ms on the page's clock); now when the browser does not say. */
function loadEndedAt(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd : performance.now();
}

/** Calls `start` once: at the first interaction, or GRACE_AFTER_LOAD_MS after the load event. */
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
