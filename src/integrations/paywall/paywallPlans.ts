import { z } from 'zod/mini';
import { AccountError } from '../accountError.ts';
import type { Offer, PaymentService, Subscription, SwitchOffer } from '../payments/paymentService.ts';
import type { PaywallClient } from './paywallClient.ts';
import type { PaywallErrorTable } from './paywallErrors.ts';
import { paywallPaymentErrorTables as tables } from './paywallPaymentErrors.ts';
import { feeIdOf, subscriptionsSchema, toSubscription } from './paywallPaymentSchemas.ts';
import { pendingDowngrades } from './paywallPendingDowngrades.ts';
import { onceOnly, orNone } from './paywallRequests.ts';

export type PlanCalls = Pick<
  PaymentService,
  'subscriptions' | 'cancelSubscription' | 'switches' | 'switchSubscription' | 'cancelPendingSwitch'
>;

export interface PlanDeps {
  call: PaywallClient['call'];
  /** The provider's API host: the only place the bearer may go, unsubscribe URLs included. */
  host: string;
  /** An asset's access fees as offers. */
  offersOf(assetId: string): Promise<Offer[]>;
  /** Which asset each access fee belongs to. */
  assets: { remember(feeId: string, assetId: string): void; of(feeId: string): string | undefined };
}

/** spec: payments 7 — the plan change names the card provider: /v2/subscriptions/{card-provider}:switch. */
const CARD_PROVIDER = 'card';
const switchAnswerSchema = z.object({ message: z.string(), pending: z.optional(z.boolean()) });
const doneSchema = z.object({ message: z.string() });

/**
 * What the back end does with each direction (server/domain/payments/subscriptions.ts): an upgrade at
 * once, paying the new price from the next billing date; a downgrade at the end of the period.
 */
const ALGORITHMS: Record<SwitchOffer['switchDirection'], string> = {
  upgrade: 'IMMEDIATE_WITHOUT_PRORATION',
  downgrade: 'DEFERRED',
};

/**
 * The account provider's subscriptions (spec: payments 4, Cancel and renew, Plan switching; 7): the
 * list with each pending downgrade from the account's metadata, cancelling through the subscription's
 * unsubscribe URL, and the inline plan change among the asset's switchable access fees.
 */
export function paywallPlans({ call, host, offersOf, assets }: PlanDeps): PlanCalls {
  const subscriptions = subscriptionList(call, assets);
  const downgrades = pendingDowngrades(call);

  /** POST card:switch to an access fee; the fee the subscription is on undoes a pending downgrade. */
  const switchTo = (subscription: Subscription, offerId: string, table: PaywallErrorTable) =>
    call('POST', `/v2/subscriptions/${CARD_PROVIDER}:switch`, {
      form: { access_fee_id: feeIdOf(offerId), [`${CARD_PROVIDER}_token`]: subscription.subscriptionId },
      headers: onceOnly(),
      schema: switchAnswerSchema,
      table,
      bearer: true,
    });

  return {
    subscriptions: async () => withPending(await subscriptions.list(), downgrades),
    async cancelSubscription(subscription) {
      const url = await subscriptions.known(() => subscriptions.unsubscribeUrl(subscription.subscriptionId));
      const path = url && pathOn(host, url);
      // spec: payments 8 — 'Missing unsubscribe url'; one elsewhere would take the bearer off the provider.
      if (!path)
        throw new AccountError(tables.cancel.fallback, undefined, {
          cause: new Error('Missing unsubscribe url'),
        });
      await call('GET', path, { schema: doneSchema, table: tables.cancel, bearer: true });
    },
    async switches(subscription) {
      if (!running(subscription)) return [];
      const assetId = await subscriptions.known(() => assets.of(feeIdOf(subscription.offerId)));
      const offers = assetId ? await offersOf(assetId) : [];
      const current = offers.find((offer) => offer.offerId === subscription.offerId);
      if (!current?.planSwitchEnabled) return [];
      return offers
        .filter((offer) => switchable(offer, current))
        .map((offer) => toSwitchOffer(offer, current));
    },
    async switchSubscription(subscription, to) {
      const answer = await switchTo(subscription, to.toOfferId, tables.changePlan);
      const pending = answer.pending ?? to.algorithm === ALGORITHMS.downgrade;
      if (pending) await downgrades.write(subscription.subscriptionId, to.toOfferId, tables.changePlan);
      return { pending };
    },
    async cancelPendingSwitch(subscription) {
      await switchTo(subscription, subscription.offerId, tables.cancelPending);
      await downgrades.write(subscription.subscriptionId, '', tables.cancelPending);
    },
  };
}

