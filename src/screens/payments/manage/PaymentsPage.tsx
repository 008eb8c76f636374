import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { accessModelOf } from '../../../config/accessModel.ts';
import { HISTORY_PREVIEW } from '../../../domain/subscriptionDisplay.ts';
import { useOverlayParams } from '../../../focus/useOverlayParams.ts';
import { useScreenFocus } from '../../../focus/useScreenFocus.ts';
import { currentSubscription } from '../../../integrations/payments/entitlementState.ts';
import type { PaymentService } from '../../../integrations/payments/paymentService.ts';
import { useAccountStore } from '../../../stores/accountStore.ts';
import { useStartupResult } from '../../../stores/configStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSignedInCustomer } from '../../account/useSignedInCustomer.ts';
import { PAYMENTS_NS } from '../paymentTranslations.ts';
import { PaymentMethodSection } from './PaymentMethodSection.tsx';
import { PurchaseHistorySection } from './PurchaseHistorySection.tsx';
import { HISTORY_ALL, usePaymentDetails, useSubscriptions, useTransactions } from './paymentsPageQueries.ts';
import { SubscriptionSection } from './SubscriptionSection.tsx';
import '../payments.css';
import './paymentsPage.css';

/** The page's first focus: the subscription's main action, else the first thing that can take it. */
const FIRST_KEYS = [
  'payments-change-plan',
  'payments-complete',
  'payments-renew',
  'payments-cancel',
  'payments-retry',
];

function PaymentsContent({ payments }: { payments: PaymentService }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { open } = useOverlayParams();
  const [showAll, setShowAll] = useState(false);
  const subscriptions = useSubscriptions(payments);
  const details = usePaymentDetails(payments);
  const transactions = useTransactions(payments, showAll ? HISTORY_ALL : HISTORY_PREVIEW);
  const queries = [subscriptions, details, transactions];
  const failed = queries.some((query) => query.isError);
  const ready = queries.every((query) => query.data !== undefined);
  useScreenFocus(ready || failed, FIRST_KEYS, 'payments');
  const openModal = (name: string) => open({ u: name });

  if (failed)
    return (
      <>
        <p role="alert">{t('page.failed')}</p>
        <Button
          focusKey="payments-retry"
          onPress={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
        >
          {t('page.retry')}
        </Button>
      </>
    );
  if (!subscriptions.data || !details.data || !transactions.data)
    return <Spinner label={t('page.loading')} />;
  const subscription = currentSubscription(subscriptions.data);
  return (
    <>
      <SubscriptionSection payments={payments} subscription={subscription} open={openModal} />
      <PaymentMethodSection
        payments={payments}
        details={details.data}
        subscription={subscription}
        open={openModal}
      />
      <PurchaseHistorySection
        payments={payments}
        transactions={transactions.data}
        showAll={showAll}
        onShowAll={setShowAll}
      />
    </>
  );
}

/**
 * spec: payments 2 Payments page (/u/payments, heading nav.payments), 1 Access models — the viewer's
 * subscription, payment method and purchase history. With the AVOD model (nothing is sold) the page is
 * the account page; a guest goes home (the user area's rule).
 */
export function PaymentsPage() {
  const { t } = useTranslation(PAYMENTS_NS);
  const { config } = useStartupResult();
  const customer = useSignedInCustomer();
  const payments = useAccountStore((state) => state.service?.payments);
  if (accessModelOf(config) === 'AVOD') return <Navigate to="/u/my-account" replace />;
  return (
    <section className="account-page payments-page">
      <h1>{t('page.title')}</h1>
      {customer && payments ? <PaymentsContent payments={payments} /> : null}
      {customer && !payments ? <Navigate to="/u/my-account" replace /> : null}
      {customer ? null : <Spinner label={t('page.loading')} />}
    </section>
  );
}
