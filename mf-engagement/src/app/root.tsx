import { BrowserRouter, RouteErrorBoundary } from '@shop/react-kit/routing';
import { Suspense } from 'react';
import { EngagementRoutes } from './routes';

/** What the region shows under its router: the same tree in the browser and on the server. */
export function EngagementTree() {
  return (
    // A render error shows the shared error screen and clears on the next path.
    <RouteErrorBoundary>
      <Suspense fallback={<div className="shop-spinner" role="status" aria-label="Loading" />}>
        <EngagementRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The remote's own React root and router; the shell decides when it is mounted. */
export function EngagementRoot() {
  return (
    <BrowserRouter>
      <EngagementTree />
    </BrowserRouter>
  );
}
