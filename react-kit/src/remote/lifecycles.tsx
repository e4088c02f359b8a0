import type { ComponentType } from 'react';
import React, { startTransition } from 'react';
import ReactDOMClient, { type HydrationOptions, type Root } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { UnexpectedErrorScreen } from './error-screen';

export { UnexpectedErrorScreen };

/** What the shell passes to every application it mounts (the lifecycle contract). */
export interface RemoteProps {
  name: string;
  /** The node the shell reserved for this application. */
  domElement: HTMLElement;
}

export interface Lifecycles {
  bootstrap: (props: RemoteProps) => Promise<void>;
  mount: (props: RemoteProps) => Promise<void>;
  unmount: (props: RemoteProps) => Promise<void>;
  /**
   * A remote's exposed ./app may also export this: it loads, without mounting anything, the page
   * code of one of its routes, so the shell can have a route ready before its first click.
   */
  preloadRoute?: (pathname: string) => Promise<void>;
}

/**
 * React's client API with one change: hydration starts inside a transition, so React hydrates in
 * slices and gives the main thread back between them, instead of one long task while the page is
 * already on screen (docs/composition.md "Server rendering").
 */
const clientInSlices = {
  ...ReactDOMClient,
  hydrateRoot(container: Element | Document, children: React.ReactNode, options?: HydrationOptions): Root {
    let root: Root | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, children, options);
    });
    return root as Root;
  },
};

/**
 * single-spa lifecycles for one application: its own React root in the node the shell gives it,
 * with an error boundary that shows the render-error screen instead of a blank region.
 * `started` runs on every mount: the explicit start event of the remote's model.
 */
export function createRemoteLifecycles<P extends object>(
  rootComponent: ComponentType<P & RemoteProps>,
  started?: (props: RemoteProps) => void,
  /** Awaited before each mount: a remote loads its current route's page (preloadPagesAt). */
  beforeMount?: () => Promise<void>,
  /** Asked at each mount: true when the node holds the server's render of this view to hydrate. */
  hydrate?: () => boolean,
): Lifecycles {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: clientInSlices,
    renderType: () => (hydrate?.() ? 'hydrateRoot' : 'createRoot'),
    rootComponent: rootComponent as unknown as ComponentType<never>,
    errorBoundary: (error: Error) => {
      console.error('[render error]', error);
      return <UnexpectedErrorScreen error={error} />;
    },
  });
  return {
    bootstrap: (props) => lifecycles.bootstrap(props as never),
    mount: async (props) => {
      started?.(props);
      await beforeMount?.();
      await lifecycles.mount(props as never);
    },
    unmount: (props) => lifecycles.unmount(props as never),
  };
}
