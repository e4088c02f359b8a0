import { Suspense } from 'react';
import { BrowserRouter } from '@shop/shared/routing';
import { EngagementRoutes } from './routes';

/** The remote's own React root and router; the shell decides when it is mounted. */
export function EngagementRoot() {
  return (
    <BrowserRouter>
      <Suspense fallback={<div className="shop-spinner" role="status" aria-label="Loading" />}>
        <EngagementRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
