import { AccountError } from '../accountError.ts';
import type { PaymentService, Subscription } from '../payments/paymentService.ts';
import { asId, type ErrorTable, postOnce, type SubscriptionPaymentDeps } from './subscriptionCalls.ts';
import { subscriptionPaymentErrorTables as tables } from './subscriptionPaymentErrors.ts';
import { subscriptionSchema, subscriptionsSchema, toSubscription } from './subscriptionPaymentSchemas.ts';
import { availableSwitchesSchema, switchSchema, toSwitchOffer } from './subscriptionPlanSchemas.ts';

export type PlanCalls = Pick<
  PaymentService,
  | 'subscriptions'
  | 'cancelSubscription'
  | 'renewSubscription'
  | 'switches'
  | 'switchSubscription'
  | 'cancelPendingSwitch'
>;

/**
 * The subscription provider's subscriptions after the purchase (spec: payments 4, Cancel and renew,
 * Plan switching; 7.1): the list with each pending switch's target, cancel and renew by status, and the
 * plan switches.
 */
export function subscriptionPlans({
  call,
  customerId,
}: Pick<SubscriptionPaymentDeps, 'call' | 'customerId'>) {
  const customerPath = async () => `/customers/${await customerId()}`;
  const switchesPath = async (subscription: Subscription) =>
    `${await customerPath()}/subscription_switches/${encodeURIComponent(subscription.offerId)}`;

  /**
   * spec: payments 4, Plan switching — the target of a pending switch is read from the switch. A switch
   * that cannot be read leaves the target unknown (the subscription still says a switch is pending)
   * rather than failing the list, which the entitlement refresh reads too.
   */
  const pendingOfferOf = async (switchId: string): Promise<string | null> => {
    try {
      const pending = await call('GET', `/subscription_switches/${encodeURIComponent(switchId)}`, {
        schema: switchSchema,
        table: tables.account,
        bearer: true,
      });
      return pending.toOfferId;
    } catch (error) {
      if (error instanceof AccountError) return null;
      throw error;
    }
  };

  /** spec: payments 4 — cancelling sets the status 'cancelled'; renewing asks for 'active'. */
  const setStatus = async (subscription: Subscription, status: 'cancelled' | 'active', table: ErrorTable) => {
    const id = await customerId();
    await call('PATCH', `/customers/${id}/subscriptions`, {
      body: { customerId: asId(id), offerId: subscription.offerId, status },
      schema: subscriptionSchema,
      table,
      bearer: true,
    });
  };

  const plans: PlanCalls = {
    async subscriptions() {
      const { items } = await call('GET', `${await customerPath()}/subscriptions`, {
        schema: subscriptionsSchema,
        table: tables.account,
        bearer: true,
      });
      return Promise.all(
        items.map(async (item) => {
          const subscription = toSubscription(item);
          const { pendingSwitchId } = subscription;
          return pendingSwitchId
            ? { ...subscription, pendingOfferId: await pendingOfferOf(pendingSwitchId) }
            : subscription;
        }),
      );
    },
    cancelSubscription: (subscription) => setStatus(subscription, 'cancelled', tables.cancel),
    renewSubscription: (subscription) => setStatus(subscription, 'active', tables.renew),
    async switches(subscription) {
      const { available } = await call('GET', `${await switchesPath(subscription)}/availability`, {
        schema: availableSwitchesSchema,
        table: tables.switches,
        bearer: true,
      });
      return available.map(toSwitchOffer);
    },
    async switchSubscription(subscription, to) {
      // An upgrade may charge the new price.
      const made = await postOnce(
        call,
        await switchesPath(subscription),
        { toOfferId: to.toOfferId, switchDirection: to.switchDirection },
        { schema: switchSchema, table: tables.changePlan },
      );
      return { pending: made.status === 'pending' };
    },
    async cancelPendingSwitch(subscription) {
      const { pendingSwitchId } = subscription;
      if (!pendingSwitchId) throw new AccountError(tables.cancelPending.fallback);
      await call('PATCH', `/subscription_switches/${encodeURIComponent(pendingSwitchId)}`, {
        body: { status: 'cancelled' },
        schema: switchSchema,
        table: tables.cancelPending,
        bearer: true,
      });
    },
  };
  return plans;
}
