import { startTransition, useEffect, useState } from 'react';

// Time-dependent text (a countdown, "New", a sale price, a message's "today") must read the same
// on the server and in the browser's first render, however old a kept server render is
// (docs/composition.md "Server rendering"): both read the clock of the render, which the page
// carries, and the browser moves to its own clock right after hydrating.

let clock: number | null = null;
/** The server's: the clock of the render in progress, kept per render (../server/render.tsx), never in `clock`. */
let clockOfThisRender: (() => number | undefined) | null = null;

/** The time renders read instead of Date.now(): set for the browser's first view. */
export function setRenderClock(at: number | null): void {
  clock = at;
}

/** The server render's hook: the clock of the render in progress, if any. */
export function readRenderClockWith(read: () => number | undefined): void {
  clockOfThisRender = read;
}

const renderClock = () => clockOfThisRender?.() ?? clock;

/** The render's clock while one is set, else the current time. */
export function renderNow(): number {
  return renderClock() ?? Date.now();
}

/**
 * The current time for a component, refreshed every `everyMs` while it is mounted. Its first
 * render reads the render's clock (the server's, when hydrating); a hydrated component then moves
 * to the browser's own time in a transition, which React renders in slices after hydrating: one
 * synchronous update per countdown as hydration committed was a long task on home (Lighthouse TBT).
 */
export function useNow(everyMs = 1000): number {
  const [start] = useState(() => ({ at: renderNow(), fromRender: renderClock() !== null }));
  const [now, setNow] = useState(start.at);
  useEffect(() => {
    if (start.fromRender) startTransition(() => setNow(Date.now()));
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, start]);
  return now;
}
