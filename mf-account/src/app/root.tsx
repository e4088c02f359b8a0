import { BrowserRouter, RouteErrorBoundary } from '@shop/react-kit/routing';
import { Suspense } from 'react';
import { AccountRoutes } from './routes';

/** The remote's own React root and router; the shell decides when it is mounted. */
export function AccountRoot() {
  return (
    <BrowserRouter>
      {/* A render error shows the shared error screen and clears on the next path. */}
      <RouteErrorBoundary>
        <Suspense fallback={<div className="shop-spinner" role="status" aria-label="Loading" />}>
          <AccountRoutes />
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
