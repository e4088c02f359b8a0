import { afterStartUp } from './after-start-up';
import { whenIdle } from './next-task';
import { prefetchApp, preloadRoute } from './preload';
import { ownerOf, REMOTES } from './routes';

// The first click into a route only mounts: the route's owner's code and the route's page code
// are fetched and run before it, on intent (a pointer over a link, a touch, the focus) for any
// same-site link in the page. Once the page's start-up is over, the other remotes' first files are
// fetched too (not run), so a click without intent skips the network. Neither before: the first
// view's bytes and main thread are the page's own (bench/README.md "Routes warmed ahead"). The
// remotes' hints go in one remote a task, when the browser is idle: each hint costs a phone a few
// milliseconds, and the seven of them in one task were a long task after the page had shown
// (bench/README.md "Hints a remote a task").

/** The latest the next remote's hints wait for an idle moment. */
export const HINTS_GAP_MS = 1_000;

const INTENT = ['pointerover', 'touchstart', 'focusin'] as const;

/** The remote owning a same-site link's path, or null (the shell's own pages, not found). */
function remoteOf(pathname: string): string | null {
  const owner = ownerOf(pathname);
  return owner === 'shell' || owner === 'not-found' ? null : REMOTES[owner];
}

export function warmRoutesAhead(): void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
    if (!link) return;
    const { pathname } = new URL((link as HTMLAnchorElement).href);
    const remote = remoteOf(pathname);
    // In a task of its own: the pointer's arrival and the click on it come in one burst when the
    // pointer moves straight to the click, and the warming's start (the federation runtime's
    // loadRemote, 11–13 ms at 4x CPU) in the pointer-over's task was input delay of that click
    // (bench/README.md "The intent's warming after the event"). A timer, not nextTask(): a
    // scheduler.yield() continuation is meant to run ahead of other queued work.
    if (remote) window.setTimeout(() => void preloadRoute(remote, pathname), 0);
  };
  for (const type of INTENT) document.addEventListener(type, onIntent, { passive: true });
  afterStartUp(() => prefetchInTurn(Object.values(REMOTES)));
}

function prefetchInTurn([next, ...rest]: string[]): void {
  if (next === undefined) return;
  prefetchApp(next);
  if (rest.length > 0) whenIdle(() => prefetchInTurn(rest), HINTS_GAP_MS);
}
