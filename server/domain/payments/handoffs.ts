import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { PaymentHandoffTables } from '../../db/paymentHandoffTables.ts';
import type { RateLimiter, RateRule } from '../accounts/rateLimiter.ts';
import { hashSecret, newSecret } from '../accounts/secretHash.ts';
import type { ServerSecrets } from '../accounts/serverSecrets.ts';
import { formatHandoffCode, newHandoffCode, normalizeHandoffCode } from './handoffCode.ts';
import { HandoffError } from './handoffError.ts';
import type { OrderRow, Orders } from './orders.ts';
import { PaymentError } from './paymentError.ts';

type HandoffRow = Selectable<PaymentHandoffTables['payment_handoffs']>;

/** Where a hand-off stands, as the TV polls it. */
export type HandoffStatus = 'waiting' | 'opened' | 'paid' | 'expired';

/**
 * The code can be entered for 10 minutes (as a TV sign-in code); a redeemed code's phone session then
 * has 30 minutes to pay, room enough for a 3-D Secure page or a wallet. Rows are deleted a day later.
 */
export const HANDOFF_LIFETIMES = { codeMs: 10 * 60_000, sessionMs: 30 * 60_000, keepMs: 24 * 3_600_000 };

/**
 * New hand-offs per account: each is a live code, one more target for a guesser, and a TV needs one
 * per checkout. Code entries per address, right or wrong, as TV sign-in codes are counted.
 */
export const HANDOFF_RATE_RULES = {
  createPerAccount: { limit: 10, windowSeconds: 600 },
  redeemPerIp: { limit: 20, windowSeconds: 300 },
} satisfies Record<string, RateRule>;

/** The order a hand-off pays, and the offer id the TV knows it by. */
export interface HandoffOrder {
  order: OrderRow;
  offerId: string;
}

/** A phone's session: the hand-off and its order as it stands now. */
export interface HandoffSession {
  id: string;
  customerId: number;
  offerId: string;
  order: OrderRow;
  /** Paid: this is the session's last answer, it has ended with the payment. */
  paid: boolean;
}

const invalidCode = () => new HandoffError('invalid_code', 'Invalid or expired code');

/**
 * "Pay on your phone": a TV hands one of its account's orders to a phone by a short, single-use code.
 * The phone redeems the code for a session bound to that account and order, and pays through the
 * checkout as the TV would; whether it is paid is the order's own state, never worked out here.
 */
