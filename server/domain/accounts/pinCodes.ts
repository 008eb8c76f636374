import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { Customer } from './customer.ts';
import type { MailOutbox } from './mailOutbox.ts';
import { hashPassword, verifyPassword } from './passwordHashing.ts';

const LIFETIME_MS = 15 * 60 * 1000;

/**
 * Four-digit codes mailed to confirm a protected action (spec: accounts 7.2, pin-codes send/validate).
 * Ten thousand codes are guessed offline in a moment from a fast hash, so they are stored with argon2
 * like passwords; each works once, for 15 minutes, and a new one replaces the old.
 */
export function createPinCodes(db: Kysely<DatabaseSchema>, mail: MailOutbox, now: () => number) {
  return {
    async send(customer: Customer): Promise<void> {
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      const row = {
        customer_id: customer.id,
        code_hash: await hashPassword(code),
        expires_at: new Date(now() + LIFETIME_MS),
      };
      await db
        .insertInto('pin_codes')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .column('customer_id')
            .doUpdateSet({ code_hash: row.code_hash, expires_at: row.expires_at }),
        )
        .execute();
      await mail.send({
        to: customer.email,
        subject: 'Your confirmation code',
        text: `Your confirmation code is ${code}. It works once, for 15 minutes.`,
      });
    },
    /** True once for the right code while it is valid; the code is spent on success. */
    async validate(customer: Customer, code: string): Promise<boolean> {
      const row = await db
        .selectFrom('pin_codes')
        .selectAll()
        .where('customer_id', '=', customer.id)
        .executeTakeFirst();
      if (!row || new Date(row.expires_at).getTime() < now()) return false;
      if (!(await verifyPassword(row.code_hash, code))) return false;
      const spent = await db
        .deleteFrom('pin_codes')
        .where('customer_id', '=', customer.id)
        .where('code_hash', '=', row.code_hash)
        .executeTakeFirst();
      return spent.numDeletedRows > 0n;
    },
  };
}
