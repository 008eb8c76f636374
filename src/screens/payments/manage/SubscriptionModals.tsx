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

/** While the subscription loads: the modal's frame with a spinner, so Back closes it as always. */
function Loading({ name, titleKey }: { name: string; titleKey: string }) {
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    <AccountModal name={name} titleKey={`${PAYMENTS_NS}:${titleKey}`} first={`${name}-confirm`}>
      <Spinner label={t('page.loading')} />
    </AccountModal>
  );
}

type Ready = Extract<ManagedSubscription, { state: 'ready' }>;

function Unsubscribe({ payments, subscription }: Ready) {
  const { t } = useTranslation(PAYMENTS_NS);
  const navigation = usePaymentNavigation();
  const date = useDateFormat();
  const until = date(subscription.expiresAt);
  return (
    <ConfirmationDialog
      name="unsubscribe"
      titleKey="unsubscribe.title"
      confirmLabel={t('unsubscribe.yes')}
      closeLabel={t('unsubscribe.no')}
      failureKey="cancel_subscription.unknown_error_occurred"
      fallbackFocus={PAYMENTS_PAGE_FOCUS}
      onClose={navigation.close}
      onConfirm={async () => {
        await payments.cancelSubscription(subscription);
        await reloadPayments(payments);
        showToast(t('subscription_cancelled.message', { date: until }));
        navigation.close();
      }}
    >
      <p>{t('unsubscribe.text', { title: subscription.offerTitle, date: until })}</p>
    </ConfirmationDialog>
  );
}

/** spec: payments 2 Cancel and renew, 4 — u=unsubscribe: yes/no; cancelled, access stays until the date. */
export function UnsubscribeScreen() {
  const managed = useManagedSubscription();
  if (managed.state === 'loading') return <Loading name="unsubscribe" titleKey="unsubscribe.title" />;
  return <Unsubscribe {...managed} />;
}

function Renew({ payments, subscription }: Ready) {
  const { t } = useTranslation(PAYMENTS_NS);
  const navigation = usePaymentNavigation();
  const date = useDateFormat();
  const price = useOfferPrice();
  const renew = payments.renewSubscription?.bind(payments);
  return (
    <ConfirmationDialog
      name="renew-subscription"
      titleKey="renew.title"
      confirmLabel={t('renew.renew')}
      closeLabel={t('renew.no_thanks')}
      failureKey="renew_subscription.unknown_error_occurred"
      fallbackFocus={PAYMENTS_PAGE_FOCUS}
      onClose={navigation.close}
      onConfirm={async () => {
        if (!renew) throw new Error('This integration cannot renew');
        await renew(subscription);
        await reloadPayments(payments);
        showToast(t('renew_subscription.success'));
        navigation.close();
      }}
    >
      <p>
        {t('renew.text', {
          date: date(subscription.expiresAt),
          price: price(subscription, subscription.nextPayment),
        })}
      </p>
    </ConfirmationDialog>
  );
}

/** spec: payments 2 Cancel and renew — u=renew-subscription: the date and the price, 'no thanks' or renew. */
export function RenewSubscriptionScreen() {
  const managed = useManagedSubscription();
  if (managed.state === 'loading') return <Loading name="renew-subscription" titleKey="renew.title" />;
  return <Renew {...managed} />;
}

function CancelUpcoming({ payments, subscription }: Ready) {
  const { t } = useTranslation(PAYMENTS_NS);
  const navigation = usePaymentNavigation();
  const price = useOfferPrice();
  const pending = useUpcomingOffer(payments, subscription.pendingOfferId);
  return (
    <ConfirmationDialog
      name="cancel-upcoming-subscription-plan"
      titleKey="cancel_upcoming.title"
      confirmLabel={t('cancel_upcoming.yes')}
      closeLabel={t('cancel_upcoming.no')}
      failureKey="cancel_upcoming.unknown_error_occurred"
      fallbackFocus={PAYMENTS_PAGE_FOCUS}
      onClose={navigation.close}
      onConfirm={async () => {
        await payments.cancelPendingSwitch(subscription);
        await reloadPayments(payments);
        navigation.close();
      }}
    >
      <p>
        {t('cancel_upcoming.text', {
          title: pending.data?.title ?? '',
          price: price(subscription, subscription.nextPayment),
        })}
      </p>
    </ConfirmationDialog>
  );
}

/**
 * spec: payments 2 Cancel upcoming plan, 4 Plan switching — 'cancel plan': the plan title followed by
 * ' Plan' and the next payment's price; 'Yes, proceed' cancels the switch, 'No' closes.
 */
export function CancelUpcomingPlanScreen() {
  const managed = useManagedSubscription();
  if (managed.state === 'loading')
    return <Loading name="cancel-upcoming-subscription-plan" titleKey="cancel_upcoming.title" />;
  return <CancelUpcoming {...managed} />;
}
