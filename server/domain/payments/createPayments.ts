import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { PaymentProvider } from '../../psp/paymentProvider.ts';
import type { RateLimiter } from '../accounts/rateLimiter.ts';
import { createAccessCodes } from './accessCodes.ts';
import { createCheckout } from './checkout.ts';
import { createEntitlements } from './entitlements.ts';
import { guardedProvider } from './guardedProvider.ts';
import { createIdempotency } from './idempotency.ts';
import { createOrders } from './orders.ts';
import { createPaymentClock } from './paymentClock.ts';
import { createPaymentDetails } from './paymentDetails.ts';
import { createSettlement, type Notify } from './settlement.ts';
import { createSubscriptions } from './subscriptions.ts';
import { createTransactions } from './transactions.ts';

/** The one payments domain both subscription façades serve from (issue 23), on the account domain's database. */
export function createPayments(deps: {
  db: Kysely<DatabaseSchema>;
  provider: PaymentProvider;
  limits: RateLimiter;
  notify: Notify;
  logger: Logger;
  now?: () => number;
}) {
  const { db, limits, logger } = deps;
  const provider = guardedProvider(deps.provider);
  const now = deps.now ?? Date.now;
  const clock = createPaymentClock(db, now);
  const entitlements = createEntitlements(db);
  const orders = createOrders(db);
  const settlement = createSettlement({ db, clock, notify: deps.notify, logger });
  const checkout = createCheckout({ db, provider, orders, settlement, entitlements, clock, limits });
  const subscriptions = createSubscriptions({ db, clock, provider, checkout });
  return {
    clock,
    entitlements,
    orders,
    checkout,
    subscriptions,
    details: createPaymentDetails({ db, provider, checkout, clock, limits }),
    transactions: createTransactions(db),
    idempotency: createIdempotency(db, now),
    accessCodes: createAccessCodes(db, clock),
  };
}

export type Payments = ReturnType<typeof createPayments>;