export function createHandoffs(deps: {
  db: Kysely<DatabaseSchema>;
  orders: Orders;
  secrets: ServerSecrets;
  limits: RateLimiter;
  now: () => number;
}) {
  const { db, orders, limits, now } = deps;
  let codeKey: Promise<string> | undefined;
  const codeHash = async (code: string) => {
    codeKey ??= deps.secrets.loadOrCreate('payment-handoff-code-hmac', () => newSecret(32));
    return createHmac('sha256', await codeKey)
      .update(code)
      .digest('base64url');
  };

  const statusOf = (row: HandoffRow, order: OrderRow): HandoffStatus => {
    if (order.status === 'paid') return 'paid';
    const endsAt = row.redeemed_at ? row.session_expires_at : row.code_expires_at;
    if (!endsAt || endsAt.getTime() <= now()) return 'expired';
    return row.redeemed_at ? 'opened' : 'waiting';
  };

  async function insert(customerId: number, target: HandoffOrder) {
    const at = now();
    // A new code may meet a kept one (one in 10^11 per row): draw again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const code = newHandoffCode();
      const row = await db
        .insertInto('payment_handoffs')
        .values({
          id: `ph_${randomBytes(16).toString('base64url')}`,
          customer_id: customerId,
          order_id: target.order.id,
          offer_id: target.offerId,
          code_hash: await codeHash(code),
          session_hash: null,
          created_at: new Date(at),
          code_expires_at: new Date(at + HANDOFF_LIFETIMES.codeMs),
          redeemed_at: null,
          session_expires_at: null,
        })
        .onConflict((conflict) => conflict.column('code_hash').doNothing())
        .returning(['id', 'code_expires_at'])
        .executeTakeFirst();
      if (row) return { id: row.id, code: formatHandoffCode(code), expiresAt: row.code_expires_at };
    }
    throw new Error('No free hand-off code after 5 draws');
  }

  return {
    /**
     * A new hand-off of an open order that needs paying. The order is found (or made) only after the
     * account's limit has counted the request, so a flood of requests makes no orders.
     */
    async create(customerId: number, orderFor: () => Promise<HandoffOrder>) {
      await limits.consume(`payment-handoff:create:${customerId}`, HANDOFF_RATE_RULES.createPerAccount);
      const target = await orderFor();
      if (target.order.customer_id !== customerId)
        throw new PaymentError('order_not_found', `Order with id ${target.order.id} not found`);
      if (target.order.status !== 'open') throw new PaymentError('already_paid', 'Order is already paid');
      if (!target.order.required_payment_details)
        throw new HandoffError('nothing_to_pay', 'This order needs no payment: confirm it on the TV');
      await db
        .deleteFrom('payment_handoffs')
        .where('created_at', '<', new Date(now() - HANDOFF_LIFETIMES.keepMs))
        .execute();
      return insert(customerId, target);
    },

    /** The TV's poll (once a second): two primary-key reads, the hand-off and its order. */
    async status(customerId: number, id: string) {
      const row = await db
        .selectFrom('payment_handoffs')
        .selectAll()
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (!row) throw new HandoffError('handoff_not_found', `Payment hand-off ${id} not found`);
      const order = await orders.get(customerId, row.order_id);
      return { status: statusOf(row, order), offerId: row.offer_id, orderId: String(row.order_id) };
    },

    /**
     * The phone's code, once: it becomes a session secret (kept hashed) that lasts 30 minutes or until
     * the order is paid. Every entry counts against the address first; every failure reads the same.
     */
    async redeem(rawCode: string, ip: string): Promise<{ secret: string; endsAt: Date }> {
      await limits.consume(`payment-handoff:redeem:${ip}`, HANDOFF_RATE_RULES.redeemPerIp);
      const code = normalizeHandoffCode(rawCode);
      if (!code) throw invalidCode();
      const secret = newSecret(32);
      const at = now();
      // Claimed atomically: of two phones entering one code at once, one gets the session.
      const row = await db
        .updateTable('payment_handoffs')
        .set({
          redeemed_at: new Date(at),
          session_hash: hashSecret(secret),
          session_expires_at: new Date(at + HANDOFF_LIFETIMES.sessionMs),
        })
        .where('code_hash', '=', await codeHash(code))
        .where('redeemed_at', 'is', null)
        .where('code_expires_at', '>', new Date(at))
        .returning('session_expires_at')
        .executeTakeFirst();
      if (!row?.session_expires_at) throw invalidCode();
      return { secret, endsAt: row.session_expires_at };
    },

    /** The phone's session by its secret; undefined once it has expired or ended with the payment. */
    async session(secret: string): Promise<HandoffSession | undefined> {
      const row = await db
        .selectFrom('payment_handoffs')
        .selectAll()
        .where('session_hash', '=', hashSecret(secret))
        .where('session_expires_at', '>', new Date(now()))
        .executeTakeFirst();
      if (!row) return undefined;
      const order = await orders.get(row.customer_id, row.order_id);
      const paid = order.status === 'paid';
      if (paid)
        await db
          .updateTable('payment_handoffs')
          .set({ session_hash: null })
          .where('id', '=', row.id)
          .execute();
      return { id: row.id, customerId: row.customer_id, offerId: row.offer_id, order, paid };
    },
  };
}

export type Handoffs = ReturnType<typeof createHandoffs>;
