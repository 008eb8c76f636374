import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paymentMethodUrls } from '../../../domain/paymentUrls.ts';
import { useOverlayParams } from '../../../focus/useOverlayParams.ts';
import type { HostedCardFields, PaymentService } from '../../../integrations/payments/paymentService.ts';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { AccountModal } from '../../account/AccountModal.tsx';
import { HostedCardFrame } from '../HostedCardFrame.tsx';
import { PaymentMethodChoice } from '../PaymentMethodChoice.tsx';
import { PaymentMessage } from '../PaymentResultScreens.tsx';
import { errorKey, paymentMessage } from '../paymentMessage.ts';
import { PAYMENTS_NS } from '../paymentTranslations.ts';
import { usePaymentNavigation } from '../usePaymentNavigation.ts';
import { reloadAfterPayment } from '../usePaymentPolling.ts';
import { usePaymentSession } from '../usePaymentSession.ts';
import { PAYMENTS_PAGE_FOCUS } from './pageFocus.ts';
import { reloadPayments, usePaymentDetails } from './paymentsPageQueries.ts';
import { editedCard, useCardEdit } from './useCardEdit.ts';

const CardForm = lazy(() => import('../CardForm.tsx').then((module) => ({ default: module.CardForm })));

const CLOSE_KEY = 'payment-method-close';

/** What stops the change (a refused card, no methods, no session), with Close as the one way out. */
function Failure({ text }: { text: string }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const navigation = usePaymentNavigation();
  return (
    <PaymentMessage focusKey={CLOSE_KEY} text={text} action={t('upgrade.close')} onPress={navigation.close} />
  );
}

/** spec: payments 4 — back from the card's 3-D Secure with redirectResult: finalize, then the success screen. */
function FinalizeMethod({ payments, redirectResult }: { payments: PaymentService; redirectResult: string }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const navigation = usePaymentNavigation();
  const [failure, setFailure] = useState<string>();
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a redirectResult is spent once
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finalize = payments.finalizePaymentMethod?.bind(payments);
    if (!finalize) return setFailure('payment_method.failed');
    finalize(redirectResult).then(
      async (paymentMethodId) => {
        await reloadPayments(payments);
        navigation.open('payment-method-success', { paymentMethodId });
      },
      (error: unknown) => setFailure(errorKey(error, 'payment_method.failed')),
    );
  }, []);
  if (!failure) return <Spinner label={t('payment_method.finalizing')} />;
  return <Failure text={t(paymentMessage(failure))} />;
}

/** spec: payments 2, 4 Payment method update — the card by the hosted component, or the wallet's agreement. */
function ChooseMethod({ payments }: { payments: PaymentService }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const methods = useQuery({ queryKey: ['payment-methods'], queryFn: () => payments.paymentMethods() });
  const [chosenId, setChosenId] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const navigation = usePaymentNavigation();
  const chosen = methods.data?.find((method) => method.id === chosenId) ?? methods.data?.[0];
  const urls = paymentMethodUrls(window.location.href);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the methods are known
  useEffect(() => {
    if (chosen) void setFocus(`checkout-method-${chosen.methodName}`);
    else if (methods.isError) void setFocus(CLOSE_KEY);
  }, [methods.data === undefined, methods.isError]);

  if (methods.isError) return <Failure text={t('checkout.payment_methods_failed')} />;
  if (!methods.data || !chosen) return <Spinner label={t('page.loading')} />;
  const componentUrl = payments.paymentMethodComponentUrl?.bind(payments);
  const storeCard = async (card: HostedCardFields) => {
    const store = payments.storePaymentMethodCard?.bind(payments);
    if (!store) throw new Error('This integration cannot store a card');
    const outcome = await store(card, urls.returnUrl);
    if (outcome.status === 'redirect') return window.location.assign(outcome.url);
    await reloadPayments(payments);
    navigation.open('payment-method-success', { paymentMethodId: outcome.paymentMethodId });
  };
  const toWallet = async () => {
    const walletUrl = payments.paymentMethodWalletUrl?.bind(payments);
    try {
      if (!walletUrl) throw new Error('This integration has no wallet agreement');
      window.location.assign(await walletUrl(urls));
    } catch (error) {
      setFailure(errorKey(error, 'payment_method.failed'));
    }
  };
  return (
    <>
      <PaymentMethodChoice methods={methods.data} selectedId={chosen.id} onChange={setChosenId} />
      {chosen.methodName === 'card' && componentUrl ? (
        <HostedCardFrame
          session={{ key: ['payment-method', urls.returnUrl], url: () => componentUrl(urls.returnUrl) }}
          onCard={storeCard}
        />
      ) : null}
      {chosen.methodName === 'wallet' ? (
        <section className="wallet-payment" aria-label={t('payment_method.wallet')}>
          <p>{t('payment_method.wallet_instructions')}</p>
          {failure ? (
            <p className="form-error" role="alert">
              {t(paymentMessage(failure))}
            </p>
          ) : null}
          <Button focusKey="payment-method-wallet" onPress={() => void toWallet()}>
            {t('payment_method.continue')}
          </Button>
        </section>
      ) : null}
    </>
  );
}

