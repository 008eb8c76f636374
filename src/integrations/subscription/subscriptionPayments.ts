import type { z } from 'zod/mini';
import { ApiError } from '../../net/http.ts';
import { AccountError, catalogueError, type ErrorRule } from '../accountError.ts';
import { idempotencyKey } from '../payments/idempotencyKey.ts';
import type {
  CardDetails,
  HostedCardFields,
  Offer,
  PaymentCapabilities,
  PaymentOutcome,
  PaymentService,
} from '../payments/paymentService.ts';
import { subscriptionPaymentErrorTables as tables } from './subscriptionPaymentErrors.ts';
import {
  cardSessionSchema,
  entitlementSchema,
  offerSchema,
  orderSchema,
  paymentAnswerSchema,
  paymentMethodsSchema,
  subscriptionsSchema,
  toOffer,
  toOrder,
  toSubscription,
  walletTokenSchema,
} from './subscriptionPaymentSchemas.ts';

export interface ErrorTable {
  rules: readonly ErrorRule[];
  fallback: string;
}

export interface CallOptions<T> {
  body?: unknown;
  schema: z.core.$ZodType<T>;
  table: ErrorTable;
  /** The session's token (refreshed once on a 401). */
  bearer?: boolean;
  headers?: Record<string, string>;
}

/** The account adapter's call: `{responseData, errors[]}` in, the schema's data out, errors in the table's keys. */
export type SubscriptionCall = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  options: CallOptions<T>,
) => Promise<T>;

export interface SubscriptionPaymentDeps {
  /** The provider's API host: relative page URLs in its answers are resolved against its origin. */
  host: string;
  call: SubscriptionCall;
  /** The signed-in customer's id (from the session's token). */
  customerId(): Promise<string>;
  signedIn(): boolean;
}

/** spec: payments 1, the capability table; 2, the card is taken by the provider's hosted component. */
const capabilities: PaymentCapabilities = {
  renewSubscription: true,
  updatePaymentMethod: true,
  receipts: false,
  cardEntry: 'hosted',
};

/** The provider's numeric ids go back as numbers. */
const asId = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);

/**
 * A call that can move money, sent with an Idempotency-Key: an answer lost on the way (the network
 * failed, or a 5xx, which the provider does not keep) is asked again once with the same key, so the
 * provider replays or runs it once and the viewer is never charged twice. A timeout is not retried:
 * the first request may still be running and the twin would be refused as in progress.
 */
async function once<T>(send: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const headers = { 'idempotency-key': idempotencyKey() };
  try {
    return await send(headers);
  } catch (error) {
    const lost =
      error instanceof AccountError &&
      error.key === 'errors.unreachable' &&
      !(error.cause instanceof ApiError && error.cause.code === 'timeout');
    if (!lost) throw error;
    return send(headers);
  }
}

const isHosted = (card: CardDetails | HostedCardFields): card is HostedCardFields =>
  'type' in card && card.type === 'scheme';

/**
 * The subscription provider's payments (spec: payments 4, 7.1): offers, orders, the hosted card
 * component and its 3-D Secure return, the wallet redirect, entitlements and subscriptions, through the
 * account adapter's calls and session.
 */
export function subscriptionPayments({ host, call, customerId, signedIn }: SubscriptionPaymentDeps) {
  const resolve = (url: string) => new URL(url, new URL(host, globalThis.location?.href).origin).href;

  /** The answer of a payment call; a refusal the provider reports as a failed payment is thrown. */
  const outcome = ({ payment, action }: z.infer<typeof paymentAnswerSchema>): PaymentOutcome => {
    if (action) return { status: 'redirect', url: resolve(action.url) };
    if (payment.status === 'captured') return { status: 'paid' };
    if (payment.status === 'failed')
      throw catalogueError(payment.rejectedReason ?? '', tables.payment.rules, tables.payment.fallback);
    return { status: 'pending' };
  };

  const pay = async (path: string, body: Record<string, unknown>) =>
    outcome(
      await once((headers) =>
        call('POST', path, {
          body,
          schema: paymentAnswerSchema,
          table: tables.payment,
          bearer: true,
          headers,
        }),
      ),
    );

  const service: PaymentService = {
    capabilities,
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
      const { redirectUrl } = await once((headers) =>
        call('POST', '/connectors/wallet/v1/tokens', {
          body: { orderId: asId(order.id), ...urls },
          schema: walletTokenSchema,
          table: tables.wallet,
          bearer: true,
          headers,
        }),
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
    async subscriptions() {
      const { items } = await call('GET', `/customers/${await customerId()}/subscriptions`, {
        schema: subscriptionsSchema,
        table: tables.account,
        bearer: true,
      });
      return items.map(toSubscription);
    },
  };
  return service;
}
