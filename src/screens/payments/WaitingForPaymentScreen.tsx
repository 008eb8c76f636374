import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { polledOfferIds } from '../../domain/paymentPolling.ts';
import { useOverlayParams } from '../../focus/useOverlayParams.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { AccountModal } from '../account/AccountModal.tsx';
import { PaymentMessage } from './PaymentResultScreens.tsx';
import { PAYMENTS_NS } from './paymentTranslations.ts';
import { usePaymentPolling } from './usePaymentPolling.ts';

const CLOSE_KEY = 'waiting-close';

/**
 * spec: payments 2 (Payment progress screens), 4 (Waiting for payment) — u=waiting-for-payment&offerId=:
 * a spinner while the offer's entitlement is polled; on access the welcome screen (usePaymentPolling);
 * after the last attempt 'taking longer than usual' and Close. Back closes at any time.
 */
export function WaitingForPaymentScreen() {
  const { t } = useTranslation(PAYMENTS_NS);
  const { params, close } = useOverlayParams();
  const offerParam = params.get('offerId');
  const offerIds = useMemo(() => polledOfferIds(offerParam), [offerParam]);
  const { gaveUp } = usePaymentPolling(offerIds);
  const onClose = () => close('u', 'message', 'offerId');
  return (
    <AccountModal
      name="waiting-for-payment"
      titleKey="payments:waiting.title"
      first={CLOSE_KEY}
      onClose={onClose}
    >
      {gaveUp ? (
        <PaymentMessage
          focusKey={CLOSE_KEY}
          text={t('payment.longer_than_usual')}
          action={t('waiting.close')}
          onPress={onClose}
        />
      ) : (
        <>
          <Spinner label={t('waiting.text')} />
          <p aria-hidden="true">{t('waiting.text')}</p>
        </>
      )}
    </AccountModal>
  );
}
