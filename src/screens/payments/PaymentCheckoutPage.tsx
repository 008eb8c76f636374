import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { loadAccounts } from '../../integrations/accountLoader.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { useStartupResult } from '../../stores/configStore.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { PAYMENTS_NS } from './paymentTranslations.ts';
import './payments.css';

/**
 * spec: payments 2, Checkout page — /payment-checkout?offerId=: a full page outside the main layout
 * (the shell leaves its chrome off) that embeds the checkout for the offer, given the site's provider
 * and the offer id: here the app's own checkout over the page, so a site linking to it (an e-mail's
 * "subscribe" button, a partner page) gets the same coupon, card and wallet paths. Without an offer, or
 * where nothing is sold, it goes to '/'; closing the checkout leaves the page for '/' as well.
 */
export function PaymentCheckoutPage() {
  const { t } = useTranslation(PAYMENTS_NS);
  const startup = useStartupResult();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const offerId = params.get('offerId');
  const modal = params.get('u');
  const status = useAccountStore((state) => state.status);
  const sells = useAccountStore((state) => state.sellsAccess);
  const opened = useRef(false);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const done = () => setStarted(true);
    loadAccounts(startup).then(done, done);
  }, [startup]);
  const ready = started && status !== 'loading';
  useEffect(() => {
    if (!offerId || !ready || !sells) return;
    if (modal) {
      opened.current = true;
      return;
    }
    // The checkout closed (Back, Close): the page has nothing else to show.
    if (opened.current) navigate('/', { replace: true });
    else navigate({ search: `?offerId=${encodeURIComponent(offerId)}&u=checkout` }, { replace: true });
  }, [offerId, modal, ready, sells, navigate]);

  // spec: payments 2 — it needs the offerId and subscriptions enabled; otherwise '/'.
  if (!offerId || (ready && !sells)) return <Navigate to="/" replace />;
  return (
    <section className="payment-checkout-page" aria-label={t('checkout.title')}>
      {modal ? null : <Spinner label={t('checkout.loading')} />}
    </section>
  );
}
