import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Lifecycles, RemoteProps } from '@shop/shared';
import { callProvider } from '@shop/shared';

// A remote that cannot be fetched, evaluated or mounted costs only its own region: one retry,
// then a clear "unavailable" region, and an incident the provider records.

export const UNAVAILABLE_TEXT = 'This part of the site is unavailable right now. Please try again shortly.';

function report(remote: string, stage: string, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[remote] ${remote} failed at ${stage}: ${message}`);
  void callProvider('incident', { remote, version: 'live', stage, message, fallback: 'unavailable' });
}

function renderUnavailable(el: HTMLElement, remote: string) {
  el.replaceChildren();
  const box = document.createElement('section');
  box.className = 'shell-unavailable';
  box.setAttribute('role', 'alert');
  box.dataset.remote = remote;
  const title = document.createElement('h2');
  title.textContent = 'Temporarily unavailable';
  const text = document.createElement('p');
  text.textContent = UNAVAILABLE_TEXT;
  box.append(title, text);
  el.append(box);
}

function fallbackLifecycles(remote: string): Lifecycles {
  return {
    bootstrap: async () => {},
    mount: async (props) => renderUnavailable(props.domElement, remote),
    unmount: async (props) => props.domElement.replaceChildren(),
  };
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
  let app: Lifecycles;
  try {
    app = await loadWithRetry(`${remote}/${expose}`);
  } catch (error) {
    report(remote, 'load', error);
    return fallbackLifecycles(remote);
  }
  let broken = false;
  return {
    bootstrap: async (props: RemoteProps) => {
      try {
        await app.bootstrap(props);
      } catch (error) {
        broken = true;
        report(remote, 'bootstrap', error);
      }
    },
    mount: async (props: RemoteProps) => {
      if (broken) return renderUnavailable(props.domElement, remote);
      try {
        await app.mount(props);
      } catch (error) {
        report(remote, 'mount', error);
        renderUnavailable(props.domElement, remote);
      }
    },
    unmount: async (props: RemoteProps) => {
      try {
        if (!broken) await app.unmount(props);
      } catch (error) {
        report(remote, 'unmount', error);
      }
      props.domElement.replaceChildren();
    },
  };
}
