import { accountSchema, toCustomer } from './paywallAccount.ts';
import type { PaywallClient } from './paywallClient.ts';
import type { PaywallErrorTable } from './paywallErrors.ts';
import { nameForm } from './paywallForms.ts';
import { paywallPaymentErrorTables as tables } from './paywallPaymentErrors.ts';

const SUFFIX = '_pending_downgrade';

/**
 * spec: payments 3, Pending downgrade marker; 4, Plan switching — the paywall shows no pending plan
 * change, so the app keeps its own in the account's metadata: '{subscriptionId}_pending_downgrade' set
 * to the offer id the subscription moves to at its next billing date.
 */
export function pendingDowngrades(call: PaywallClient['call']) {
  const account = () =>
    call('GET', '/accounts', { schema: accountSchema, table: tables.account, bearer: true });

  return {
    /** Each subscription's pending downgrade: subscription id → offer id. */
    async read(): Promise<Map<string, string>> {
      const { metadata } = await account();
      return new Map(
        Object.entries(metadata).flatMap(([key, offerId]) =>
          key.endsWith(SUFFIX) && typeof offerId === 'string' && offerId !== ''
            ? [[key.slice(0, -SUFFIX.length), offerId] as const]
            : [],
        ),
      );
    },
    /**
     * Sets the marker; '' clears it (the provider merges metadata and has no way to remove a key). The
     * update asks for the full name each time: the account's own, kept as it is.
     */
    async write(subscriptionId: string, offerId: string, table: PaywallErrorTable) {
      const { firstName, lastName } = toCustomer(await account());
      await call('PUT', '/accounts', {
        form: { ...nameForm(firstName, lastName), [`metadata[${subscriptionId}${SUFFIX}]`]: offerId },
        schema: accountSchema,
        table,
        bearer: true,
      });
    },
  };
}
