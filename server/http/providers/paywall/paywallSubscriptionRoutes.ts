import { type Context, Hono } from 'hono';
import { findOffer } from '../../../domain/payments/offerCatalogue.ts';
import type { SubscriptionRow } from '../../../domain/payments/subscriptions.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { paywallBody } from './paywallInput.ts';
import { pageOf, switchSchema } from './paywallPaymentInput.ts';
import { done, handlePaywall, PaywallError, paywallOnce, paywallViewer } from './paywallResponse.ts';
import { presentSubscription } from './presentPaywallPayments.ts';

/** spec: payments 4 and 7 — on this provider, listing with code 402 means the viewer has none. */
const NO_SUBSCRIPTIONS = 'Unable to fetch customer subscriptions.';

/**
 * The account provider's subscription calls (spec: payments 7, Paywall operations: subscriptions): the
 * list, one subscription, cancelling through its unsubscribe URL, and the plan change. Only the bearer's
 * own subscriptions: another customer's id is not found.
 */
export function paywallSubscriptionRoutes(deps: FacadeDeps) {
  const { payments } = deps;
  const present = (c: Context, row: SubscriptionRow) => presentSubscription(row, unsubscribeUrl(c, row.id));

  return new Hono()
    .get(
      '/subscriptions',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        const rows = await payments.subscriptions.list(viewer.customer.id);
        if (rows.length === 0) throw new PaywallError(402, NO_SUBSCRIPTIONS);
        const { page, size, offset } = pageOf((name) => c.req.query(name), 15);
        return c.json({
          total: rows.length,
          page,
          size,
          collection: rows.slice(offset, offset + size).map((row) => present(c, row)),
        });
      }),
    )
    .get(
      '/subscriptions/:id',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        return c.json(present(c, await payments.subscriptions.byId(viewer.customer.id, subscriptionId(c))));
      }),
    )
    .get(
      '/subscriptions/:id/unsubscribe',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        const row = await payments.subscriptions.byId(viewer.customer.id, subscriptionId(c));
        // Access stays until the paid period ends (spec: payments 4, Entitlement).
        await payments.subscriptions.cancel(row);
        return done(c, 'Subscription cancelled');
      }),
    )
    .post(
      // spec: payments 7 — /v2/subscriptions/{card-provider}:switch; this back end's card provider is 'card'.
      '/v2/subscriptions/card:switch',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        const input = await paywallBody(c, switchSchema);
        const target = findOffer(String(input.access_fee_id));
        if (!target)
          throw new PaywallError(404, `Access fee ${input.access_fee_id} not found`, 'access_fee_id');
        return paywallOnce(c, deps, viewer.customer.id, async () => {
          const row = await payments.subscriptions.byId(viewer.customer.id, input.card_token);
          // This provider has no call to cancel an upcoming plan (spec: payments 4, Plan switching): choosing
          // the plan the subscription is on again undoes a pending downgrade, and with none is a no-op.
          if (target.id === row.offer_id) {
            if (row.pending_switch_id)
              await payments.subscriptions.cancelSwitch(viewer.customer.id, row.pending_switch_id);
            return c.json({ code: 200, message: 'Subscription keeps its plan', pending: false });
          }
          // An upgrade applies at once, a downgrade waits for the end of the period: the domain decides.
          const change = await payments.subscriptions.switchPlan(viewer.customer.id, row.offer_id, target.id);
          return c.json({
            code: 200,
            message: 'Subscription switched',
            switch_direction: change.direction,
            pending: change.status === 'pending',
          });
        });
      }),
    );
}

function subscriptionId(c: Context): number {
  const id = Number(c.req.param('id'));
  if (!Number.isInteger(id) || id <= 0)
    throw new PaywallError(404, `Subscription ${c.req.param('id')} not found`);
  return id;
}

/**
 * spec: payments 7 — cancelling is an authenticated GET to the subscription's unsubscribe_url: an
 * absolute URL under wherever this façade is mounted, https when the proxy in front says so.
 */
function unsubscribeUrl(c: Context, id: number): string {
  const url = new URL(c.req.url);
  if (c.req.header('x-forwarded-proto') === 'https') url.protocol = 'https:';
  const mount = url.pathname.slice(0, url.pathname.lastIndexOf('/subscriptions'));
  return new URL(`${mount}/subscriptions/${id}/unsubscribe`, url.origin).toString();
}
