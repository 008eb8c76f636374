import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { DatabaseSchema } from '../db/databaseSchema.ts';
import { signNotification } from './notificationSignature.ts';
import { claimDueEvents, markDelivered, markFailed } from './outbox.ts';

/** Posts one notification to the merchant endpoint; answers the HTTP status (0 when there was none). */
export type DeliverNotification = (rawBody: string, signatureHeader: string) => Promise<number>;

export interface SweeperOptions {
  db: Kysely<DatabaseSchema>;
  now: () => number;
  deliver: DeliverNotification;
  secret: () => Promise<string>;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
}

/** A claimed row is this sweeper's for this long; a sweeper that dies mid-delivery frees it after. */
const LEASE_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 10_000;
/** Real providers keep retrying for about three days, then give up (and the merchant reconciles). */
const GIVE_UP_AFTER_MS = 3 * 24 * 3_600_000;

/** 1 s, 2 s, 4 s ... capped at 60 s, after the n-th failed attempt. */
export function retryDelayMs(attempts: number): number {
  return Math.min(1_000 * 2 ** Math.max(0, attempts - 1), 60_000);
}

/**
 * Sends due notifications (at least once, in any order: notes: payments, Signed notifications). Rows are
 * claimed with a lease in one short statement and sent outside any transaction: holding a row lock while
 * the merchant endpoint (on this same server and database) handles the post would tie up a connection,
 * and on PGlite's single connection it would deadlock.
 */
export function createNotificationSweeper(options: SweeperOptions) {
  const { db, now, deliver, logger } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;

  async function sendOne(row: {
    id: string;
    reference: string;
    body: string;
    attempts: number;
    created_at: Date;
  }) {
    const signature = signNotification(row.body, await options.secret(), now() / 1000);
    const status = await withTimeout(deliver(row.body, signature)).catch(() => 0);
    if (status >= 200 && status < 300) {
      await markDelivered(db, row.id, status, now());
      return true;
    }
    const givingUp = now() - new Date(row.created_at).getTime() > GIVE_UP_AFTER_MS;
    await markFailed(db, row.id, status, givingUp ? undefined : now() + retryDelayMs(row.attempts), now());
    // References only: the body may hold a token and a card summary.
    logger.warn(
      { eventId: row.id, reference: row.reference, status, attempts: row.attempts },
      'psp notification not delivered',
    );
    return false;
  }

  async function sweepOnce(): Promise<number> {
    const rows = await claimDueEvents(db, now(), now() + LEASE_MS, options.batchSize ?? 20);
    let delivered = 0;
    for (const row of rows) if (await sendOne(row)) delivered += 1;
    return delivered;
  }

  /** One sweep at a time per instance: a slow merchant must not pile sweeps up. */
  function tick() {
    if (running) return;
    running = sweepOnce()
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'psp notification sweep failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    sweepOnce,
    start() {
      if (timer) return;
      timer = setInterval(tick, options.intervalMs ?? 300);
      // The sweeper alone never keeps the process alive.
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

function withTimeout(delivery: Promise<number>): Promise<number> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<number>((resolve) => {
    timer = setTimeout(() => resolve(0), DELIVERY_TIMEOUT_MS);
  });
  return Promise.race([delivery, late]).finally(() => clearTimeout(timer));
}
