import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { accessModelOf } from '../../config/accessModel.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { AccountError } from '../../integrations/accountError.ts';
import { safeRedirectUrl } from '../../integrations/payments/paymentReactions.ts';
import type { PaymentOutcome } from '../../integrations/payments/paymentService.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { showToast } from '../../stores/toastStore.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useLatest } from '../../ui/useLatest.ts';
import { AccountModal } from '../account/AccountModal.tsx';
import { useAccountActions } from '../account/useAccountActions.ts';
import { PaymentMessage } from './PaymentResultScreens.tsx';
import { PAYMENTS_NS } from './paymentTranslations.ts';
import { reloadAfterPayment } from './usePaymentPolling.ts';

type Session = ReturnType<typeof useAccountActions>['session'];

const BACK_KEY = 'finalize-back-to-checkout';
/** The redirect's own parameters: they go with the screen, whichever screen follows. */
const REDIRECT_PARAMS = ['orderId', 'redirectResult', 'message'];
const FAILED = 'payment.failed';

/**
 * One finalize per redirectResult for the page's life (spec: payments 4, Finalize payment): StrictMode's
 * second effect, or the same URL shown again, gets the first call's answer; the provider is never asked
 * twice for one redirect. A paid answer reloads the entitlements here, once (spec: payments 9).
 */
const finalizing = new Map<string, Promise<PaymentOutcome>>();

function finalizeOnce(session: Session, orderId: string, redirectResult: string): Promise<PaymentOutcome> {
  let run = finalizing.get(redirectResult);
  if (!run) {
    run = (async () => {
      const account = await session();
      const payments = account.paymentService();
      if (!payments) throw new AccountError(FAILED);
      const outcome = await payments.finalizePayment(orderId, redirectResult);
      if (outcome.status === 'paid') reloadAfterPayment(account.reloadEntitlements);
      return outcome;
    })();
    finalizing.set(redirectResult, run);
  }
  return run;
}

/**
 * spec: payments 2 (Payment progress screens), 4 (Finalize payment) — u=finalize-payment&orderId=
 * &redirectResult=, back from the card provider's 3-D Secure page: a spinner while the order is
 * finalized. Paid: a toast, then welcome under SVOD, else the screen closes. Still pending: the
 * entitlement is polled (waiting-for-payment, offerId kept). Refused: the error and 'go back to checkout'.
 */
export function FinalizePaymentScreen() {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const { session } = useAccountActions();
  const { params, close } = useOverlayParams();
  const navigate = useNavigate();
  const { config } = useStartupResult();
  const [failure, setFailure] = useState<string>();
  const orderId = params.get('orderId') ?? '';
  const redirectResult = params.get('redirectResult') ?? '';

  const closeAll = () => close('u', 'message', 'orderId', 'redirectResult', 'offerId');
  /** Another payment screen in place of this one, with offerId kept. */
  const goTo = (name: string) => {
    const next = new URLSearchParams(params);
    for (const param of REDIRECT_PARAMS) next.delete(param);
    next.set('u', name);
    navigate({ search: `?${next}` }, { replace: true });
  };
  const onOutcome = (outcome: PaymentOutcome) => {
    if (outcome.status === 'pending') return goTo('waiting-for-payment');
    // A further step the provider asks for (another challenge): its page, as after the payment call.
    if (outcome.status === 'redirect') {
      const url = safeRedirectUrl(outcome.url);
      return url ? window.location.assign(url) : setFailure(FAILED);
    }
    showToast(t('checkout.payment_success'));
    if (accessModelOf(config) === 'SVOD') goTo('welcome');
    else closeAll();
  };
  // The effect runs per redirect; the answer is handled with this render's URL and config.
  const latest = useLatest(onOutcome);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one finalize per redirect, whatever else renders
  useEffect(() => {
    if (!orderId || !redirectResult) {
      setFailure(FAILED);
      return;
    }
    setFailure(undefined);
    // Only the effect still mounted acts on the answer: under StrictMode the first one is cleaned up.
    let live = true;
    finalizeOnce(session, orderId, redirectResult).then(
      (outcome) => live && latest.current(outcome),
      (error: unknown) => {
        if (!(error instanceof AccountError)) console.warn('Finalizing the payment failed', error);
        if (live) setFailure(error instanceof AccountError ? error.key : FAILED);
      },
    );
    return () => {
      live = false;
    };
  }, [orderId, redirectResult]);

  const failureKey = failure && i18n.exists(failure, { ns: PAYMENTS_NS }) ? failure : FAILED;
  return (
    <AccountModal
      name="finalize-payment"
      titleKey={failure ? 'payments:finalize.error_title' : 'payments:finalize.title'}
      first={BACK_KEY}
      onClose={closeAll}
    >
      {failure ? (
        <PaymentMessage
          focusKey={BACK_KEY}
          text={t(failureKey)}
          action={t('finalize.back_to_checkout')}
          onPress={() => goTo('checkout')}
        />
      ) : (
        <>
          <Spinner label={t('finalize.text')} />
          <p aria-hidden="true">{t('finalize.text')}</p>
        </>
      )}
    </AccountModal>
  );
}
