import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { Button } from '../../ui/Button.tsx';
import { AccountModal } from '../account/AccountModal.tsx';
import { PAYMENTS_NS } from './paymentTranslations.ts';

/** A key of the payment catalogue's `payment` section (spec: payments 8), never a server's sentence. */
const PAYMENT_KEY = /^payment\.[a-z_]+$/;
const FAILED = 'payment.failed';

/** What payment-error shows for `message`: its text when it is a known payments key, else 'Failed to make payment'. */
export function usePaymentErrorKey(message: string | null): string {
  const { i18n } = useTranslation(PAYMENTS_NS);
  return message && PAYMENT_KEY.test(message) && i18n.exists(message, { ns: PAYMENTS_NS }) ? message : FAILED;
}

interface PaymentMessageProps {
  focusKey: string;
  text: string;
  action: string;
  onPress(): void;
}

/**
 * spec: payments 2, Payment progress screens — a message and its one way out. The button takes focus
 * when it appears, also when it replaces a spinner in a modal that is already open.
 */
export function PaymentMessage({ focusKey, text, action, onPress }: PaymentMessageProps) {
  useEffect(() => {
    void setFocus(focusKey);
  }, [focusKey]);
  return (
    <>
      <p role="alert">{text}</p>
      <Button focusKey={focusKey} onPress={onPress}>
        {action}
      </Button>
    </>
  );
}

/** spec: payments 2 — payment cancelled: the notice and Close (u and message go). */
export function PaymentCancelledScreen() {
  const { t } = useTranslation(PAYMENTS_NS);
  const { close } = useOverlayParams();
  return (
    <AccountModal
      name="payment-cancelled"
      titleKey="payments:cancelled.title"
      first="payment-cancelled-close"
    >
      <PaymentMessage
        focusKey="payment-cancelled-close"
        text={t('cancelled.text')}
        action={t('cancelled.close')}
        onPress={() => close('u', 'message')}
      />
    </AccountModal>
  );
}

/** spec: payments 2, 8 — payment error: the message named by `message` (a known key) and Close. */
export function PaymentErrorScreen() {
  const { t } = useTranslation(PAYMENTS_NS);
  const { params, close } = useOverlayParams();
  const key = usePaymentErrorKey(params.get('message'));
  return (
    <AccountModal name="payment-error" titleKey="payments:payment_error.title" first="payment-error-close">
      <PaymentMessage
        focusKey="payment-error-close"
        text={t(key)}
        action={t('payment_error.close')}
        onPress={() => close('u', 'message')}
      />
    </AccountModal>
  );
}
