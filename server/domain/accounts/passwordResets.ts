import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import { AccountError } from './accountError.ts';
import { isValidPassword } from './accountRules.ts';
import type { Customers } from './customers.ts';
import type { MailOutbox } from './mailOutbox.ts';
import { hashSecret, newSecret } from './secretHash.ts';

const RESET_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Password reset links (spec: accounts 2.7, 4.8): single use, one hour, stored as hashes. Asking for a
 * link answers the same whether the address exists or not; only an existing address gets mail.
 */
export function createPasswordResets(
  db: Kysely<DatabaseSchema>,
  customers: Customers,
  mail: MailOutbox,
  now: () => number,
) {
  return {
    /** `resetUrl` is where the link points (the app's `{origin}/?u=edit-password`); the token is added. */
    async request(email: string, resetUrl: URL): Promise<void> {
      const customer = await customers.findByEmail(email);
      if (!customer) return;
      const token = newSecret();
      await db
        .insertInto('password_resets')
        .values({
          token_hash: hashSecret(token),
          customer_id: customer.id,
          expires_at: new Date(now() + RESET_LIFETIME_MS),
          used_at: null,
        })
        .execute();
      const link = new URL(resetUrl);
      link.searchParams.set('resetPasswordToken', token);
      link.searchParams.set('email', customer.email);
      await mail.send({
        to: customer.email,
        subject: customer.hasPassword ? 'Reset your password' : 'Add a password to your account',
        text: [
          `Hello ${customer.firstName || customer.email},`,
          '',
          customer.hasPassword
            ? 'Someone asked to reset the password of your account. Open this link within one hour to choose a new one:'
            : 'Open this link within one hour to add a password to your account:',
          link.toString(),
          '',
          'If you did not ask for this, ignore this message: your password stays as it is.',
        ].join('\n'),
      });
    },

    /** Sets the new password and spends the token; returns the customer it belonged to. */
    async complete(token: string, newPassword: string) {
      // A password the rules refuse must not spend the link: the viewer tries again with it.
      if (!isValidPassword(newPassword)) throw new AccountError('invalid_password', 'Invalid param password');
      const at = new Date(now());
      const claimed = await db
        .updateTable('password_resets')
        .set({ used_at: at })
        .where('token_hash', '=', hashSecret(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('customer_id')
        .executeTakeFirst();
      if (!claimed) throw new AccountError('reset_token_invalid', 'resetPasswordToken is not valid');
      await customers.setPassword(claimed.customer_id, newPassword);
      const customer = await customers.findById(claimed.customer_id);
      if (!customer) throw new AccountError('not_found', 'Customer not found');
      return customer;
    },
  };
}

export type PasswordResets = ReturnType<typeof createPasswordResets>;
