import type { z } from 'zod/mini';
import { AccountError, catalogueError } from '../accountError.ts';
import type {
  CardDetails,
  HostedCardFields,
  Offer,
  PaymentCapabilities,
  PaymentOutcome,
  PaymentService,
} from '../payments/paymentService.ts';
import { subscriptionBilling } from './subscriptionBilling.ts';
import { asId, pageOn, postOnce, type SubscriptionPaymentDeps } from './subscriptionCalls.ts';
import { subscriptionPaymentErrorTables as tables } from './subscriptionPaymentErrors.ts';
import {
  cardSessionSchema,
  entitlementSchema,
  offerSchema,
  orderSchema,
  paymentAnswerSchema,
  paymentMethodsSchema,
  toOffer,
  toOrder,
  walletTokenSchema,
} from './subscriptionPaymentSchemas.ts';
import { subscriptionPlans } from './subscriptionPlans.ts';

/**
 * spec: payments 1, the capability table; 2, the card is taken by the provider's hosted component, and
 * only there: no typed card is updated (updateCard is left out), receipts are not shown (receipt too).
 */
const capabilities: PaymentCapabilities = {
  renewSubscription: true,
  updatePaymentMethod: true,
  receipts: false,
  cardEntry: 'hosted',
  // spec: payments 4, Plan switching — this provider's switches go through the upgrade modal.
  planSwitch: 'modal',
};

const isHosted = (card: CardDetails | HostedCardFields): card is HostedCardFields =>
  'type' in card && card.type === 'scheme';

/**
 * The subscription provider's payments (spec: payments 4, 7.1): offers, orders, the hosted card
 * component and its 3-D Secure return, the wallet redirect and entitlements here; subscriptions and plan
 * switches (subscriptionPlans), payment details, history and the payment method update
 * (subscriptionBilling) beside; all through the account adapter's calls and session.
 */
export function subscriptionPayments(deps: SubscriptionPaymentDeps) {
  const { host, call, customerId, signedIn } = deps;
  const resolve = pageOn(host);

  /** The answer of a payment call; a refusal the provider reports as a failed payment is thrown. */
  const outcome = ({ payment, action }: z.infer<typeof paymentAnswerSchema>): PaymentOutcome => {
    if (action) return { status: 'redirect', url: resolve(action.url) };
    if (payment.status === 'captured') return { status: 'paid' };
    if (payment.status === 'failed')
      throw catalogueError(payment.rejectedReason ?? '', tables.payment.rules, tables.payment.fallback);
    return { status: 'pending' };
  };

  const pay = async (path: string, body: Record<string, unknown>) =>
    outcome(await postOnce(call, path, body, { schema: paymentAnswerSchema, table: tables.payment }));

  const service: PaymentService = {
    capabilities,
    ...subscriptionPlans(deps),
    ...subscriptionBilling({ ...deps, paymentMethods: () => service.paymentMethods() }),
    // The provider's own order: the hand-off pays exactly it (coupon and tax as the TV showed them).
    handoffOrder: (order) => ({ orderId: order.id }),
    async offers(ids) {
      const found = await Promise.all(
        ids.map(async (id): Promise<Offer | undefined> => {
          try {
            // Signed in, the price is the customer's country's, tax included.
            const offer = await call('GET', `/offers/${encodeURIComponent(id)}`, {
              schema: offerSchema,
              table: tables.offers,
              bearer: signedIn(),
            });
            return toOffer(offer);
          } catch (error) {
            if (error instanceof AccountError && error.key === 'checkout.offer_not_found') return undefined;
            throw error;
          }
        }),
      );
      return found.filter((offer) => offer !== undefined);
    },
    async createOrder(offerId, paymentMethodId) {
      const body = {
        offerId,
        customerId: asId(await customerId()),
        paymentMethodId: paymentMethodId === undefined ? undefined : asId(paymentMethodId),
      };
      return toOrder(
        await call('POST', '/orders', { body, schema: orderSchema, table: tables.createOrder, bearer: true }),
      );
    },
    async updateOrder(order, { paymentMethodId, couponCode }) {
      const body = {
        paymentMethodId: paymentMethodId === undefined ? undefined : asId(paymentMethodId),
        couponCode,
      };
      return toOrder(
        await call('PATCH', `/orders/${encodeURIComponent(order.id)}`, {
          body,
          schema: orderSchema,
          table: tables.updateOrder,
          bearer: true,
        }),
      );
    },
    async paymentMethods() {
      const { paymentMethods } = await call('GET', '/payment-methods', {
        schema: paymentMethodsSchema,
        table: tables.paymentMethods,
      });
      // spec: payments 3, Payment method — only the card and the wallet are kept.
      return paymentMethods.flatMap(({ id, methodName }) => {
        const name = methodName.toLowerCase();
        return name === 'card' || name === 'wallet' ? [{ id: String(id), methodName: name }] : [];
      });
    },
    payWithoutDetails: (order) => pay('/payments', { orderId: asId(order.id) }),
    async payByCard(order, card, returnUrl) {
      // This provider takes cards only through its hosted component (cardEntry 'hosted'): a card typed
      // into the app's own form never leaves the app.
      if (!isHosted(card)) throw new AccountError('payment.failed');
      return pay('/connectors/card/initial-payment', {
        orderId: asId(order.id),
        returnUrl,
        paymentMethod: card,
        attemptAuthentication: 'always',
      });
    },
    async cardComponentUrl(order, returnUrl) {
      const { componentUrl } = await call('POST', '/connectors/card/sessions', {
        body: { orderId: asId(order.id), returnUrl },
        schema: cardSessionSchema,
        table: tables.payment,
        bearer: true,
      });
      return resolve(componentUrl);
    },
    finalizePayment: (orderId, redirectResult) =>
      pay('/connectors/card/initial-payment/finalize', {
        orderId: asId(orderId),
        details: { redirectResult },
      }),
    async walletUrl(order, urls) {
      const { redirectUrl } = await postOnce(
        call,
        '/connectors/wallet/v1/tokens',
        { orderId: asId(order.id), ...urls },
        { schema: walletTokenSchema, table: tables.wallet },
      );
      return resolve(redirectUrl);
    },
    async entitled(offerId) {
      // spec: payments 5, Entitlement lookup — a leading provider prefix ('jwp:') is not the offer's.
      const id = offerId.replace(/^[a-z]+:/i, '');
      const { accessGranted } = await call('GET', `/entitlements/${encodeURIComponent(id)}`, {
        schema: entitlementSchema,
        table: tables.account,
        bearer: true,
      });
      return accessGranted;
    },
  };
  return service;
}
