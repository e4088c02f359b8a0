// The end of the page's start-up: the shopper's first interaction, or a few seconds
// after the first page has shown and the browser was idle. Overlays with nothing to show at first
// (the instant-win popup, which has nothing until a win arrives) start then, so their container,
// chunks and mount stay out of the first view's main-thread work and bytes (bench/README.md
// "Realtime after start-up"). Counted from the page shown, not from the load event: the load
// event comes before the page's own script has run (it is asked for after the first paint), so a
// phone can still be hydrating the page seconds after it.
// mf-engagement keeps a gate of its own (mf-engagement/src/app/after-start-up.ts, from the load
// event) for shells that mount its overlay earlier; behind this one it has nothing left to wait.
import { afterNextPaint } from './navigation';
import { whenIdle } from './next-task';

/** After the first page has shown (and the browser was idle), how long the page is left to itself. */
export const GRACE_AFTER_SHOWN_MS = 3_000;

/** What counts as the shopper's first interaction (a click begins with pointerdown). */
export const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/** At the latest, this long after the interaction the overlays start, idle or not. */
export const IDLE_AFTER_INTERACTION_MS = 1_000;

/**
 * Calls `start` once: GRACE_AFTER_SHOWN_MS from now, or after the shopper's first interaction,
 * once the browser has painted its response and is idle. Starting in the interaction's own task put
 * the overlays' registration (and, with their code already fetched, their start) between the
 * tap and its paint: Interaction to Next Paint (bench/README.md "Interactions").
 */
export function afterStartUp(start: () => void, target: Window = window): void {
  let done = false;
  const options = { capture: true, passive: true } as const;
  const go = (interacted: boolean) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const type of INTERACTIONS) target.removeEventListener(type, onInteraction, options);
    if (interacted) void afterNextPaint().then(() => whenIdle(start, IDLE_AFTER_INTERACTION_MS));
    else start();
  };
  const onInteraction = () => go(true);
  for (const type of INTERACTIONS) target.addEventListener(type, onInteraction, options);
  const timer = setTimeout(() => go(false), GRACE_AFTER_SHOWN_MS);
}
