import { type ReactNode, type ReactPromise, Suspense, use, useSyncExternalStore } from 'react';

// A server-rendered section below the window hydrates when it comes near the window, or when the
// shopper points at, touches or tabs into it, instead of with the rest of the page: hydrating home
// whole was the catalog's longest task of a phone's first view (bench/README.md "Hydration when
// near"). React's own tool does the work: while content inside a Suspense boundary suspends during
// hydration, React keeps the boundary's server markup as it is (no fallback, so nothing moves) and
// hydrates it on its own once the content can render. Until then its links are plain links.

/** How far below (or above) the window a section starts to hydrate: half a window ahead. */
const NEAR = '50% 0px';
/**
 * The shopper is about to use a section: it hydrates now, so the click that follows reaches
 * React. Heard on the document before React's own listener, which stops these events while they
 * target markup that has not hydrated yet.
 */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** One wait per section node, the same across React's retries (`use` needs the same promise each time). */
const waits = new WeakMap<Element, ReactPromise<void>>();
/** The sections still waiting, with what ends the wait. */
const pending = new Map<Element, () => void>();
let listening = false;

function onIntent(event: Event) {
  for (const [section, done] of pending) if (section.contains(event.target as Node)) done();
}

/** Calls `done` once, when the section comes near the window or is used. */
function watch(section: Element, done: () => void) {
  if (!listening) {
    listening = true;
    for (const type of INTENT) document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && end(), {
    rootMargin: NEAR,
  });
  function end() {
    pending.delete(section);
    observer.disconnect();
    done();
  }
  pending.set(section, end);
  observer.observe(section);
}

/** The section's wait, or null when there is nothing to wait for (no such node here). */
function nearOrUsed(id: string): ReactPromise<void> | null {
  const section = document.getElementById(id);
  if (!section || typeof IntersectionObserver !== 'function') return null;
  const wait = waits.get(section);
  if (wait) return wait;
  let resolve = () => {};
  const made: ReactPromise<void> = new Promise<void>((settle) => {
    resolve = settle;
  });
  watch(section, () => {
    // React's `use` reads a settled promise's `status` synchronously: the event that ended the
    // wait can hydrate the section at once.
    Object.assign(made, { status: 'fulfilled', value: undefined });
    resolve();
  });
  waits.set(section, made);
  return made;
}

const noSubscription = () => () => {};
/** True on the server and while React hydrates (it reads the server's value then), false in a client render. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

function WhenNear({ id, children }: { id: string; children: ReactNode }) {
  const wait = useHydrating() && typeof document !== 'undefined' ? nearOrUsed(id) : null;
  if (wait) use(wait);
  return children;
}

/**
 * Its children (one section, whose node has this `id`) render at once on the server and in a
 * client render; hydrating the server's markup, they wait until the section is near the window or
 * used. The children must be the section's whole component (its hooks included): a boundary whose
 * props change before it has hydrated is rendered afresh by the client instead.
 */
export function HydrateWhenNear({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WhenNear id={id}>{children}</WhenNear>
    </Suspense>
  );
}
