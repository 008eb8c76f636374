import { useTranslation } from 'react-i18next';
import { offerTypeOf } from '../../domain/offerType.ts';
import { checkoutUrls } from '../../domain/paymentUrls.ts';
import { AccountError } from '../../integrations/accountError.ts';
import type {
  CardDetails,
  HostedCardFields,
  Order,
  PaymentOutcome,
  PaymentService,
} from '../../integrations/payments/paymentService.ts';
import { showToast } from '../../stores/toastStore.ts';
import { useAccountActions } from '../account/useAccountActions.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';
import { usePaymentNavigation } from './usePaymentNavigation.ts';

/** spec: payments 9, Timing — subscriptions are reloaded 1000 ms after a payment with no details needed. */
export const NO_DETAILS_RELOAD_MS = 1000;

interface CheckoutPaymentInput {
  payments: PaymentService;
  order: Order;
  offerId: string;
  /** The order is spent: it is not offered again. */
  forgetOrder(): void;
}

/**
 * The checkout's payment paths and where each leads (spec: payments 4, Checkout): a redirect (3-D
 * Secure, a wallet's approval page) leaves the app; a payment accepted now or to be confirmed goes to
 * waiting-for-payment, which polls the entitlement; nothing to pay reloads the entitlements after 1 s,
 * toasts the success and goes to welcome (a subscription) or closes (a one-off).
 */
export function useCheckoutPayment({ payments, order, offerId, forgetOrder }: CheckoutPaymentInput) {
  const { t } = useTranslation(PAYMENTS_NS);
  const { session } = useAccountActions();
  const navigation = usePaymentNavigation();
  const urls = () => checkoutUrls(window.location.href, { orderId: order.id, offerId });

  /** A redirect leaves; otherwise the entitlement is polled (spec: payments 4, Direct card). */
  const follow = (outcome: PaymentOutcome) => {
    if (outcome.status === 'redirect') return window.location.assign(outcome.url);
    forgetOrder();
    navigation.open('waiting-for-payment', { offerId });
  };

  return {
    /** 3-D Secure's way back: the hosted card component is made with it too. */
    returnUrl: () => urls().returnUrl,
    async withoutDetails() {
      const outcome = await payments.payWithoutDetails(order);
      // Accepted but not yet confirmed (the paywall settles it in the background): poll like a card.
      if (outcome.status !== 'paid') return follow(outcome);
      forgetOrder();
      setTimeout(() => {
        void session().then((accounts) => accounts.reloadEntitlements());
      }, NO_DETAILS_RELOAD_MS);
      showToast(t('checkout.payment_success'));
      if (offerTypeOf(offerId) === 'svod') navigation.open('welcome');
      else navigation.close();
    },
    async byCard(card: CardDetails | HostedCardFields) {
      follow(await payments.payByCard(order, card, urls().returnUrl));
    },
    /**
     * spec: payments 4, Wallet — to the wallet's page; back to waiting-for-payment (a subscription) or
     * the page, payment-cancelled or payment-error. 'Already have an active access' goes to the error
     * screen with its message, as the error URL would.
     */
    async wallet() {
      const { successUrl, cancelUrl, errorUrl } = urls();
      try {
        window.location.assign(await payments.walletUrl(order, { successUrl, cancelUrl, errorUrl }));
      } catch (error) {
        if (error instanceof AccountError && error.key.startsWith('payment.already_')) {
          forgetOrder();
          return navigation.open('payment-error', { message: error.key });
        }
        throw error;
      }
    },
  };
}
