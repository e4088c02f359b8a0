import { Suspense } from 'react';
import { BrowserRouter } from '@shop/shared/routing';
import { AccountRoutes } from './routes';

/** The remote's own React root and router; the shell decides when it is mounted. */
export function AccountRoot() {
  return (
    <BrowserRouter>
      <Suspense fallback={<div className="shop-spinner" role="status" aria-label="Loading" />}>
        <AccountRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
