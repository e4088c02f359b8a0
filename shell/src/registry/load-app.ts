import { loadRemote } from '@module-federation/enhanced/runtime';
import { callProvider } from '@shop/provider-client';
import type { Lifecycles, RemoteProps } from '@shop/react-kit';
import { sendOutcome } from './health-beacon';
import { type ChosenRemote, chooseVersion, markBad, type Registry } from './registry';

// A remote that cannot be fetched, evaluated or mounted costs only its own region: one retry,
// then the previous good version from the registry (decided on a fresh page load), then a
// clear "unavailable" region. Each incident is logged and sent to the provider, and each outcome
// of a live or canary version to the release service (health-beacon.ts).

const LOADED = { outcome: 'loaded', stage: 'mount' } as const;
const RENDER_FAILED = { outcome: 'failed', stage: 'render' } as const;

export const UNAVAILABLE_TEXT = 'This part of the site is unavailable right now. Please try again shortly.';
const FAILED_AT_KEY = 'shop:fallback-started';

export interface RemoteDirectory {
  registry: Registry | null;
  chosen: Map<string, ChosenRemote>;
  /** Remotes whose code this page has asked the federation runtime for. */
  requested: Set<string>;
}

export const directory: RemoteDirectory = { registry: null, chosen: new Map(), requested: new Set() };

type Stage = 'load' | 'bootstrap' | 'mount' | 'unmount';

function report(remote: string, stage: Stage, error: unknown, fallback: string) {
  const message = error instanceof Error ? error.message : String(error);
  const version = directory.chosen.get(remote)?.version ?? 'unknown';
  if (stage !== 'unmount') sendOutcome(directory.registry, remote, version, { outcome: 'failed', stage });
  console.error(`[remote] ${remote}@${version} failed at ${stage}: ${message} → ${fallback}`);
  void callProvider('incident', { remote, version, stage, message: message.slice(0, 500), fallback });
}

function renderUnavailable(el: HTMLElement, remote: string) {
  el.replaceChildren();
  // An always-on overlay (popup, modals) that is down simply stays away; pages say so.
  if (el.classList.contains('overlay-slot')) return;
  const box = document.createElement('section');
  box.className = 'shell-unavailable';
  box.setAttribute('role', 'alert');
  box.dataset.remote = remote;
  box.dataset.testid = 'remote-unavailable';
  const title = document.createElement('h2');
  title.textContent = 'Temporarily unavailable';
  const text = document.createElement('p');
  text.textContent = UNAVAILABLE_TEXT;
  box.append(title, text);
  el.append(box);
}

/**
 * Marks the failing version bad for this tab and reloads onto the previous good one, if the
 * registry has one; otherwise returns false and the caller shows the unavailable region.
 */
function fallBackToPreviousVersion(remote: string, stage: Stage, error: unknown): boolean {
  const chosen = directory.chosen.get(remote);
  const record = directory.registry?.remotes[remote];
  if (!chosen || chosen.overridden || !record || !markBad(remote, chosen.version)) {
    report(remote, stage, error, 'unavailable');
    return false;
  }
  const next = chooseVersion(remote, record);
  if (!next) {
    report(remote, stage, error, 'unavailable');
    return false;
  }
  report(remote, stage, error, `previous:${next.version}`);
  try {
    window.sessionStorage.setItem(FAILED_AT_KEY, String(Date.now()));
  } catch {
    /* the measurement is optional */
  }
  window.location.reload();
  return true;
}

function fallbackLifecycles(remote: string, stage: Stage, error: unknown): Lifecycles {
  let reloading = false;
  return {
    bootstrap: async () => {
      reloading = fallBackToPreviousVersion(remote, stage, error);
    },
    mount: async (props) => {
      if (!reloading) renderUnavailable(props.domElement, remote);
    },
    unmount: async (props) => props.domElement.replaceChildren(),
  };
}

/** After a fallback reload: how long from the failure to the replacement on screen. */
function noteRecovery(remote: string) {
  try {
    const startedAt = Number(window.sessionStorage.getItem(FAILED_AT_KEY));
    if (!startedAt) return;
    window.sessionStorage.removeItem(FAILED_AT_KEY);
    const ms = Date.now() - startedAt;
    (window as unknown as { __shopFallbackMs?: number }).__shopFallbackMs = ms;
    console.info(`[remote] ${remote} recovered on its previous version in ${ms} ms`);
  } catch {
    /* optional */
  }
}

async function loadWithRetry(id: string): Promise<Lifecycles> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const mod = await loadRemote<Lifecycles>(id);
      if (!mod || typeof mod.mount !== 'function') throw new Error(`${id} exposes no lifecycles`);
      return mod;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** single-spa loading function for `remote/expose` with retry, fallback and mount guard. */
export async function loadApp(remote: string, expose: string): Promise<Lifecycles> {
  directory.requested.add(remote);
  let app: Lifecycles;
  try {
    app = await loadWithRetry(`${remote}/${expose}`);
  } catch (error) {
    return fallbackLifecycles(remote, 'load', error);
  }
  let failed: 'bootstrap' | null = null;
  let bootError: unknown;
  return {
    bootstrap: async (props: RemoteProps) => {
      try {
        await app.bootstrap(props);
      } catch (error) {
        failed = 'bootstrap';
        bootError = error;
      }
    },
    mount: async (props: RemoteProps) => {
      try {
        if (failed) throw bootError;
        await app.mount(props);
        const version = directory.chosen.get(remote)?.version;
        // A first render that threw shows the contract's render-error screen (@shop/shared).
        const rendered = !props.domElement.querySelector('[data-testid="render-error"]');
        sendOutcome(directory.registry, remote, version, rendered ? LOADED : RENDER_FAILED);
        if (directory.chosen.get(remote)?.replaces) noteRecovery(remote);
      } catch (error) {
        if (!fallBackToPreviousVersion(remote, failed ?? 'mount', error)) renderUnavailable(props.domElement, remote);
      }
    },
    unmount: async (props: RemoteProps) => {
      try {
        if (!failed) await app.unmount(props);
      } catch (error) {
        report(remote, 'unmount', error, 'none');
      }
      props.domElement.replaceChildren();
    },
  };
}
