import { readText } from '@shop/provider-client';
import type { Lifecycles, RemoteProps } from '@shop/react-kit';
import { STORAGE_KEYS } from '@shop/shared';
import { addToCartRequested } from '@shop/shared/state';
import { createEffect, sample } from 'effector';
import { registerApplication } from 'single-spa';
import { directory, loadApp } from '../registry/load-app';
import { afterStartUp } from './after-start-up';
import { afterNextPaint } from './navigation';
import { whenIdle } from './next-task';
import { type AppId, ownerOf, REMOTES } from './routes';

export { REMOTES };

/**
 * Always-active applications: instant-win popup, basket modals, the session check; in the order
 * they start when they start together (a win waits for the popup).
 */
export const OVERLAYS = ['mf_engagement', 'mf_basket', 'mf_account'] as const;
/**
 * When each overlay starts, so that none competes with the first page for the main thread before
 * its content paints (home LCP at 4x CPU, `pnpm bench`). A signed-in shopper's session check as
 * soon as the page's code has loaded: every page needs to know who is signed in, soon, and a page
 * that mounts first waits for it while a token is stored (`useSession` in @shop/shared). A
 * shopper's basket (signed in, or a basket token stored) once the page has mounted (or failed to)
 * and the browser is idle, at most a second later: its count in the header. Everything else after
 * the page's start-up (./after-start-up.ts): the first interaction, or a few seconds after the page
 * has shown. A visitor with no token has no session to check and an empty basket (their first
 * add-to-cart starts the basket at once, and the request waits in @shop/shared for it); the
 * instant-win popup has nothing to show before its listener hears a win, and wins wait in the
 * realtime store until a page shows them. Their containers, chunks and mounts were the
 * first view's bytes and long tasks when nothing needed them (bench/README.md "Overlays after
 * start-up").
 */
type OverlayStart = 'page-loaded' | 'page-shown' | 'after-start-up';
function overlayStart(remote: (typeof OVERLAYS)[number]): OverlayStart {
  const signedIn = readText(STORAGE_KEYS.AUTH_TOKEN_KEY) !== null;
  if (remote === 'mf_account') return signedIn ? 'page-loaded' : 'after-start-up';
  if (remote === 'mf_basket') {
    return signedIn || readText(STORAGE_KEYS.CART_HEADER) !== null ? 'page-shown' : 'after-start-up';
  }
  return 'after-start-up';
}

/** Each application gets its own node: a region in <main>, or one in the overlay layer. */
function slot(name: string, parentId: 'main-region' | 'overlay-region'): HTMLElement {
  const id = `app-${name.replace(/[^a-z0-9_-]/gi, '-')}`;
  let el = document.getElementById(id);
  const version = directory.chosen.get(name.split(':')[0] ?? name)?.version;
  if (el?.dataset.serverRendered === 'true' && el.dataset.version !== version) keepUntilReplaced(el, name, version);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    el.className = parentId === 'main-region' ? 'app-slot' : 'overlay-slot';
    el.dataset.app = name;
    if (version) el.dataset.version = version;
    document.getElementById(parentId)?.append(el);
  }
  return el;
}

/**
 * The server rendered this region with the live version (docs/composition.md "Server
 * rendering"); this browser loads another (a canary, an override, an earlier good one): that
 * version renders the region itself, so the server's state goes and nothing hydrates the markup.
 * The markup stays on screen until that version's first render takes its place: a canary shopper
 * sees the live page, then the canary's, never an empty region between them.
 */
function keepUntilReplaced(el: HTMLElement, name: string, version: string | undefined) {
  el.dataset.serverRendered = 'replaced';
  if (version) el.dataset.version = version;
  document.getElementById(`shop-ssr-state:${name}`)?.remove();
}

/** The region shows the server's render (its own, or one kept until replaced): no spinner over it. */
const showsServerRender = (el: HTMLElement) => Boolean(el.dataset.serverRendered);

/** A mount slower than this (its page's own chunk still on the way) shows the spinner too. */
const SLOW_MOUNT_MS = 120;

/**
 * The region is loading: the spinner (a CSS drawing) for the eye, and `aria-busy` for assistive
 * technology, which the drawing says nothing to: an empty region that is still loading is then
 * told apart from one that is simply empty.
 */
