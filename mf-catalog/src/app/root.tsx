import { Suspense } from 'react';
import { BrowserRouter } from '@shop/shared/routing';
import { CatalogRoutes } from './routes';

/** The remote's own React root and router; the shell decides when it is mounted. */
export function CatalogRoot() {
  return (
    <BrowserRouter>
      <Suspense fallback={<div className="shop-spinner" role="status" aria-label="Loading" />}>
        <CatalogRoutes />
      </Suspense>
    </BrowserRouter>
  );
}