/** The provider's list; each row's asset and unsubscribe URL kept for the calls after. */
function subscriptionList(call: PaywallClient['call'], assets: PlanDeps['assets']) {
  const unsubscribeUrls = new Map<string, string>();

  async function list(): Promise<Subscription[]> {
    // spec: payments 9 — 15 from page 0; spec 4: 402 means the viewer has none.
    const answer = await orNone(
      [402],
      undefined,
      call('GET', '/subscriptions?page=0&size=15', {
        schema: subscriptionsSchema,
        table: tables.account,
        bearer: true,
      }),
    );
    const rows = answer?.collection ?? [];
    for (const row of rows) {
      if (row.item_id !== undefined) assets.remember(String(row.access_fee_id), String(row.item_id));
      if (row.unsubscribe_url) unsubscribeUrls.set(String(row.subscription_id), row.unsubscribe_url);
    }
    return rows.map(toSubscription);
  }

  return {
    list,
    unsubscribeUrl: (subscriptionId: string) => unsubscribeUrls.get(subscriptionId),
    /** What only the list tells (a subscription listed by another tab): the list is read once more. */
    async known<T>(lookup: () => T | undefined): Promise<T | undefined> {
      const found = lookup();
      if (found !== undefined) return found;
      await list();
      return lookup();
    },
  };
}

const running = (subscription: Subscription) =>
  subscription.status === 'active' || subscription.status === 'active_trial';

/**
 * spec: payments 2, 4 — the pending downgrade of a running subscription, unless it is on that plan
 * already (the period ended and it moved). A cancelled one has no upcoming plan (the provider dropped
 * it), whatever marker is left. Metadata that cannot be read leaves none, rather than failing the list,
 * which the entitlement refresh reads too.
 */
async function withPending(
  subscriptions: Subscription[],
  downgrades: ReturnType<typeof pendingDowngrades>,
): Promise<Subscription[]> {
  if (!subscriptions.some(running)) return subscriptions;
  const pending = await downgrades.read().catch((error: unknown) => {
    if (error instanceof AccountError) return new Map<string, string>();
    throw error;
  });
  return subscriptions.map((subscription) => {
    const offerId = pending.get(subscription.subscriptionId);
    return running(subscription) && offerId && offerId !== subscription.offerId
      ? { ...subscription, pendingOfferId: offerId }
      : subscription;
  });
}

/** A plan the back end switches to: another recurring fee of the asset, switchable, in the same currency. */
const switchable = (offer: Offer, current: Offer) =>
  offer.offerId !== current.offerId &&
  offer.offerId.startsWith('S') &&
  offer.planSwitchEnabled &&
  offer.period !== null &&
  offer.period !== 'granted' &&
  offer.price.currency === current.price.currency;

/** spec: payments 4, Plan switching — an upgrade when the chosen price exceeds the current one. */
function toSwitchOffer(offer: Offer, current: Offer): SwitchOffer {
  const switchDirection = offer.price.minor > current.price.minor ? 'upgrade' : 'downgrade';
  return {
    toOfferId: offer.offerId,
    title: offer.title,
    price: offer.price,
    period: offer.period,
    switchDirection,
    algorithm: ALGORITHMS[switchDirection],
  };
}

/** The path of `url` under the provider's host, or undefined when it lies elsewhere. */
function pathOn(host: string, url: string): string | undefined {
  const base = new URL(host, globalThis.location?.href);
  const target = new URL(url, base);
  const prefix = base.pathname.replace(/\/$/, '');
  if (target.origin !== base.origin || !target.pathname.startsWith(`${prefix}/`)) return undefined;
  return `${target.pathname.slice(prefix.length)}${target.search}`;
}