/**
 * spec: payments 2 Update payment method (u=payment-method) — a radio between the credit card and the
 * wallet; also the page 3-D Secure returns to (with redirectResult) to finish storing the card.
 */
export function PaymentMethodScreen() {
  const session = usePaymentSession();
  const navigation = usePaymentNavigation();
  const { params } = useOverlayParams();
  const redirectResult = params.get('redirectResult');
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    <AccountModal
      name="payment-method"
      titleKey={`${PAYMENTS_NS}:payment_method.title`}
      first="checkout-method-card"
      onClose={navigation.close}
    >
      {session.state === 'ready' && redirectResult ? (
        <FinalizeMethod payments={session.payments} redirectResult={redirectResult} />
      ) : null}
      {session.state === 'ready' && !redirectResult ? <ChooseMethod payments={session.payments} /> : null}
      {session.state === 'loading' ? <Spinner label={t('page.loading')} /> : null}
      {session.state === 'unavailable' ? <Failure text={t('payment_method.failed')} /> : null}
    </AccountModal>
  );
}

/**
 * spec: payments 2 — 'update payment success' and 'back to profile' (the payments page). The page's
 * data is read again now and 2000 ms later (spec: payments 9, Timing), whether or not the screen is
 * still open: a wallet's approval sends the viewer here straight from the provider's page, and the
 * stored method reaches the subscription back end as the provider's notification, which can come after
 * the page's first read (the page went on showing the old card).
 */
export function PaymentMethodSuccessScreen() {
  const { t } = useTranslation(PAYMENTS_NS);
  const navigate = useNavigate();
  const session = usePaymentSession();
  const payments = session.state === 'ready' ? session.payments : undefined;
  const reloaded = useRef(false);
  useEffect(() => {
    if (!payments || reloaded.current) return;
    reloaded.current = true;
    reloadAfterPayment(() => reloadPayments(payments));
  }, [payments]);
  const back = () => navigate('/u/payments', { replace: true });
  return (
    <AccountModal
      name="payment-method-success"
      titleKey={`${PAYMENTS_NS}:payment_method.success_title`}
      first="payment-method-back"
      onClose={back}
      fallbackFocus={PAYMENTS_PAGE_FOCUS}
    >
      <PaymentMessage
        focusKey="payment-method-back"
        text={t('payment_method.success_text')}
        action={t('payment_method.back_to_profile')}
        onPress={back}
      />
    </AccountModal>
  );
}

function EditCard({ payments }: { payments: PaymentService }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const navigation = usePaymentNavigation();
  const details = usePaymentDetails(payments);
  const edit = useCardEdit(payments, details.data ? editedCard(details.data) : undefined, navigation.close);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes once, when there is no card to edit
  useEffect(() => {
    if (details.isError || (details.data && !edit.available)) navigation.close();
  }, [details.isError, details.data, edit.available]);
  if (!edit.available) return <Spinner label={t('page.loading')} />;
  return (
    <Suspense fallback={<Spinner label={t('edit_card.title')} />}>
      <CardForm
        keyPrefix="edit-card"
        submitLabel={t('edit_card.save')}
        onCard={edit.save}
        onClose={navigation.close}
      />
    </Suspense>
  );
}

/** spec: payments 2 Edit card details (u=edit-card) — the card form with Close and Save. */
export function EditCardScreen() {
  const session = usePaymentSession();
  const navigation = usePaymentNavigation();
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    <AccountModal
      name="edit-card"
      titleKey={`${PAYMENTS_NS}:edit_card.title`}
      first="edit-card-holder"
      onClose={navigation.close}
    >
      {session.state === 'ready' ? (
        <EditCard payments={session.payments} />
      ) : (
        <Spinner label={t('page.loading')} />
      )}
    </AccountModal>
  );
}
