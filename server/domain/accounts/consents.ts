import type { Kysely } from 'kysely';
import { PUBLISHER_CONSENTS } from '../../catalog/accountCatalog.ts';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';

export interface CustomerConsent {
  name: string;
  version: string;
  state: 'accepted' | 'declined';
}

/** The customer's consent states against the publisher's consents (spec: accounts 3.2). */
export function createConsents(db: Kysely<DatabaseSchema>, now: () => number) {
  return {
    publisherConsents: () => PUBLISHER_CONSENTS,
    async list(customerId: number): Promise<CustomerConsent[]> {
      const rows = await db
        .selectFrom('customer_consents')
        .select(['name', 'version', 'state'])
        .where('customer_id', '=', customerId)
        .orderBy('name')
        .execute();
      return rows.map((row) => ({
        name: row.name,
        version: row.version,
        state: row.state === 'accepted' ? 'accepted' : 'declined',
      }));
    },
    /** Only the publisher's consents are kept; unknown names are left out. */
    async save(customerId: number, consents: CustomerConsent[]): Promise<CustomerConsent[]> {
      const known = consents.filter((consent) => PUBLISHER_CONSENTS.some((p) => p.name === consent.name));
      for (const consent of known) {
        const values = { ...consent, customer_id: customerId, updated_at: new Date(now()) };
        await db
          .insertInto('customer_consents')
          .values(values)
          .onConflict((conflict) =>
            conflict
              .columns(['customer_id', 'name'])
              .doUpdateSet({ version: values.version, state: values.state, updated_at: values.updated_at }),
          )
          .execute();
      }
      return this.list(customerId);
    },
    /** Required consents that are not accepted: sign-up refuses with 'consents error' (spec: accounts 5.2). */
    missingRequired(consents: CustomerConsent[]): string[] {
      return PUBLISHER_CONSENTS.filter(
        (p) => p.required && !consents.some((c) => c.name === p.name && c.state === 'accepted'),
      ).map((p) => p.name);
    },
  };
}

export type Consents = ReturnType<typeof createConsents>;
