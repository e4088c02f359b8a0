// Every /api/v1 call of the contract (shared/src/api/calls.ts), by name: each domain's table.
import { accountRoutes } from './account/routes';
import { paymentMethodRoutes } from './account/saved-card-routes';
import { catalogRoutes } from './catalog/routes';
import { orderRoutes } from './checkout/routes';
import { drawRoutes } from './draws/routes';
import { engagementRoutes } from './engagement/routes';
import type { V1Calls } from './http/calls';
import { authRoutes } from './sign-in/routes';

export const routes: V1Calls = {
  ...authRoutes,
  ...accountRoutes,
  ...catalogRoutes,
  ...orderRoutes,
  ...drawRoutes,
  ...engagementRoutes,
  ...paymentMethodRoutes,
};
