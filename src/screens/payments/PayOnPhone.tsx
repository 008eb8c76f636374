import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, PaymentService } from '../../integrations/payments/paymentService.ts';
import {
  type HandoffStatus,
  type PhoneHandoff,
  startHandoff,
  watchHandoff,
} from '../../integrations/payments/phoneHandoff.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useLatest } from '../../ui/useLatest.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';
import { usePaymentGranted } from './usePaymentPolling.ts';

/** The signed-in session's bearer, read when needed (it refreshes). */
async function bearer(): Promise<string> {
  const service = useAccountStore.getState().service;
  if (!service) throw new Error('Signed out');
  return service.accessToken();
}

/** Watches one hand-off while shown: its status, and on 'paid' what access granted does. */
function useHandoffStatus(handoff: PhoneHandoff | undefined): HandoffStatus | undefined {
  const granted = usePaymentGranted();
  const [status, setStatus] = useState<HandoffStatus>();
  const latest = useLatest(granted);
  useEffect(() => {
    setStatus(undefined);
    if (!handoff) return;
    const watch = watchHandoff(handoff, bearer, (next) => {
      setStatus(next);
      if (next === 'paid') latest.current();
    });
    return () => watch.stop();
  }, [handoff]);
  return status;
}

interface PayOnPhoneProps {
  payments: PaymentService;
  order: Order;
}

/**
 * Issue 24, On the TV — "Pay on your phone" first: typing a card with a remote is where TV checkouts
 * fail. A QR code, and a short address with a code, open this order's checkout on a phone (a
 * single-use link of the reference back end, bound to the account and the order); the TV moves to
 * welcome as soon as the phone has paid. A new code when it expires; where the back end has no
 * hand-off (an operator's own vendor), the block says so and the TV's own form stays below.
 */
export function PayOnPhone({ payments, order }: PayOnPhoneProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const [attempt, setAttempt] = useState(0);
  // One hand-off per order and amount: a coupon applied on the TV is the phone's price too.
  const handoff = useQuery({
    queryKey: ['phone-handoff', order.id, order.total.minor, order.total.currency, attempt],
    queryFn: async () => startHandoff(payments.handoffOrder(order), await bearer()),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const status = useHandoffStatus(handoff.data);

  if (handoff.isError)
    return (
      <p className="pay-on-phone__note" role="status">
        {t('phone.unavailable')}
      </p>
    );
  if (!handoff.data) return <Spinner label={t('phone.title')} />;
  const { url, shortUrl, code } = handoff.data;
  return (
    <section className="pay-on-phone" aria-labelledby="pay-on-phone-title">
      <h3 id="pay-on-phone-title">{t('phone.title')}</h3>
      {status === 'expired' ? (
        <>
          <p role="alert">{t('phone.expired')}</p>
          <Button focusKey="pay-on-phone-new-code" onPress={() => setAttempt((count) => count + 1)}>
            {t('phone.new_code')}
          </Button>
        </>
      ) : (
        <div className="tv-pairing">
          <div className="tv-pairing__qr">
            <QRCodeSVG value={url} size={280} marginSize={2} title={t('phone.qr')} />
          </div>
          <div className="tv-pairing__steps">
            <p>{t('phone.scan')}</p>
            <p>
              {t('phone.or_visit')}{' '}
              <strong className="tv-pairing__address">{shortUrl.replace(/^https?:\/\//, '')}</strong>{' '}
              {t('phone.and_enter')}
            </p>
            <p className="tv-pairing__code">
              {/* Read letter by letter, not as a word. */}
              <span className="visually-hidden">
                {t('phone.code_label', { code: code.split('').join(' ') })}
              </span>
              <span aria-hidden="true">{code}</span>
            </p>
            <p role="status">{status === 'opened' ? t('phone.opened') : t('phone.waiting')}</p>
          </div>
        </div>
      )}
      <h3 className="pay-on-phone__here">{t('phone.pay_here')}</h3>
    </section>
  );
}
