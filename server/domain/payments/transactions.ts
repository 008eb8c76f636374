import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../db/databaseSchema.ts';
import type { PaymentTables } from '../../db/paymentTables.ts';
import { PaymentError } from './paymentError.ts';

export type TransactionRow = Selectable<PaymentTables['transactions']>;

/** spec: payments 3, Transaction — what was charged, newest first; 'T{id}' is the public id. */
export function createTransactions(db: Kysely<DatabaseSchema>) {
  return {
    async list(customerId: number, page: { limit: number; offset: number }) {
      const [items, total] = await Promise.all([
        db
          .selectFrom('transactions')
          .selectAll()
          .where('customer_id', '=', customerId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        db
          .selectFrom('transactions')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(total.count) };
    },
    async get(customerId: number, publicId: string): Promise<TransactionRow> {
      // At most nine digits: a larger number is no transaction of ours (and no integer column's).
      const id = /^T?(\d{1,9})$/.exec(publicId)?.[1];
      const row = id
        ? await db
            .selectFrom('transactions')
            .selectAll()
            .where('id', '=', Number(id))
            .where('customer_id', '=', customerId)
            .executeTakeFirst()
        : undefined;
      if (!row) throw new PaymentError('payment_not_found', `Transaction ${publicId} not found`);
      return row;
    },
  };
}

export const transactionId = (row: { id: number }) => `T${row.id}`;
