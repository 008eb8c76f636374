import { type Context, Hono } from 'hono';
import type { Payments } from '../../domain/payments/createPayments.ts';
import { HandoffError } from '../../domain/payments/handoffError.ts';
import type { Handoffs } from '../../domain/payments/handoffs.ts';
import { HttpError, parseInput } from '../apiError.ts';
import { requestOrigin } from '../providers/device/requestOrigin.ts';
import type { FacadeDeps } from '../providers/shared/facadeContext.ts';
import { issueNotificationCredentials } from '../providers/shared/notificationCredentials.ts';
import { readBody } from '../providers/shared/readBody.ts';
import type { ViewerAuth } from '../viewerAuth.ts';
import { handoffFailure } from './handoffFailure.ts';
import { createHandoffSchema, handoffIdSchema } from './handoffInput.ts';
import { handoffOrder } from './handoffOrder.ts';

type Handler = (c: Context) => Promise<Response>;

/**
 * The TV's side of "Pay on your phone", for a bearer of any integration: make a hand-off of an order
 * (its QR code and short address), poll where it stands once a second, and the broker credentials to
 * hear the payment's outcome sooner. Answers are never cached: each is one viewer's and changes.
 */
export function handoffTvRoutes(
  deps: Pick<FacadeDeps, 'accounts' | 'notifications'> & {
    handoffs: Handoffs;
    payments: Payments;
    viewerAuth: ViewerAuth;
  },
) {
  const { handoffs } = deps;
  const viewerOf = async (c: Context) => {
    const viewer = await deps.viewerAuth.identify(c);
    if (!viewer) throw new HttpError(401, 'unauthorized', 'User not logged in');
    return viewer;
  };
  const idOf = (c: Context) => {
    const id = handoffIdSchema.safeParse(c.req.param('id'));
    if (!id.success) throw new HandoffError('handoff_not_found', 'Payment hand-off not found');
    return id.data;
  };
  const guarded =
    (handler: Handler): Handler =>
    async (c) => {
      c.header('Cache-Control', 'no-store');
      try {
        return await handler(c);
      } catch (error) {
        return handoffFailure(c, error);
      }
    };

  return new Hono()
    .post(
      '/payment-handoffs',
      guarded(async (c) => {
        const viewer = await viewerOf(c);
        const body = await readBody(c);
        if (!body) throw new HttpError(400, 'invalid_request', 'The body must be a JSON object');
        const target = parseInput(createHandoffSchema, body);
        const handoff = await handoffs.create(viewer.customer.id, () =>
          handoffOrder(deps.payments, viewer.customer, target),
        );
        // The address the TV reached is the one the phone can reach (behind a proxy, the forwarded one).
        const origin = requestOrigin(c);
        return c.json(
          {
            id: handoff.id,
            code: handoff.code,
            url: `${origin}/pay/${handoff.code.replace('-', '')}`,
            shortUrl: `${new URL(origin).host}/pay`,
            expiresAt: Math.floor(handoff.expiresAt.getTime() / 1000),
          },
          201,
        );
      }),
    )
    .get(
      '/payment-handoffs/:id',
      guarded(async (c) => {
        const viewer = await viewerOf(c);
        return c.json(await handoffs.status(viewer.customer.id, idOf(c)));
      }),
    )
    .get(
      '/payment-handoffs/:id/notifications',
      guarded(async (c) => {
        const viewer = await viewerOf(c);
        await handoffs.status(viewer.customer.id, idOf(c));
        const credentials = await issueNotificationCredentials(c, deps, viewer);
        // Settlement publishes to the account's topic, its uuid (server/paymentsStack.ts, notify).
        return c.json({
          iotEndpoint: credentials.iotEndpoint,
          accessKey: credentials.accessKey,
          sessionToken: credentials.sessionToken,
          expiresAt: credentials.expiresAt,
          topic: viewer.customer.uuid,
        });
      }),
    );
}
