import type { Logger } from 'pino';
import type { Database } from './db/database.ts';
import type { Accounts } from './domain/accounts/index.ts';
import { createPayments } from './domain/payments/createPayments.ts';
import type { NotificationPublisher } from './notifications/notificationMessage.ts';
import { createLocalPaymentProvider, MERCHANT_NOTIFICATION_PATH, SIGNATURE_HEADER } from './psp/index.ts';

/** How often subscriptions past their period are renewed or ended (the demo clock also runs it at once). */
const RENEWAL_SWEEP_MS = 30_000;

/**
 * The payments domain with the local payment provider it pays through (issue 23). The provider posts its
 * signed notifications to the merchant endpoint through the server app itself (`bind`), the way a real
 * provider's webhook reaches the merchant's server, without a network hop.
 */
export function createPaymentsStack(deps: {
  database: Database;
  accounts: Accounts;
  publisher?: NotificationPublisher;
  logger: Logger;
  now?: () => number;
  publicUrl?: () => string | undefined;
  slowConfirmMs?: number;
}) {
  const { database, accounts, logger } = deps;
  const now = deps.now ?? Date.now;
  let handler: ((request: Request) => Response | Promise<Response>) | undefined;
  const psp = createLocalPaymentProvider({
    db: database.db,
    secrets: accounts.secrets,
    now,
    publicUrl: deps.publicUrl ?? (() => undefined),
    logger,
    slowConfirmMs: deps.slowConfirmMs,
    async deliver(rawBody, signature) {
      if (!handler) return 503;
      const response = await handler(
        new Request(`http://merchant${MERCHANT_NOTIFICATION_PATH}`, {
          method: 'POST',
          body: rawBody,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        }),
      );
      return response.status;
    },
  });
  const payments = createPayments({
    db: database.db,
    provider: psp.provider,
    limits: accounts.limits,
    logger,
    now,
    async notify(customerId, message) {
      if (!deps.publisher) return;
      try {
        const customer = await accounts.customers.findById(customerId);
        if (customer) await deps.publisher.publish(customer.uuid, message);
      } catch (error) {
        logger.warn({ err: error, type: message.type }, 'payment notification not published');
      }
    },
  });
  let renewals: ReturnType<typeof setInterval> | undefined;
  // One sweep at a time per instance; another instance's sweep is kept apart by the renewal payment ids.
  let running: Promise<unknown> = Promise.resolve();
  const renewDue = (): Promise<number> => {
    const next = running.then(() => payments.subscriptions.processDue());
    running = next.catch((error: unknown) => logger.warn({ err: error }, 'renewal sweep failed'));
    return next;
  };
  return {
    payments,
    psp,
    renewDue,
    /** The app that serves the merchant endpoint: the provider's notifications go to it. */
    bind(app: { fetch: (request: Request) => Response | Promise<Response> }) {
      handler = (request) => app.fetch(request);
    },
    start() {
      psp.start();
      renewals = setInterval(() => void renewDue().catch(() => {}), RENEWAL_SWEEP_MS);
      renewals.unref();
    },
    async close() {
      clearInterval(renewals);
      await psp.close();
      await running;
    },
  };
}

export type PaymentsStack = ReturnType<typeof createPaymentsStack>;
