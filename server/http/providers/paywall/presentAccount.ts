import type { TokenPair } from '../../../domain/accounts/index.ts';
import { type Customer, fullName } from '../../../domain/accounts/index.ts';

/** The account as the account provider answers it (spec: accounts 3.1, 3.7). */
export function presentAccount(customer: Customer) {
  const seconds = Math.floor(customer.regDate.getTime() / 1000);
  return {
    id: customer.id,
    uuid: customer.uuid,
    email: customer.email,
    username: customer.email,
    full_name: fullName(customer),
    referrer: '',
    metadata: {
      ...customer.metadata,
      first_name: customer.firstName,
      surname: customer.lastName,
      has_password: customer.hasPassword,
    },
    date_of_birth:
      typeof customer.metadata.date_of_birth === 'string' ? customer.metadata.date_of_birth : null,
    roles: ['consumer'],
    completed: true,
    created_at: seconds,
    updated_at: seconds,
  };
}

/** spec: accounts 7.2 — access_token, refresh_token, expires (unix seconds), and the account. */
export function presentTokens(pair: TokenPair, customer: Customer) {
  return {
    access_token: pair.accessToken,
    refresh_token: pair.refreshToken,
    expires: pair.expiresAt,
    account: presentAccount(customer),
  };
}

/** full_name split as the provider's metadata keeps it: first word, then the rest (spec: accounts 3.4). */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
