import { type Context, Hono } from 'hono';
import type { PaymentAnswer } from '../../../domain/payments/checkout.ts';
import { findOffer, OFFERS } from '../../../domain/payments/offerCatalogue.ts';
import { taxRateBp } from '../../../domain/payments/taxes.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { idempotent } from '../shared/idempotentRequest.ts';
import { presentOffer, presentOrder, presentPayment, presentPaymentMethods } from './presentPayments.ts';
import { handle } from './subscriptionHandler.ts';
import { subscriptionBody } from './subscriptionInput.ts';
import {
  finalizeSchema,
  initialPaymentSchema,
  orderCreateSchema,
  orderIdSchema,
  orderPatchSchema,
  sessionSchema,
  walletTokenSchema,
} from './subscriptionPaymentInput.ts';
import { fail, ok, SubscriptionError, toSubscriptionError } from './subscriptionResponse.ts';

/**
 * The subscription provider's checkout calls (spec: payments 7.1): offers, entitlements, orders, payment
 * methods, payments and the card and wallet connectors. The customer comes from the bearer only; prices,
 * currencies and countries from the server, never from the body.
 */
export function subscriptionPaymentRoutes(deps: FacadeDeps) {
  const { payments } = deps;
  const viewerOf = async (c: Context) => {
    const viewer = await deps.viewerAuth.identify(c);
    if (!viewer) throw new SubscriptionError(401, 'Invalid JWT token');
    return viewer;
  };
  /** Money-moving calls: once per Idempotency-Key, refusals included. */
  const once = (c: Context, customerId: number, work: () => Promise<Response>) =>
    idempotent(c, payments, customerId, work, (error) => {
      const known = toSubscriptionError(error);
      return known ? fail(c, known) : undefined;
    });
  /** A provider refusal is the payment's answer: 402 with the provider's words (spec: payments 8, Payment failed). */
  const answer = (c: Context, result: PaymentAnswer) => {
    if (result.payment.status === 'failed')
      throw new SubscriptionError(402, result.payment.failure_message ?? 'Failed to make payment');
    return ok(c, {
      payment: presentPayment(result.payment),
      ...(result.action ? { action: { ...result.action, paymentMethodType: 'scheme' } } : {}),
    });
  };

  return new Hono()
    .get(
      '/offers',
      handle(async (c) => {
        const viewer = await deps.viewerAuth.identify(c);
        return ok(c, { items: OFFERS.map((offer) => presentOffer(offer, viewer?.customer.country)) });
      }),
    )
    .get(
      '/offers/:offerId',
      handle(async (c) => {
        const offer = findOffer(c.req.param('offerId') ?? '');
        if (!offer) throw new SubscriptionError(404, `Offer ${c.req.param('offerId')} not found`);
        const viewer = await deps.viewerAuth.identify(c);
        return ok(c, presentOffer(offer, viewer?.customer.country));
      }),
    )
    .get(
      '/entitlements/:offerId',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        const offer = findOffer(c.req.param('offerId') ?? '');
        const held = offer
          ? (await payments.entitlements.held(viewer.customer.id, await payments.clock.now())).find(
              (h) => h.offerId === offer.id,
            )
          : undefined;
        return ok(c, {
          accessGranted: held !== undefined,
          expiresAt: held?.expiresAt ? Math.floor(held.expiresAt / 1000) : null,
        });
      }),
    )
    .get(
      '/payment-methods',
      handle(async (c) => ok(c, { paymentMethods: presentPaymentMethods() })),
    )
    .post(
      '/orders',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        const input = await subscriptionBody(c, orderCreateSchema);
        const { customer } = viewer;
        const order = await payments.orders.create({
          customerId: customer.id,
          offerId: input.offerId,
          country: customer.country,
          taxRateBp: taxRateBp(customer.country),
          paymentMethodId: input.paymentMethodId,
          at: await payments.clock.now(),
        });
        return ok(c, { order: presentOrder(order, customer) });
      }),
    )
    .get(
      '/orders/:orderId',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        const order = await payments.orders.get(viewer.customer.id, orderNumber(c));
        return ok(c, { order: presentOrder(order, viewer.customer) });
      }),
    )
    .patch(
      '/orders/:orderId',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        const input = await subscriptionBody(c, orderPatchSchema);
        const order = await payments.orders.update(
          viewer.customer.id,
          orderNumber(c),
          input,
          await payments.clock.now(),
        );
        return ok(c, { order: presentOrder(order, viewer.customer), message: 'successfully updated' });
      }),
    )
    .post(
      '/payments',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        const { orderId } = await subscriptionBody(c, orderIdSchema);
        return once(c, viewer.customer.id, async () =>
          answer(c, await payments.checkout.payWithoutDetails(viewer.customer.id, orderId)),
        );
      }),
    )
    .post(
      '/connectors/card/sessions',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        const { orderId, returnUrl } = await subscriptionBody(c, sessionSchema);
        const { customer } = viewer;
        return ok(
          c,
          orderId === undefined
            ? await payments.details.cardSession(customer.currency, returnUrl)
            : await payments.checkout.cardSession(customer.id, orderId, returnUrl),
        );
      }),
    )
    .post(
      '/connectors/card/initial-payment',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        const input = await subscriptionBody(c, initialPaymentSchema);
        const { type: _scheme, ...card } = input.paymentMethod;
        return once(c, viewer.customer.id, async () =>
          answer(
            c,
            await payments.checkout.payByCard(
              viewer.customer.id,
              input.orderId,
              { kind: 'encrypted', ...card },
              input.returnUrl,
            ),
          ),
        );
      }),
    )
    .post(
      '/connectors/card/initial-payment/finalize',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        const input = await subscriptionBody(c, finalizeSchema);
        return once(c, viewer.customer.id, async () =>
          answer(
            c,
            await payments.checkout.finalise(viewer.customer.id, input.orderId, input.details.redirectResult),
          ),
        );
      }),
    )
    .post(
      '/connectors/wallet/v1/tokens',
      handle(async (c) => {
        const viewer = await viewerOf(c);
        const { orderId, ...urls } = await subscriptionBody(c, walletTokenSchema);
        return once(c, viewer.customer.id, async () => {
          const { redirectUrl } = await payments.checkout.walletApproval(viewer.customer.id, orderId, urls);
          return ok(c, { redirectUrl });
        });
      }),
    );
}

function orderNumber(c: Context): number {
  const id = Number(c.req.param('orderId'));
  if (!Number.isInteger(id) || id <= 0)
    throw new SubscriptionError(404, `Order with id ${c.req.param('orderId')} not found`);
  return id;
}
