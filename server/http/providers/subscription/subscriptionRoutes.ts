import { Hono } from 'hono';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { subscriptionAuthRoutes } from './subscriptionAuthRoutes.ts';
import { subscriptionCustomerRoutes } from './subscriptionCustomerRoutes.ts';
import { subscriptionPaymentRoutes } from './subscriptionPaymentRoutes.ts';
import { subscriptionPlanRoutes } from './subscriptionPlanRoutes.ts';

/**
 * The subscription provider's contract (spec: accounts 7.1, payments 7.1), served from the account domain
 * at /providers/subscription/ — its auth host and API host both.
 */
export function subscriptionRoutes(deps: FacadeDeps) {
  return new Hono()
    .route('/', subscriptionAuthRoutes(deps))
    .route('/', subscriptionCustomerRoutes(deps))
    .route('/', subscriptionPaymentRoutes(deps))
    .route('/', subscriptionPlanRoutes(deps));
}
