import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';

export interface HeldOffer {
  offerId: string;
  /** Unix ms; undefined: for good (a purchase) or while the subscription renews. */
  expiresAt?: number;
}

/**
 * What a customer holds at a moment (spec: payments 4, Entitlement as it concerns purchase): an active
 * or trial subscription; a cancelled or expired one until its paid period ends; a purchase; a rental
 * until its hours are up. Read from the same tables the payment's transaction wrote, so a confirmed
 * payment is visible to the very next request.
 */
export function createEntitlements(db: Kysely<DatabaseSchema>) {
  return {
    async held(customerId: number, at: number): Promise<HeldOffer[]> {
      const moment = new Date(at);
      const [subscriptions, accesses] = await Promise.all([
        db
          .selectFrom('subscriptions')
          .select(['offer_id', 'status', 'expires_at'])
          .where('customer_id', '=', customerId)
          .where((eb) =>
            eb.or([eb('status', 'in', ['active', 'active_trial']), eb('expires_at', '>', moment)]),
          )
          .where('status', '!=', 'terminated')
          .execute(),
        db
          .selectFrom('accesses')
          .select(['offer_id', 'expires_at'])
          .where('customer_id', '=', customerId)
          .where('starts_at', '<=', moment)
          .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', moment)]))
          .execute(),
      ]);
      return [
        ...subscriptions.map((row) => ({ offerId: row.offer_id, expiresAt: row.expires_at.getTime() })),
        ...accesses.map((row) => ({ offerId: row.offer_id, expiresAt: row.expires_at?.getTime() })),
      ];
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
