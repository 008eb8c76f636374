import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { AccountEvents } from './accountEvents.ts';
import type { Customer } from './customer.ts';
import type { MailOutbox } from './mailOutbox.ts';

/**
 * Data export and account deletion (spec: accounts 2.8, 4.9). The export holds every row kept about the
 * customer, secrets left out (password hash, token hashes, PIN hashes); deletion erases the customer, and
 * the foreign keys take every table that hangs off it, and the mail sent to the address.
 */
export function createAccountData(db: Kysely<DatabaseSchema>, events: AccountEvents, mail: MailOutbox) {
  return {
    async export(customer: Customer) {
      const id = customer.id;
      const [sessions, consents, capture, profiles, lists, mails] = await Promise.all([
        db
          .selectFrom('sessions')
          .select([
            'id',
            'integration',
            'profile_id',
            'user_agent',
            'ip',
            'created_at',
            'last_used_at',
            'revoked_at',
            'revoked_reason',
          ])
          .where('customer_id', '=', id)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('customer_consents')
          .select(['name', 'version', 'state', 'updated_at'])
          .where('customer_id', '=', id)
          .execute(),
        db
          .selectFrom('capture_answers')
          .select(['answers', 'updated_at'])
          .where('customer_id', '=', id)
          .executeTakeFirst(),
        db
          .selectFrom('profiles')
          .select(['id', 'name', 'adult', 'avatar_url', 'is_default', 'created_at'])
          .select((eb) => eb('pin_hash', 'is not', null).as('has_pin'))
          .where('customer_id', '=', id)
          .execute(),
        db
          .selectFrom('watch_list_items')
          .select(['profile_id', 'kind', 'media_id', 'progress', 'updated_at'])
          .where('customer_id', '=', id)
          .orderBy('updated_at', 'desc')
          .execute(),
        db
          .selectFrom('mail_outbox')
          .select(['subject', 'sent_at'])
          .where('to_address', '=', customer.email)
          .execute(),
      ]);
      return {
        exportedAt: new Date().toISOString(),
        customer,
        sessions,
        consents,
        capture: capture ?? null,
        profiles,
        favorites: lists.filter((item) => item.kind === 'favorites'),
        history: lists.filter((item) => item.kind === 'history'),
        mail: mails,
      };
    },

    async erase(customer: Customer): Promise<void> {
      const sessions = await db
        .selectFrom('sessions')
        .select('id')
        .where('customer_id', '=', customer.id)
        .where('revoked_at', 'is', null)
        .execute();
      await db.deleteFrom('customers').where('id', '=', customer.id).execute();
      await mail.eraseFor(customer.email);
      for (const session of sessions) {
        events.emit('session.ended', {
          customerUuid: customer.uuid,
          sessionId: session.id,
          reason: 'account_deleted',
        });
      }
    },
  };
}
