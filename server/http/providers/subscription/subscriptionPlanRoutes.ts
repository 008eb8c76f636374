import { type Context, Hono } from 'hono';
import type { PaymentAnswer } from '../../../domain/payments/checkout.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { idempotent } from '../shared/idempotentRequest.ts';
import {
  presentDetail,
  presentPayment,
  presentSubscription,
  presentSwitch,
  presentSwitchOffer,
  presentTransaction,
} from './presentPayments.ts';
import { handle, ownCustomer } from './subscriptionHandler.ts';
import { subscriptionBody } from './subscriptionInput.ts';
import {
  addDetailsSchema,
  finalizeDetailsSchema,
  subscriptionPatchSchema,
  switchPatchSchema,
  switchSchema,
  walletDetailsSchema,
} from './subscriptionPaymentInput.ts';
import { fail, ok, SubscriptionError, toSubscriptionError } from './subscriptionResponse.ts';

/**
 * After the purchase (spec: payments 7.1): payment details, subscriptions (cancel and renew by status),
 * plan switches and transactions. Only the bearer's own customer id: another id is not found.
 */
export function subscriptionPlanRoutes(deps: FacadeDeps) {
  const { payments } = deps;
  const viewerOf = async (c: Context) => {
    const viewer = await deps.viewerAuth.identify(c);
    if (!viewer) throw new SubscriptionError(401, 'Invalid JWT token');
    return viewer;
  };
  const detailsAnswer = async (c: Context, customerId: number, result: PaymentAnswer) => {
    if (result.payment.status === 'failed')
      throw new SubscriptionError(402, result.payment.failure_message ?? 'Failed to update card details');
    const active = await payments.details.active(customerId);
    return ok(c, {
      payment: presentPayment(result.payment),
      ...(active && result.payment.status === 'succeeded' ? { paymentDetails: presentDetail(active) } : {}),
      ...(result.action ? { action: { ...result.action, paymentMethodType: 'scheme' } } : {}),
    });
  };
  const once = (c: Context, customerId: number, work: () => Promise<Response>) =>
    idempotent(c, payments, customerId, work, (error) => {
      const known = toSubscriptionError(error);
      return known ? fail(c, known) : undefined;
    });

  return new Hono()
    .get(
      '/customers/:id/payment_details',
      handle(async (c) => {
        const viewer = await ownCustomer(c, deps);
        const rows = await payments.details.list(viewer.customer.id);
        return ok(c, { paymentDetails: rows.map(presentDetail) });
      }),
    )
    .delete(
      '/payment_details/:detailId',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        await payments.details.remove(viewer.customer.id, Number(c.req.param('detailId')) || 0);
        return ok(c, {});
      }),
    )
    .post(
      '/connectors/card/payment-details',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        const input = await subscriptionBody(c, addDetailsSchema);
        const { type: _scheme, ...card } = input.paymentMethod;
        return once(c, viewer.customer.id, async () =>
          detailsAnswer(
            c,
            viewer.customer.id,
            await payments.details.storeCard(
              viewer.customer.id,
              viewer.customer.currency,
              { kind: 'encrypted', ...card },
              input.returnUrl,
            ),
          ),
        );
      }),
    )
    .post(
      '/connectors/card/payment-details/finalize',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        const input = await subscriptionBody(c, finalizeDetailsSchema);
        return once(c, viewer.customer.id, async () =>
          detailsAnswer(
            c,
            viewer.customer.id,
            await payments.details.finaliseStoredCard(viewer.customer.id, input.details.redirectResult),
          ),
        );
      }),
    )
    .post(
      '/connectors/wallet/v1/payment_details/tokens',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        const {
          paymentMethodId: _method,
          waitingUrl,
          ...urls
        } = await subscriptionBody(c, walletDetailsSchema);
        // The wallet sends the buyer back while the agreement confirms: the waiting page, when given.
        const { redirectUrl } = await payments.details.walletAgreement(
          viewer.customer.id,
          viewer.customer.currency,
          {
            ...urls,
            successUrl: waitingUrl ?? urls.successUrl,
          },
        );
        return ok(c, { redirectUrl });
      }),
    )
    .get(
      '/customers/:id/subscriptions',
      handle(async (c) => {
        const viewer = await ownCustomer(c, deps);
        const rows = await payments.subscriptions.list(viewer.customer.id);
        return ok(c, { items: rows.map(presentSubscription) });
      }),
    )
    .patch(
      '/customers/:id/subscriptions',
      handle(async (c) => {
        const viewer = await ownCustomer(c, deps);
        const input = await subscriptionBody(c, subscriptionPatchSchema);
        const sub = await payments.subscriptions.running(viewer.customer.id, input.offerId);
        const updated =
          input.status === 'cancelled'
            ? await payments.subscriptions.cancel(sub)
            : await payments.subscriptions.renew(sub);
        return ok(c, presentSubscription(updated));
      }),
    )
    .get(
      '/customers/:id/subscription_switches/:offerId/availability',
      handle(async (c) => {
        const viewer = await ownCustomer(c, deps);
        const choices = await payments.subscriptions.availability(
          viewer.customer.id,
          c.req.param('offerId') ?? '',
        );
        return ok(c, { available: choices.map(presentSwitchOffer), unavailable: [] });
      }),
    )
    .post(
      '/customers/:id/subscription_switches/:offerId',
      handle(async (c) => {
        const viewer = await ownCustomer(c, deps);
        const input = await subscriptionBody(c, switchSchema);
        return once(c, viewer.customer.id, async () => {
          const row = await payments.subscriptions.switchPlan(
            viewer.customer.id,
            c.req.param('offerId') ?? '',
            input.toOfferId,
          );
          return ok(c, presentSwitch(row));
        });
      }),
    )
    .get(
      '/subscription_switches/:switchId',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        return ok(
          c,
          presentSwitch(
            await payments.subscriptions.switchById(viewer.customer.id, c.req.param('switchId') ?? ''),
          ),
        );
      }),
    )
    .patch(
      '/subscription_switches/:switchId',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        await subscriptionBody(c, switchPatchSchema);
        await payments.subscriptions.cancelSwitch(viewer.customer.id, c.req.param('switchId') ?? '');
        return ok(
          c,
          presentSwitch(
            await payments.subscriptions.switchById(viewer.customer.id, c.req.param('switchId') ?? ''),
          ),
        );
      }),
    )
    .get(
      '/customers/:id/transactions',
      handle(async (c) => {
        const viewer = await ownCustomer(c, deps);
        const limit = Math.min(100, Math.max(1, Number(c.req.query('limit')) || 10));
        const offset = Math.max(0, Number(c.req.query('offset')) || 0);
        const { items, total } = await payments.transactions.list(viewer.customer.id, { limit, offset });
        return ok(c, {
          items: items.map((row) => presentTransaction(row, viewer.customer)),
          totalItemsCount: total,
        });
      }),
    );
}
