import type { MouseEvent as ReactMouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * Resolves after the browser's next paint: a frame, then a task (a hidden page paints no frame,
 * so a timer stands in for it).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      resolve();
    };
    requestAnimationFrame(() => setTimeout(go, 0));
    setTimeout(go, 100);
  });
}

/**
 * The shell's links route in the page, like the remotes' router links, but a Ctrl/Cmd/Shift/Alt
 * click or a middle click keeps the browser's meaning (new tab, new window, download): single-spa's
 * `navigateToUrl` would turn those into a same-tab navigation.
 *
 * The route change runs after the click's next paint: single-spa unmounts the old page
 * in the click's own task (microtasks run before the paint), which on a phone held the click's
 * feedback for over 100 ms (Interaction to Next Paint, `pnpm bench`, bench/README.md
 * "Paint before the route change").
 */
export function followLink(event: ReactMouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (event.currentTarget.target && event.currentTarget.target !== '_self') return;
  event.preventDefault();
  const url = event.currentTarget.href;
  void afterNextPaint().then(() => navigateToUrl(url));
}

type RoutingEvent = CustomEvent<{ originalEvent?: Event & { singleSpaTrigger?: string } }>;

/**
 * Requirements §2: the window scrolls to the top on every location change, a new `?page=` included.
 * A `replaceState` that keeps the path (a tab chosen on the page, a tidied URL) rewrites the
 * current location rather than going to a new one, so it keeps the scroll position.
 *
 * Keyboard and screen-reader users start at the new content too: when the focus is not already
 * in the page region (the link they used was in the header, or went away with the old page), it
 * moves to <main>, which then reads out first and where the next Tab starts. A page that put the
 * focus somewhere itself keeps it.
 */
export function startAtTopOnNavigation(target: Window = window): () => void {
  let last = target.location.pathname + target.location.search;
  let lastPath = target.location.pathname;
  const onRouting = (event: Event) => {
    const { pathname, search } = target.location;
    if (pathname + search === last) return;
    const replaced = (event as RoutingEvent).detail?.originalEvent?.singleSpaTrigger === 'replaceState';
    const samePath = pathname === lastPath;
    last = pathname + search;
    lastPath = pathname;
    if (replaced && samePath) return;
    target.scrollTo(0, 0);
    const main = target.document.getElementById('main-region');
    if (main && !main.contains(target.document.activeElement)) main.focus({ preventScroll: true });
  };
  target.addEventListener('single-spa:routing-event', onRouting);
  return () => target.removeEventListener('single-spa:routing-event', onRouting);
}
