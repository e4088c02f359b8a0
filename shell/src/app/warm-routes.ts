import { afterStartUp } from './after-start-up';
import { whenIdle } from './next-task';
import { prefetchApp, preloadRoute } from './preload';
import { ownerOf, REMOTES } from './routes';

// The first click into a route only mounts: the route's owner's code and the route's
// page code are fetched and run before it. On intent (a pointer over a link, a touch, the focus)
// for any link in the page; and once the page's start-up is over, one route per idle moment, for
// the header's links, the likeliest next routes. Not before: the first view's bytes and main
// thread are the page's own (bench/README.md "Routes warmed ahead").

const INTENT = ['pointerover', 'touchstart', 'focusin'] as const;

/** The remote owning a same-site link's path, or null (the shell's own pages, not found). */
function remoteOf(pathname: string): string | null {
  const owner = ownerOf(pathname);
  return owner === 'shell' || owner === 'not-found' ? null : REMOTES[owner];
}

function warm(pathname: string): Promise<void> {
  const remote = remoteOf(pathname);
  return remote ? preloadRoute(remote, pathname) : Promise.resolve();
}

const idle = () => new Promise<void>((resolve) => whenIdle(resolve, 2000));

/** The header's links, in the order they read. */
function headerPaths(): string[] {
  const links = document.querySelectorAll<HTMLAnchorElement>('#shell-header a[href^="/"]');
  return [...new Set([...links].map((link) => new URL(link.href).pathname))];
}

export function warmRoutesAhead(): void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
    if (link) void warm(new URL((link as HTMLAnchorElement).href).pathname);
  };
  for (const type of INTENT) document.addEventListener(type, onIntent, { passive: true });
  afterStartUp(async () => {
    // The other remotes' first files, fetched at low priority and not run (./preload.ts), then
    // the header's routes run one by one while the browser is idle.
    for (const remote of Object.values(REMOTES)) prefetchApp(remote);
    for (const pathname of headerPaths()) {
      await idle();
      await warm(pathname);
    }
  });
}