function showLoading(el: HTMLElement) {
  if (showsServerRender(el)) return;
  el.dataset.loading = 'true';
  el.setAttribute('aria-busy', 'true');
}
function hideLoading(el: HTMLElement) {
  delete el.dataset.loading;
  el.removeAttribute('aria-busy');
}

/**
 * Shows the region spinner while a page's code loads (pages load on demand), and again while a
 * mount waits for its page's chunk, so a route change never shows a blank region. The mount's
 * spinner waits a moment first: a page whose code is already here mounts without a flash.
 */
export function withSpinner(load: () => Promise<Lifecycles>, name: string): () => Promise<Lifecycles> {
  return async () => {
    const el = slot(name, 'main-region');
    showLoading(el);
    let lifecycles: Lifecycles;
    try {
      lifecycles = await load();
    } finally {
      hideLoading(el);
    }
    return {
      ...lifecycles,
      mount: async (props) => {
        const timer = window.setTimeout(() => showLoading(el), SLOW_MOUNT_MS);
        try {
          await lifecycles.mount(props);
        } finally {
          window.clearTimeout(timer);
          hideLoading(el);
          delete el.dataset.serverRendered;
        }
      },
    };
  };
}

export function registerApplications(
  local: { legalTerms: () => Promise<Lifecycles>; notFound: () => Promise<Lifecycles> },
  remotesReady: boolean,
) {
  for (const [appId, remote] of Object.entries(REMOTES) as [Exclude<AppId, 'shell'>, string][]) {
    registerApplication<RemoteProps>({
      name: remote,
      app: withSpinner(() => (remotesReady ? loadApp(remote, 'app') : loadApp('registry-unavailable', 'app')), remote),
      activeWhen: (location) => ownerOf(location.pathname) === appId,
      customProps: (name) => ({ name, domElement: slot(name, 'main-region') }),
    });
  }
  registerApplication<RemoteProps>({
    name: 'shell:legal-terms',
    app: local.legalTerms,
    activeWhen: (location) => ownerOf(location.pathname) === 'shell',
    customProps: (name) => ({ name, domElement: slot(name, 'main-region') }),
  });
  registerApplication<RemoteProps>({
    name: 'shell:not-found',
    app: local.notFound,
    activeWhen: (location) => ownerOf(location.pathname) === 'not-found',
    customProps: (name) => ({ name, domElement: slot(name, 'main-region') }),
  });
  if (!remotesReady) return;
  // Decided once, from what this page found stored: a sign-in meanwhile must not skip an overlay.
  const plan = new Map(OVERLAYS.map((remote) => [remote, overlayStart(remote)]));
  const startingWhen = (when: OverlayStart) => OVERLAYS.filter((remote) => plan.get(remote) === when);
  const pageLoaded = () => registerOverlays(startingWhen('page-loaded'));
  // Before the first mount: the first page's code is in. A page that failed to load still ends
  // its first routing event, which starts everything left.
  window.addEventListener('single-spa:before-first-mount', pageLoaded, { once: true });
  window.addEventListener(
    'single-spa:routing-event',
    () => {
      pageLoaded();
      whenIdle(() => {
        registerOverlays(startingWhen('page-shown'));
        afterStartUp(() => registerOverlays(startingWhen('after-start-up'), { oneByOne: true }));
      }, 1000);
    },
    { once: true },
  );
  // A shopper's first add-to-cart starts the basket at once (after the tap's paint): the request
  // waits in @shop/shared until the basket listens, and its modal responds to the shopper's own tap.
  sample({ clock: addToCartRequested, target: basketNeededFx });
}

const basketNeededFx = createEffect(() => afterNextPaint().then(() => registerOverlays(['mf_basket'])));

const registeredOverlays = new Set<string>();

/**
 * `oneByOne`: each after the last, when the browser is idle: three containers starting at once
 * were one long stretch of main-thread work, right when the popup shows its first win.
 */
function registerOverlays(remotes: readonly string[], { oneByOne = false } = {}) {
  const [remote, ...rest] = remotes.filter((name) => !registeredOverlays.has(name));
  if (!remote) return;
  registeredOverlays.add(remote);
  registerApplication<RemoteProps>({
    name: `${remote}:overlay`,
    app: () => loadApp(remote, 'overlay'),
    activeWhen: () => true,
    customProps: (name) => ({ name, domElement: slot(name, 'overlay-region') }),
  });
  if (!oneByOne) registerOverlays(rest);
  else if (rest.length) whenIdle(() => registerOverlays(rest, { oneByOne }), 1000);
}
