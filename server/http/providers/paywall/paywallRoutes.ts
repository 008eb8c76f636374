import { Hono } from 'hono';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { paywallAccessCodeRoutes } from './paywallAccessCodeRoutes.ts';
import { paywallAccountingRoutes } from './paywallAccountingRoutes.ts';
import { paywallAccountRoutes } from './paywallAccountRoutes.ts';
import { paywallAuthRoutes } from './paywallAuthRoutes.ts';
import { paywallInfoRoutes } from './paywallInfoRoutes.ts';
import { paywallNotificationRoutes } from './paywallNotificationRoutes.ts';
import { paywallNotOfferedRoutes } from './paywallNotOffered.ts';
import { paywallPaymentRoutes } from './paywallPaymentRoutes.ts';
import { paywallProfileRoutes } from './paywallProfileRoutes.ts';
import { paywallSocialRoutes } from './paywallSocialRoutes.ts';
import { paywallSubscriptionRoutes } from './paywallSubscriptionRoutes.ts';

/** The account provider's identity contract (spec: accounts 7.2) at /providers/paywall/, from the one account domain. */
export function paywallRoutes(deps: FacadeDeps) {
  return new Hono()
    .route('/', paywallAuthRoutes(deps))
    .route('/', paywallInfoRoutes(deps))
    .route('/', paywallSocialRoutes(deps))
    .route('/', paywallAccountRoutes(deps))
    .route('/', paywallProfileRoutes(deps))
    .route('/', paywallNotificationRoutes(deps))
    .route('/', paywallPaymentRoutes(deps))
    .route('/', paywallSubscriptionRoutes(deps))
    .route('/', paywallAccountingRoutes(deps))
    .route('/', paywallAccessCodeRoutes(deps))
    .route('/', paywallNotOfferedRoutes());
}
