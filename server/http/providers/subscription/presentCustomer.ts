import type { Customer } from '../../../domain/accounts/index.ts';

type ListEntry = { mediaid: string; progress?: number };

/** A customer as the subscription provider answers it (spec: accounts 3.1; browsing 5 — lists in externalData). */
export function presentCustomer(customer: Customer, lists: { favorites: ListEntry[]; history: ListEntry[] }) {
  return {
    id: customer.id,
    email: customer.email,
    country: customer.country,
    regDate: customer.regDate.toISOString().replace('T', ' ').slice(0, 19),
    lastUserIp: customer.lastUserIp,
    firstName: customer.firstName,
    lastName: customer.lastName,
    externalId: customer.uuid,
    locale: customer.locale,
    currency: customer.currency,
    metadata: customer.metadata,
    externalData: {
      favorites: lists.favorites.map(({ mediaid }) => ({ mediaid })),
      history: lists.history.map(({ mediaid, progress }) => ({ mediaid, progress: progress ?? 0 })),
    },
  };
}
