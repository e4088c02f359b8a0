import { useLayoutEffect, useState } from 'react';

// Time-dependent text (a countdown, "New", a sale price, a message's "today") must read the same
// on the server and in the browser's first render, however old a kept server render is
// (docs/composition.md "Server rendering"): both read the clock of the render, which the page
// carries, and the browser moves to its own clock right after hydrating.

let clock: number | null = null;

/** The time renders read instead of Date.now(): set around a server render and for a first view. */
export function setRenderClock(at: number | null): void {
  clock = at;
}

/** The render's clock while one is set, else the current time. */
export function renderNow(): number {
  return clock ?? Date.now();
}

/**
 * The current time for a component, refreshed every `everyMs` while it is mounted. Its first
 * render reads the render's clock (the server's, when hydrating), then the browser's own before
 * the first paint after mounting.
 */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(renderNow);
  // A layout effect: a component mounted after the first view moves to the current time before
  // it paints; a hydrated one updates once hydration has committed.
  useLayoutEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
