// The end of the page's start-up (issue 34): the shopper's first interaction, or a few seconds
// after the first page has shown and the browser was idle. Overlays with nothing to show at first
// (the instant-win popup, which has nothing until a win arrives) start then, so their container,
// chunks and mount stay out of the first view's main-thread work and bytes (bench/README.md
// "Realtime after start-up"). Counted from the page shown, not from the load event: the load
// event comes before the page's own script has run (it is asked for after the first paint), so a
// phone can still be hydrating the page seconds after it.
// mf-engagement keeps a gate of its own (mf-engagement/src/app/after-start-up.ts, from the load
// event) for shells that mount its overlay earlier; behind this one it has nothing left to wait.

/** After the first page has shown (and the browser was idle), how long the page is left to itself. */
export const GRACE_AFTER_SHOWN_MS = 3_000;

/** What counts as the shopper's first interaction (a click begins with pointerdown). */
export const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** Calls `start` once: at the first interaction, or GRACE_AFTER_SHOWN_MS from now. */
export function afterStartUp(start: () => void, target: Window = window): void {
  let done = false;
  const options = { capture: true, passive: true } as const;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const type of INTERACTIONS) target.removeEventListener(type, go, options);
    start();
  };
  for (const type of INTERACTIONS) target.addEventListener(type, go, options);
  const timer = setTimeout(go, GRACE_AFTER_SHOWN_MS);
}
