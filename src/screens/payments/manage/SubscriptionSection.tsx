import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateLineOf,
  isGranted,
  isPositive,
  showsCancelLink,
  showsChangePlan,
  showsRenewLink,
  showsUpcomingPlan,
} from '../../../domain/subscriptionDisplay.ts';
import type { PaymentService, Subscription } from '../../../integrations/payments/paymentService.ts';
import { useStartupResult } from '../../../stores/configStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { PAYMENTS_NS } from '../paymentTranslations.ts';
import { useDateFormat, useOfferPrice } from '../useMoney.ts';
import { InlinePlanSwitch } from './InlinePlanSwitch.tsx';
import { useUpcomingOffer } from './paymentsPageQueries.ts';

interface SubscriptionSectionProps {
  payments: PaymentService;
  subscription: Subscription | undefined;
  /** Opens a payment modal over the page (spec: payments 2, How payment screens open). */
  open(name: string): void;
}

type PlanResult = Parameters<Parameters<typeof InlinePlanSwitch>[0]['onDone']>[0];

/** spec: payments 2 — the inline change's result: upgraded, downgrading on a date, or change_plan_error. */
function PlanResultAlert({ result }: { result: PlanResult }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const date = useDateFormat();
  const text =
    result.kind === 'upgrade'
      ? t('page.upgrade_success')
      : result.kind === 'downgrade'
        ? t('page.downgrade_success', { date: date(result.date) })
        : t('page.change_plan_error');
  return (
    <p className={result.kind === 'error' ? 'form-error' : 'form-success'} role="status">
      {text}
    </p>
  );
}

/** spec: payments 2 — a subscription's status badge: positive while active or in trial. */
function StatusBadge({ status }: { status: Subscription['status'] }) {
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    <span className={`status-badge status-badge--${isPositive(status) ? 'positive' : 'negative'}`}>
      {t(`page.status.${status}`)}
    </span>
  );
}

/** spec: payments 2 — the switch waiting to start: its plan, when billing starts, 'cancel plan' and 'unsubscribe'. */
function UpcomingPlan({
  payments,
  subscription,
  open,
}: SubscriptionSectionProps & { subscription: Subscription }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const date = useDateFormat();
  const price = useOfferPrice();
  const offer = useUpcomingOffer(payments, subscription.pendingOfferId);
  return (
    <div className="upcoming-plan">
      <h3>{t('page.upcoming_plan')}</h3>
      {offer ? (
        <p className="upcoming-plan__title">
          {offer.title} · {price(offer, offer.price)}
        </p>
      ) : null}
      <p>{t('page.billing_starts_on', { date: date(subscription.expiresAt) })}</p>
      <div className="payments-actions">
        <Button
          focusKey="payments-cancel-plan"
          variant="secondary"
          onPress={() => open('cancel-upcoming-subscription-plan')}
        >
          {t('page.cancel_plan')}
        </Button>
        <Button focusKey="payments-unsubscribe" variant="link" onPress={() => open('unsubscribe')}>
          {t('page.unsubscribe')}
        </Button>
      </div>
    </div>
  );
}

/**
 * spec: payments 2 Payments page (My subscription), 4 Status display and Cancel and renew links — the
 * plan, its status badge, its date line and price (none for a granted pass), 'change plan', and the
 * cancel or renew link; with no subscription, the way to one.
 */
export function SubscriptionSection(props: SubscriptionSectionProps) {
  const { subscription, payments, open } = props;
  const { t } = useTranslation(PAYMENTS_NS);
  const { features } = useStartupResult();
  const date = useDateFormat();
  const price = useOfferPrice();
  const [editing, setEditing] = useState(false);
  const [result, setResult] = useState<PlanResult>();
  // spec: payments 4 — edit mode resets when the status or the pending switch changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the two fields that reset it
  useEffect(() => {
    setEditing(false);
  }, [subscription?.status, subscription?.pendingOfferId]);
  const inline = payments.capabilities.planSwitch === 'inline';
  const endEditing = (next?: PlanResult) => {
    setEditing(false);
    setResult(next);
    setTimeout(() => void setFocus('payments-change-plan'), 0);
  };
  if (!subscription)
    return (
      <section className="payments-section" aria-labelledby="payments-subscription">
        <h2 id="payments-subscription">{t('page.subscription')}</h2>
        <div className="no-subscription">
          <img
            src={`${import.meta.env.BASE_URL}images/payments/no-subscription.svg`}
            alt=""
            width="160"
            height="120"
          />
          <p>{t('page.no_subscription')}</p>
          <Button focusKey="payments-complete" onPress={() => open('choose-offer')}>
            {t('page.complete_subscription')}
          </Button>
        </div>
      </section>
    );
  const renew = showsRenewLink(subscription, {
    renewableEnabled: features.isRenewableEnabled,
    canRenew: payments.capabilities.renewSubscription,
  });
  return (
    <section className="payments-section" aria-labelledby="payments-subscription">
      <h2 id="payments-subscription">{t('page.subscription')}</h2>
      <div className="subscription-card">
        <div className="subscription-card__head">
          <span className="subscription-card__title">{subscription.offerTitle}</span>
          <StatusBadge status={subscription.status} />
        </div>
        <p>{t(`page.${dateLineOf(subscription)}`, { date: date(subscription.expiresAt) })}</p>
        {isGranted(subscription) ? null : (
          <p className="subscription-card__price">{price(subscription, subscription.nextPayment)}</p>
        )}
        <div className="payments-actions">
          {showsChangePlan(subscription) ? (
            <Button
              focusKey="payments-change-plan"
              onPress={() => {
                setResult(undefined);
                if (inline) setEditing(true);
                else open('upgrade-subscription');
              }}
            >
              {t('page.change_plan')}
            </Button>
          ) : null}
          {showsCancelLink(subscription) ? (
            <Button focusKey="payments-cancel" variant="link" onPress={() => open('unsubscribe')}>
              {t('page.cancel_subscription')}
            </Button>
          ) : null}
          {renew ? (
            <Button focusKey="payments-renew" variant="link" onPress={() => open('renew-subscription')}>
              {t('page.renew_subscription')}
            </Button>
          ) : null}
        </div>
      </div>
      {result ? <PlanResultAlert result={result} /> : null}
      {editing ? (
        <InlinePlanSwitch
          payments={payments}
          subscription={subscription}
          onDone={endEditing}
          onCancel={() => endEditing()}
          onUnsubscribe={() => open('unsubscribe')}
        />
      ) : null}
      {showsUpcomingPlan(subscription) ? <UpcomingPlan {...props} subscription={subscription} /> : null}
    </section>
  );
}
