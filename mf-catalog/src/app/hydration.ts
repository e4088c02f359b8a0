import { answerChecksLoaded, clearPrimedAnswers, primeAnswers, STORAGE_KEYS } from '@shop/shared';
import { firstViewAt } from './first-view';

// The client's side of server rendering (docs/composition.md "Server rendering"). The server put
// its render in this remote's node and, beside it, the URL and the provider answers it read. The
// client starts the same reads, answered from the page (no request), so its stores hold what the
// server rendered from, and React hydrates the markup instead of replacing it. A signed-in
// shopper's reads carry their token and may answer differently: their view is rendered afresh.

const STATE_ID = 'shop-ssr-state:mf_catalog';
const SLOT_ID = 'app-mf_catalog';

interface ServerState {
  url: string;
  answers: Record<string, unknown>;
}

function takeServerState(): ServerState | null {
  const script = document.getElementById(STATE_ID);
  if (!script) return null;
  script.remove();
  try {
    const state = JSON.parse(script.textContent ?? '') as Partial<ServerState>;
    return typeof state.url === 'string' && state.answers && typeof state.answers === 'object'
      ? (state as ServerState)
      : null;
  } catch {
    return null;
  }
}

function signedIn(): boolean {
  try {
    return Boolean(window.localStorage.getItem(STORAGE_KEYS.AUTH_TOKEN_KEY));
  } catch {
    return false;
  }
}

/** A macrotask: every read answered from the page has settled by then (they resolve as microtasks). */
const settled = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * Readies the first mount: true when the region holds the server's render of this very view and
 * the stores now hold its data (hydrate), false otherwise (render; the markup, if any, is replaced).
 */
export async function firstViewFromServer(): Promise<boolean> {
  const state = takeServerState();
  const slot = document.getElementById(SLOT_ID);
  const here = window.location.pathname + window.location.search;
  if (!state || state.url !== here || slot?.dataset.serverRendered !== 'true' || signedIn()) return false;
  // The route's models come in its page's chunk (./first-view.ts).
  const view = await firstViewAt(here);
  if (!view) {
    // The server's markup stays on screen until the client's render replaces it.
    return false;
  }
  // The page's answers are read through the checks: loaded first, they settle in one task below.
  if (
    !(await answerChecksLoaded().then(
      () => true,
      () => false,
    ))
  )
    return false;
  primeAnswers(state.answers);
  view.start(view.params);
  await settled();
  clearPrimedAnswers();
  return true;
}
