import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Offer, Order, PaymentService } from '../../integrations/payments/paymentService.ts';
import { useLayout } from '../../stores/deviceStore.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { AccountModal } from '../account/AccountModal.tsx';
import { ACCOUNT_NS } from '../account/accountTranslations.ts';
import { FormError } from '../account/FormError.tsx';
import { COUPON_KEY, CouponForm } from './CouponForm.tsx';
import { BUYING_FOCUS } from './manage/pageFocus.ts';
import { OrderTotals } from './OrderTotals.tsx';
import { PaymentArea, PaymentButton } from './PaymentArea.tsx';
import { PaymentMethodChoice } from './PaymentMethodChoice.tsx';
import { errorKey, paymentMessage } from './paymentMessage.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';
import { useCheckoutOrder } from './useCheckoutOrder.ts';
import { useCheckoutPayment } from './useCheckoutPayment.ts';
import { useOfferPrice } from './useMoney.ts';
import { findOffer, useOfferLists } from './useOfferLists.ts';
import { usePaymentNavigation } from './usePaymentNavigation.ts';
import { usePaymentSession } from './usePaymentSession.ts';
import './payments.css';

const BACK_KEY = 'checkout-back';

/** The TV's pay-on-phone block, with its QR code library: loaded only where it shows. */
const PayOnPhone = lazy(() => import('./PayOnPhone.tsx').then((module) => ({ default: module.PayOnPhone })));

/** spec: payments 2 Checkout — the order's title and price ('/period' for a subscription), and its trial. */
function OrderSummary({ offer, order }: { offer: Offer | undefined; order: Order }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const price = useOfferPrice();
  return (
    <div className="checkout-summary">
      {offer ? <h3 className="checkout-summary__title">{offer.title}</h3> : null}
      <p className="checkout-summary__price">
        {price(offer ?? { offerId: order.offerId, period: null }, offer?.price ?? order.total)}
      </p>
      {offer && offer.freeDays > 0 ? (
        <p className="checkout-summary__trial">{t('choose_offer.free_days', { count: offer.freeDays })}</p>
      ) : null}
    </div>
  );
}

/** The order and what paying it takes, once both are known. */
function CheckoutBody({
  payments,
  offerId,
  offer,
  order,
  checkout,
}: {
  payments: PaymentService;
  offerId: string;
  offer: Offer | undefined;
  order: Order;
  checkout: ReturnType<typeof useCheckoutOrder>;
}) {
  const { t } = useTranslation([PAYMENTS_NS, ACCOUNT_NS], { nsMode: 'fallback' });
  const pay = useCheckoutPayment({ payments, order, offerId, forgetOrder: checkout.forget });
  const tv = useLayout() === 'tv';
  const method = checkout.selectedMethod;
  const [methodFailure, setMethodFailure] = useState<{ key: string; attempt: number }>();
  const changeMethod = (id: string) => {
    setMethodFailure(undefined);
    checkout
      .changeMethod(id)
      .catch((error: unknown) =>
        setMethodFailure((last) => ({ key: errorKey(error), attempt: (last?.attempt ?? 0) + 1 })),
      );
  };
  return (
    <>
      <OrderSummary offer={offer} order={order} />
      {/* Issue 24, On the TV — the phone first: typing a card with a remote is where TV checkouts fail. */}
      {tv && order.requiredPaymentDetails ? (
        <Suspense fallback={<Spinner label={t('phone.title')} />}>
          <PayOnPhone payments={payments} order={order} />
        </Suspense>
      ) : null}
      <CouponForm applied={Boolean(checkout.coupon)} onApply={checkout.applyCoupon} />
      <OrderTotals order={order} />
      {/* spec: payments 4, No payment needed — nothing to choose, one button. */}
      {!order.requiredPaymentDetails ? (
        <>
          <p>{t('checkout.no_payment_needed')}</p>
          <PaymentButton
            focusKey="checkout-complete"
            label={t('checkout.complete_purchase')}
            run={pay.withoutDetails}
          />
        </>
      ) : method ? (
        <>
          <FormError
            focusKey="checkout-method-error"
            messageKey={paymentMessage(methodFailure?.key)}
            attempt={methodFailure?.attempt}
          />
          <PaymentMethodChoice
            methods={checkout.methods.data ?? []}
            selectedId={method.id}
            onChange={changeMethod}
          />
          <PaymentArea key={method.id} payments={payments} order={order} method={method} pay={pay} />
        </>
      ) : (
        <p className="form-error">{t('checkout.no_payment_methods')}</p>
      )}
    </>
  );
}

/**
 * spec: payments 2 Checkout, 4 Checkout, 8 Checkout and orders — pay for the chosen offer (offerId):
 * without one, back to choose-offer; the order is created once; an order the provider lost goes back
 * to choose-offer too. Only a signed-in viewer gets here (a guest goes to create-account).
 */
export function CheckoutScreen() {
  const { t } = useTranslation([PAYMENTS_NS, ACCOUNT_NS], { nsMode: 'fallback' });
  const [params] = useSearchParams();
  const offerId = params.get('offerId');
  const navigation = usePaymentNavigation();
  const session = usePaymentSession();
  const payments = session.state === 'ready' ? session.payments : undefined;
  const toOffers = () => navigation.open('choose-offer');
  const lists = useOfferLists(payments);
  const checkout = useCheckoutOrder(payments, offerId, {
    canCreate: !lists.isLoading,
    onOrderLost: toOffers,
  });
  const failure =
    session.state === 'unavailable'
      ? 'checkout.order_failed'
      : checkout.methods.isError
        ? 'checkout.payment_methods_failed'
        : checkout.order.isError
          ? errorKey(checkout.order.error, 'checkout.order_failed')
          : undefined;
  const ready = Boolean(payments && checkout.order.data);
  const tv = useLayout() === 'tv';

  // spec: payments 4, 8 — no selected offer ('No offer selected'), or an order the provider lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided by the offer and the failure only
  useEffect(() => {
    if (!offerId || failure === 'checkout.order_not_found') toOffers();
  }, [offerId, failure]);
  // The modal took focus while the order was made: its first field takes it once shown.
  useEffect(() => {
    if (ready) void setFocus(COUPON_KEY);
    else if (failure) void setFocus(BACK_KEY);
  }, [ready, failure]);

  return (
    <AccountModal
      name="checkout"
      titleKey={`${PAYMENTS_NS}:checkout.title`}
      first={COUPON_KEY}
      onClose={navigation.close}
      size={tv ? 'large' : undefined}
      fallbackFocus={BUYING_FOCUS}
    >
      {failure ? (
        <p className="form-error" role="alert">
          {t(failure)}
        </p>
      ) : null}
      {!failure && !ready ? <Spinner label={t('checkout.loading')} /> : null}
      {!failure && payments && offerId && checkout.order.data ? (
        <CheckoutBody
          payments={payments}
          offerId={offerId}
          offer={findOffer(lists, offerId)}
          order={checkout.order.data}
          checkout={checkout}
        />
      ) : null}
      {/* spec: payments 2 — a back button to choose-offer. */}
      <Button focusKey={BACK_KEY} variant="link" onPress={toOffers}>
        {t('checkout.back')}
      </Button>
    </AccountModal>
  );
}
