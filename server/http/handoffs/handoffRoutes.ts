import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { Accounts } from '../../domain/accounts/index.ts';
import type { Payments } from '../../domain/payments/createPayments.ts';
import { createHandoffs } from '../../domain/payments/handoffs.ts';
import type { FacadeDeps } from '../providers/shared/facadeContext.ts';
import type { ViewerAuth } from '../viewerAuth.ts';
import { handoffTvRoutes } from './handoffTvRoutes.ts';
import { payCodeRoutes } from './payCodeRoutes.ts';
import { payOrderRoutes } from './payOrderRoutes.ts';

/**
 * The phone's pages hold a capability (the code in the path, the session cookie): never cached, never
 * told to another site as a referrer, never framed by another site (a payment page under someone
 * else's overlay), and never sniffed as anything but what they say.
 */
const PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
};

/**
 * "Pay on your phone", mounted at the root: the TV's calls under /payment-handoffs (a bearer of any
 * integration) and the phone's pages under /pay (the code, then the hand-off's own checkout).
 */
export function handoffRoutes(
  deps: Pick<FacadeDeps, 'notifications'> & {
    db: Kysely<DatabaseSchema>;
    accounts: Accounts;
    payments: Payments;
    viewerAuth: ViewerAuth;
    now: () => number;
  },
) {
  const handoffs = createHandoffs({
    db: deps.db,
    orders: deps.payments.orders,
    secrets: deps.accounts.secrets,
    limits: deps.accounts.limits,
    now: deps.now,
  });
  const pageHeaders: MiddlewareHandler = async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
  };
  return (
    new Hono()
      .route('/', handoffTvRoutes({ ...deps, handoffs }))
      .use('/pay/*', pageHeaders)
      // The order's pages first: /pay/order is a page, not a code.
      .route('/', payOrderRoutes({ handoffs, payments: deps.payments, accounts: deps.accounts }))
      .route('/', payCodeRoutes(handoffs))
  );
}
