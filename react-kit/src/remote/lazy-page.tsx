import { type ComponentType, createElement, isValidElement, lazy, type ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes } from 'react-router-dom';

/** A page whose code loads on demand; once loaded it renders without suspending. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy for a remote's pages, plus `preload`. Why: a lazy page that suspends while its region
 * mounts shows the fallback, and React then holds the reveal for ~300 ms (Suspense throttling) even
 * when the chunk arrives in 20 ms; `pnpm bench` measured every first visit to a remote's route at
 * ≈350 ms. The lifecycles preload the page of the current route before mounting, so the first
 * render has its code and never suspends.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = null; // a later visit tries the network again
        failedPages.add(renew);
        throw error;
      },
    );
    return pending;
  };
  const suspending = () =>
    lazy(async () => {
      await preload();
      return { default: loaded as ComponentType<P> };
    });
  // React.lazy keeps a failed load's error for good; a fresh one is made when the error boundary
  // lets the shopper try again (not at once, which would retry in a loop while offline).
  let Suspending = suspending();
  const renew = () => {
    Suspending = suspending();
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, at module level, by each remote's routes file.
  const Page = (props: P) => createElement((loaded ?? Suspending) as ComponentType<P>, props);
  return Object.assign(Page, { preload });
}

/** Pages whose code failed to load since the last retry. */
const failedPages = new Set<() => void>();

/** Lets every page whose code failed to load try again on its next render (route-error-boundary). */
export function retryFailedPages(): void {
  for (const renew of failedPages) renew();
  failedPages.clear();
}

/** Loads the code of the lazy pages the route elements render at `pathname` (a failure is left to the page). */
export async function preloadPagesAt(routes: ReactNode, pathname: string): Promise<void> {
  const matches = matchRoutes(createRoutesFromElements(routes), pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const element = route.element;
      const type = isValidElement(element) ? (element.type as Partial<LazyPage<object>>) : undefined;
      return type?.preload?.().catch(() => undefined);
    }),
  );
}
