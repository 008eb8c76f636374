import type { Selectable } from 'kysely';
import type { AccountTables } from '../../db/accountTables.ts';

/** spec: accounts 3.1 — the customer as every façade reads it. */
export interface Customer {
  id: number;
  uuid: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  locale: string;
  currency: string;
  regDate: Date;
  lastUserIp: string | null;
  hasPassword: boolean;
  registerSource: string;
  metadata: Record<string, unknown>;
}

export type CustomerRow = Selectable<AccountTables['customers']>;

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    country: row.country,
    locale: row.locale,
    currency: row.currency,
    regDate: new Date(row.reg_date),
    lastUserIp: row.last_user_ip,
    hasPassword: row.password_hash !== null,
    registerSource: row.register_source,
    metadata: row.metadata,
  };
}

export function fullName(customer: Pick<Customer, 'firstName' | 'lastName'>): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ');
}
