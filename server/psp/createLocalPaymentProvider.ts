import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { keptLoad } from '../../src/domain/keptLoad.ts';
import type { DatabaseSchema } from '../db/databaseSchema.ts';
import { newSecret } from '../domain/accounts/secretHash.ts';
import { pspRoutes } from '../http/providers/psp/pspRoutes.ts';
import { runCardRequest } from './cardPayments.ts';
import { createNotificationSweeper, type DeliverNotification } from './notificationSweeper.ts';
import type { PaymentProvider, ProviderResult } from './paymentProvider.ts';
import type { PspContext } from './pspContext.ts';
import type { PspPages } from './pspPages.ts';
import { createSession, findSession } from './sessions.ts';
import { chargeStored } from './storedCharges.ts';
import { decideChallenge, finaliseChallenge, viewChallenge } from './threeDSecure.ts';
import { createWalletApproval, decideWallet, viewWallet } from './wallets.ts';

export interface LocalPaymentProviderOptions {
  db: Kysely<DatabaseSchema>;
  /** The server's own secrets (accounts' createServerSecrets): shared by every instance. */
  secrets: { loadOrCreate(name: string, create: () => string): Promise<string> };
  now: () => number;
  /** The server's public address; undefined: page URLs are root-relative (/providers/psp/...). */
  publicUrl: () => string | undefined;
  /** Posts a signed notification to the merchant endpoint; answers the HTTP status. */
  deliver: DeliverNotification;
  logger: Logger;
  /** How long the slow test card (4000 0000 0000 7726) takes to confirm; default 20 s. */
  slowConfirmMs?: number;
  /** How often the outbox is swept (default 300 ms). */
  sweepIntervalMs?: number;
}

export interface LocalPaymentProvider {
  provider: PaymentProvider;
  /** The provider's pages; mount at /providers/psp. */
  routes: ReturnType<typeof pspRoutes>;
  /** The HMAC secret the merchant endpoint verifies notifications with. */
  notificationSecret(): Promise<string>;
  /** Starts the outbox sweeper (unref'd timer). */
  start(): void;
  /** Sends the notifications due now, once; tests drive delivery with it on a fake clock. */
  sweepOnce(): Promise<number>;
  /** Stops the sweeper and waits for a sweep in progress. */
  close(): Promise<void>;
}

export const PSP_MOUNT_PATH = '/providers/psp';

/**
 * The local payment provider: the PaymentProvider contract in-process, its pages, and its signed
 * notifications from a database outbox. Everything lives in the database, so any instance can serve
 * any page and send any notification.
 */
export function createLocalPaymentProvider(options: LocalPaymentProviderOptions): LocalPaymentProvider {
  const { db, now } = options;
  const logger = options.logger.child({ component: 'psp' });
  const notificationSecret = keptLoad(() =>
    options.secrets.loadOrCreate('psp-notification-hmac', () => newSecret(32)),
  );
  const ctx: PspContext = {
    db,
    now,
    slowConfirmMs: options.slowConfirmMs ?? 20_000,
    pageUrl: (path) => `${options.publicUrl()?.replace(/\/+$/, '') ?? ''}${PSP_MOUNT_PATH}${path}`,
    redirectSecret: keptLoad(() => options.secrets.loadOrCreate('psp-redirect-hmac', () => newSecret(32))),
  };
  /** References and outcomes only: never the card fields. */
  const logged = async (reference: string, work: Promise<ProviderResult>) => {
    const result = await work;
    logger.info({ reference, pspReference: result.pspReference, status: result.status }, 'psp answered');
    return result;
  };

  const provider: PaymentProvider = {
    createSession: (input) => createSession(ctx, input),
    authorise: (input) => logged(input.reference, runCardRequest(ctx, { ...input, kind: 'payment' })),
    finalise: (input) =>
      logged(input.reference, finaliseChallenge(ctx, input.reference, input.redirectResult)),
    chargeStored: (input) => logged(input.reference, chargeStored(ctx, input)),
    storeCard: (input) =>
      logged(input.reference, runCardRequest(ctx, { ...input, kind: 'store_card', storeForRecurring: true })),
    createWalletApproval: (input) => createWalletApproval(ctx, input),
  };
  const pages: PspPages = {
    session: (id) => findSession(ctx, id),
    challenge: (id) => viewChallenge(ctx, id),
    decideChallenge: (id, decision) => decideChallenge(ctx, id, decision),
    wallet: (id) => viewWallet(ctx, id),
    decideWallet: (id, decision) => decideWallet(ctx, id, decision),
  };
  const sweeper = createNotificationSweeper({
    db,
    now,
    deliver: options.deliver,
    secret: notificationSecret,
    logger,
    intervalMs: options.sweepIntervalMs,
  });
  return {
    provider,
    routes: pspRoutes(pages),
    notificationSecret,
    start: sweeper.start,
    sweepOnce: sweeper.sweepOnce,
    close: sweeper.stop,
  };
}
