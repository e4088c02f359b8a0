import { clearPrimedResponses, primeResponses, readText, responseChecksLoaded } from '@shop/provider-client';
import { STORAGE_KEYS } from '@shop/shared';
import { setRenderClock } from './render-clock';

// The browser's side of server rendering, the same for every application (docs/composition.md
// "Server rendering"). The server put its render in the application's node and, beside it, the
// URL, the render's clock and the provider responses it read. The client starts the same reads,
// served from the page (no request), renders at the same clock, and React hydrates the markup
// instead of replacing it.

interface ServerState {
  url: string;
  now: number;
  responses: Record<string, unknown>;
}

/** The node id the shell gives an application (shell/src/app/applications.ts `slot`). */
export const slotId = (name: string) => `app-${name.replace(/[^a-z0-9_-]/gi, '-')}`;
export const stateId = (name: string) => `shop-ssr-state:${name}`;

function takeServerState(name: string): ServerState | null {
  const script = document.getElementById(stateId(name));
  if (!script) return null;
  script.remove();
  try {
    const state = JSON.parse(script.textContent ?? '') as Partial<ServerState>;
    return typeof state.url === 'string' && state.responses && typeof state.responses === 'object'
      ? { url: state.url, responses: state.responses, now: typeof state.now === 'number' ? state.now : Date.now() }
      : null;
  } catch {
    return null;
  }
}

/**
 * Drops the render's clock once the address changes. Not at the next routing event as such: an
 * application registered later (an overlay) makes one while React may still be hydrating.
 */
function forgetClockOnLeaving(url: string) {
  const leave = (event: Event) => {
    const next = (event as CustomEvent<{ newUrl?: string }>).detail?.newUrl;
    const to = next ? new URL(next) : window.location;
    if (to.pathname + to.search === url) return;
    setRenderClock(null);
    window.removeEventListener('single-spa:before-routing-event', leave);
  };
  window.addEventListener('single-spa:before-routing-event', leave);
}

/** A macrotask: every read served from the page has settled by then (they resolve as microtasks). */
const settled = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * Readies an application's first mount: true when its node holds the server's render of this very
 * view and its stores now hold the data it was rendered from (hydrate), false otherwise (render;
 * the markup, if any, is replaced when the client's render commits). `start` starts the view's
 * reads and says whether this URL has a first view at all. A signed-in shopper's reads carry
 * their token and may get other responses: with `visitorsOnly`, their view is rendered afresh.
 */
export async function firstViewFromServer(
  name: string,
  start: (url: string) => Promise<boolean>,
  { visitorsOnly = true }: { visitorsOnly?: boolean } = {},
): Promise<boolean> {
  const state = takeServerState(name);
  const slot = document.getElementById(slotId(name));
  const here = window.location.pathname + window.location.search;
  if (!state || state.url !== here || slot?.dataset.serverRendered !== 'true') return false;
  if (visitorsOnly && readText(STORAGE_KEYS.AUTH_TOKEN_KEY) !== null) return false;
  // The page's responses are read through the response checks (docs/adr/011-tolerant-reader.md):
  // loaded first, the reads they serve settle within the one task `settled` waits for.
  const checks = await responseChecksLoaded().then(
    () => true,
    () => false,
  );
  if (!checks) return false;
  primeResponses(state.responses);
  // The first render reads the server's clock, whatever the age of the render; the next route
  // reads the browser's own (each component moves to it as soon as it has mounted: useNow).
  setRenderClock(state.now);
  forgetClockOnLeaving(here);
  try {
    if (!(await start(here))) {
      setRenderClock(null);
      return false;
    }
    await settled();
    return true;
  } finally {
    clearPrimedResponses();
  }
}
