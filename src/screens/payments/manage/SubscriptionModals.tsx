import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../stores/toastStore.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { AccountModal } from '../../account/AccountModal.tsx';
import { PAYMENTS_NS } from '../paymentTranslations.ts';
import { useDateFormat, useOfferPrice } from '../useMoney.ts';
import { usePaymentNavigation } from '../usePaymentNavigation.ts';
import { ConfirmationDialog } from './ConfirmationDialog.tsx';
import { PAYMENTS_PAGE_FOCUS } from './pageFocus.ts';
import { reloadPayments, useUpcomingOffer } from './paymentsPageQueries.ts';
import { type ManagedSubscription, useManagedSubscription } from './useManagedSubscription.ts';

type Ready = Extract<ManagedSubscription, { state: 'ready' }>;

interface PlanChangeProps {
  managed: Ready;
  /** The modal's u= name, and the texts' section ('unsubscribe' → unsubscribe.title...). */
  name: string;
  texts: string;
  confirmKey: string;
  closeKey: string;
  failureKey: string;
  act(): Promise<void>;
  /** The toast once done, if the change says one. */
  done?: string;
  children: ReactNode;
}

/**
 * A change to the subscription confirmed in the generic dialog (spec: payments 2): made, the page's
 * data read again, the toast, the modal closed with focus on the page's actions.
 */
function PlanChange({
  managed,
  name,
  texts,
  confirmKey,
  closeKey,
  failureKey,
  act,
  done,
  children,
}: PlanChangeProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const navigation = usePaymentNavigation();
  return (
    <ConfirmationDialog
      name={name}
      titleKey={`${texts}.title`}
      confirmLabel={t(`${texts}.${confirmKey}`)}
      closeLabel={t(`${texts}.${closeKey}`)}
      failureKey={failureKey}
      fallbackFocus={PAYMENTS_PAGE_FOCUS}
      onClose={navigation.close}
      onConfirm={async () => {
        await act();
        await reloadPayments(managed.payments);
        if (done) showToast(done);
        navigation.close();
      }}
    >
      {children}
    </ConfirmationDialog>
  );
}

/** A plan modal: a spinner in its frame while the subscription loads (Back closes it as always), then `Body`. */
function planModal(name: string, texts: string, Body: ComponentType<Ready>) {
  return function PlanModal() {
    const { t } = useTranslation(PAYMENTS_NS);
    const managed = useManagedSubscription();
    if (managed.state === 'ready') return <Body {...managed} />;
    return (
      <AccountModal name={name} titleKey={`${PAYMENTS_NS}:${texts}.title`} first={`${name}-confirm`}>
        <Spinner label={t('page.loading')} />
      </AccountModal>
    );
  };
}

/** spec: payments 2 Cancel and renew, 4 — u=unsubscribe: yes/no; cancelled, access stays until the date. */
export const UnsubscribeScreen = planModal('unsubscribe', 'unsubscribe', (managed) => {
  const { t } = useTranslation(PAYMENTS_NS);
  const date = useDateFormat();
  const { payments, subscription } = managed;
  const until = date(subscription.expiresAt);
  return (
    <PlanChange
      managed={managed}
      name="unsubscribe"
      texts="unsubscribe"
      confirmKey="yes"
      closeKey="no"
      failureKey="cancel_subscription.unknown_error_occurred"
      act={() => payments.cancelSubscription(subscription)}
      done={t('subscription_cancelled.message', { date: until })}
    >
      <p>{t('unsubscribe.text', { title: subscription.offerTitle, date: until })}</p>
    </PlanChange>
  );
});

/** spec: payments 2 Cancel and renew — u=renew-subscription: the date and the price, 'no thanks' or renew. */
export const RenewSubscriptionScreen = planModal('renew-subscription', 'renew', (managed) => {
  const { t } = useTranslation(PAYMENTS_NS);
  const date = useDateFormat();
  const price = useOfferPrice();
  const { payments, subscription } = managed;
  const renew = payments.renewSubscription?.bind(payments);
  return (
    <PlanChange
      managed={managed}
      name="renew-subscription"
      texts="renew"
      confirmKey="renew"
      closeKey="no_thanks"
      failureKey="renew_subscription.unknown_error_occurred"
      act={async () => {
        if (!renew) throw new Error('This integration cannot renew');
        await renew(subscription);
      }}
      done={t('renew_subscription.success')}
    >
      <p>
        {t('renew.text', {
          date: date(subscription.expiresAt),
          price: price(subscription, subscription.nextPayment),
        })}
      </p>
    </PlanChange>
  );
});

/**
 * spec: payments 2 Cancel upcoming plan, 4 Plan switching — 'cancel plan': the plan title followed by
 * ' Plan' and the next payment's price; 'Yes, proceed' cancels the switch, 'No' closes.
 */
export const CancelUpcomingPlanScreen = planModal(
  'cancel-upcoming-subscription-plan',
  'cancel_upcoming',
  (managed) => {
    const { t } = useTranslation(PAYMENTS_NS);
    const price = useOfferPrice();
    const { payments, subscription } = managed;
    const pending = useUpcomingOffer(payments, subscription.pendingOfferId);
    return (
      <PlanChange
        managed={managed}
        name="cancel-upcoming-subscription-plan"
        texts="cancel_upcoming"
        confirmKey="yes"
        closeKey="no"
        failureKey="cancel_upcoming.unknown_error_occurred"
        act={() => payments.cancelPendingSwitch(subscription)}
      >
        <p>
          {t('cancel_upcoming.text', {
            title: pending?.title ?? '',
            price: price(subscription, subscription.nextPayment),
          })}
        </p>
      </PlanChange>
    );
  },
);
