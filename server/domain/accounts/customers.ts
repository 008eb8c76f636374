import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import { AccountError } from './accountError.ts';
import { isValidEmail, isValidPassword, nameProblem, normaliseEmail } from './accountRules.ts';
import { type Customer, toCustomer } from './customer.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwordHashing.ts';

export interface NewCustomer {
  email: string;
  /** null: an account made through social sign-in, which has no password until one is added (4.9). */
  password: string | null;
  firstName: string;
  lastName: string;
  country?: string;
  locale?: string;
  currency?: string;
  ip?: string;
  /** Which integration (or social provider) made the account (spec: accounts 3.1, register_source). */
  registerSource: string;
  metadata?: Record<string, unknown>;
}

export interface CustomerChanges {
  firstName?: string;
  lastName?: string;
  country?: string;
  locale?: string;
  /** Merged into the stored metadata (consents JSON, first_name, surname...). */
  metadata?: Record<string, unknown>;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** Customers: sign-up, password checks and changes, reads and edits (spec: accounts 3.1, 4.3-4.10). */
export function createCustomers(db: Kysely<DatabaseSchema>, now: () => number) {
  const byEmail = (email: string) =>
    db
      .selectFrom('customers')
      .selectAll()
      .where(sql`lower(email)`, '=', normaliseEmail(email).toLowerCase())
      .executeTakeFirst();
  const passwordHashOf = async (id: number) =>
    (await db.selectFrom('customers').select('password_hash').where('id', '=', id).executeTakeFirst())
      ?.password_hash ?? null;

  return {
    async create(input: NewCustomer): Promise<Customer> {
      const email = normaliseEmail(input.email);
      if (!isValidEmail(email))
        throw new AccountError('invalid_email', 'Please enter a valid e-mail address');
      if (input.password !== null && !isValidPassword(input.password))
        throw new AccountError('invalid_password', 'Invalid param password');
      const problem = nameProblem(input.firstName, input.lastName, { signUp: input.password !== null });
      if (problem) throw new AccountError('invalid_name', problem);
      const passwordHash = input.password === null ? null : await hashPassword(input.password);
      try {
        const row = await db
          .insertInto('customers')
          .values({
            uuid: randomUUID(),
            email,
            first_name: input.firstName.trim(),
            last_name: input.lastName.trim(),
            country: input.country ?? 'US',
            locale: input.locale ?? 'en_US',
            currency: input.currency ?? 'USD',
            password_hash: passwordHash,
            register_source: input.registerSource,
            metadata: JSON.stringify({
              ...input.metadata,
              first_name: input.firstName.trim(),
              surname: input.lastName.trim(),
              register_source: input.registerSource,
            }),
            reg_date: new Date(now()),
            last_user_ip: input.ip ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toCustomer(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AccountError('customer_exists', 'Customer already exists');
        throw error;
      }
    },

    /** The same answer, in about the same time, for an unknown address and a wrong password. */
    async authenticate(email: string, password: string, ip?: string): Promise<Customer> {
      const row = await byEmail(email);
      const ok = row?.password_hash
        ? await verifyPassword(row.password_hash, password)
        : await verifyAgainstDecoy(password);
      if (!row || !ok) throw new AccountError('invalid_credentials', 'Wrong email/password combination');
      if (ip && ip !== row.last_user_ip) {
        await db.updateTable('customers').set({ last_user_ip: ip }).where('id', '=', row.id).execute();
      }
      return toCustomer({ ...row, last_user_ip: ip ?? row.last_user_ip });
    },

    async findByEmail(email: string): Promise<Customer | undefined> {
      const row = await byEmail(email);
      return row && toCustomer(row);
    },
    async findById(id: number): Promise<Customer | undefined> {
      const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toCustomer(row);
    },
    async findByUuid(uuid: string): Promise<Customer | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(uuid)) return undefined;
      const row = await db.selectFrom('customers').selectAll().where('uuid', '=', uuid).executeTakeFirst();
      return row && toCustomer(row);
    },

    async update(id: number, changes: CustomerChanges): Promise<Customer> {
      const current = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
      if (!current) throw new AccountError('not_found', 'Customer not found');
      const firstName = changes.firstName?.trim() ?? current.first_name;
      const lastName = changes.lastName?.trim() ?? current.last_name;
      const problem = nameProblem(firstName, lastName, { signUp: false });
      if (problem) throw new AccountError('invalid_name', problem);
      const row = await db
        .updateTable('customers')
        .set({
          first_name: firstName,
          last_name: lastName,
          country: changes.country ?? current.country,
          locale: changes.locale ?? current.locale,
          metadata: JSON.stringify({
            ...current.metadata,
            ...changes.metadata,
            first_name: firstName,
            surname: lastName,
          }),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCustomer(row);
    },

    /** spec: accounts 2.9, 5.6 — a new address, confirmed by the current password. */
    async updateEmail(id: number, newEmail: string, confirmationPassword: string): Promise<Customer> {
      const email = normaliseEmail(newEmail);
      if (!isValidEmail(email))
        throw new AccountError('invalid_email', 'Please enter a valid e-mail address.');
      const hash = await passwordHashOf(id);
      if (!hash || !(await verifyPassword(hash, confirmationPassword)))
        throw new AccountError('wrong_confirmation_password', 'Invalid confirmationPassword');
      try {
        const row = await db
          .updateTable('customers')
          .set({ email })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toCustomer(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AccountError('email_taken', 'Customer email already exists');
        throw error;
      }
    },

    async checkPassword(id: number, password: string): Promise<boolean> {
      const hash = await passwordHashOf(id);
      return hash ? verifyPassword(hash, password) : verifyAgainstDecoy(password);
    },

    /** spec: accounts 2.7 — change with the old password. */
    async changePassword(id: number, oldPassword: string, newPassword: string): Promise<void> {
      const hash = await passwordHashOf(id);
      if (!hash) throw new AccountError('no_password', 'The account has no password yet');
      if (!(await verifyPassword(hash, oldPassword)))
        throw new AccountError('old_password_wrong', 'The old password does not match.');
      await this.setPassword(id, newPassword);
    },

    /** Sets a password without the old one: reset links and adding a first password (4.8). */
    async setPassword(id: number, newPassword: string): Promise<void> {
      if (!isValidPassword(newPassword)) throw new AccountError('invalid_password', 'Invalid param password');
      const row = await db.selectFrom('customers').select('metadata').where('id', '=', id).executeTakeFirst();
      if (!row) throw new AccountError('not_found', 'Customer not found');
      await db
        .updateTable('customers')
        .set({
          password_hash: await hashPassword(newPassword),
          metadata: JSON.stringify({ ...row.metadata, has_password: true }),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type Customers = ReturnType<typeof createCustomers>;
