import type { z } from 'zod/mini';
import { AccountError } from '../accountError.ts';
import type { PaymentMethod, PaymentService, StoredCardOutcome } from '../payments/paymentService.ts';
import { asId, pageOn, postOnce, type SubscriptionPaymentDeps } from './subscriptionCalls.ts';
import { subscriptionPaymentErrorTables as tables } from './subscriptionPaymentErrors.ts';
import { cardSessionSchema, walletTokenSchema } from './subscriptionPaymentSchemas.ts';
import {
  paymentDetailsSchema,
  storedCardSchema,
  toPaymentDetail,
  toTransaction,
  transactionsSchema,
} from './subscriptionPlanSchemas.ts';

export type BillingCalls = Required<
  Pick<
    PaymentService,
    | 'paymentDetails'
    | 'transactions'
    | 'paymentMethodComponentUrl'
    | 'storePaymentMethodCard'
    | 'finalizePaymentMethod'
    | 'paymentMethodWalletUrl'
  >
>;

export interface BillingDeps extends Pick<SubscriptionPaymentDeps, 'host' | 'call' | 'customerId'> {
  /** The provider's payment methods: a new card or wallet is sent with its method's id. */
  paymentMethods(): Promise<PaymentMethod[]>;
}

/**
 * The subscription provider's payment details and purchase history, and the payment method update
 * (spec: payments 4, Payment method update; 7.1): the hosted card component without an order, storing
 * its card (3-D Secure may come first), and the wallet's agreement page.
 */
export function subscriptionBilling({ host, call, customerId, paymentMethods }: BillingDeps): BillingCalls {
  const pageUrl = pageOn(host);

  /** spec: payments 8 — 'Payment method ID is missing': the provider lists no such method. */
  const methodId = async (name: PaymentMethod['methodName']) => {
    const method = (await paymentMethods()).find((candidate) => candidate.methodName === name);
    if (!method) throw new AccountError(tables.paymentMethod.fallback);
    return asId(method.id);
  };

  /** A stored card, or where 3-D Secure sends the shopper first; a refusal is the provider's 402. */
  const storedCard = ({ action, paymentDetails }: z.infer<typeof storedCardSchema>): StoredCardOutcome => {
    if (action) return { status: 'redirect', url: pageUrl(action.url) };
    if (!paymentDetails) throw new AccountError(tables.paymentMethod.fallback);
    return { status: 'stored', paymentMethodId: String(paymentDetails.paymentMethodId) };
  };

  const sendCard = async (path: string, body: Record<string, unknown>) =>
    storedCard(await postOnce(call, path, body, { schema: storedCardSchema, table: tables.paymentMethod }));

  return {
    async paymentDetails() {
      const { paymentDetails } = await call('GET', `/customers/${await customerId()}/payment_details`, {
        schema: paymentDetailsSchema,
        table: tables.history,
        bearer: true,
      });
      return paymentDetails.flatMap(toPaymentDetail).filter((detail) => detail.active);
    },
    async transactions({ limit, offset }) {
      const query = new URLSearchParams({ limit: String(limit), offset: String(offset) });
      const answer = await call('GET', `/customers/${await customerId()}/transactions?${query}`, {
        schema: transactionsSchema,
        table: tables.history,
        bearer: true,
      });
      return { items: answer.items.map(toTransaction), total: answer.totalItemsCount };
    },
    async paymentMethodComponentUrl(returnUrl) {
      // A session without an order: the component stores a card and charges nothing.
      const { componentUrl } = await call('POST', '/connectors/card/sessions', {
        body: { returnUrl },
        schema: cardSessionSchema,
        table: tables.paymentMethod,
        bearer: true,
      });
      return pageUrl(componentUrl);
    },
    async storePaymentMethodCard(card, returnUrl) {
      return sendCard('/connectors/card/payment-details', {
        paymentMethod: card,
        paymentMethodId: await methodId('card'),
        returnUrl,
      });
    },
    async finalizePaymentMethod(redirectResult) {
      const outcome = await sendCard('/connectors/card/payment-details/finalize', {
        paymentMethodId: await methodId('card'),
        details: { redirectResult },
      });
      // The shopper has been through 3-D Secure already: a second challenge is not a card stored.
      if (outcome.status !== 'stored') throw new AccountError(tables.paymentMethod.fallback);
      return outcome.paymentMethodId;
    },
    async paymentMethodWalletUrl(urls) {
      const { redirectUrl } = await call('POST', '/connectors/wallet/v1/payment_details/tokens', {
        body: { paymentMethodId: await methodId('wallet'), ...urls },
        schema: walletTokenSchema,
        table: tables.paymentMethod,
        bearer: true,
      });
      return pageUrl(redirectUrl);
    },
  };
}
