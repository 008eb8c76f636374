import { offerTypeOf } from './offerType.ts';

/**
 * The payment modals' own query parameters (spec: payments 2, Query parameters): one payment screen
 * opening another drops the previous one's, so no stale orderId or message follows the viewer.
 */
const MODAL_PARAMS = ['u', 'message', 'offerId', 'orderId', 'redirectResult', 'paymentMethodId'];

/** A page's query with the payment modal parameters replaced by `params` (none: the modal closed). */
export function modalSearch(search: string, params: Record<string, string>): string {
  const query = new URLSearchParams(search);
  for (const name of MODAL_PARAMS) query.delete(name);
  for (const [name, value] of Object.entries(params)) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The page at `href` with the payment modal `params` (absolute: providers send the viewer back to it). */
export function pageWith(href: string, params: Record<string, string>): string {
  const url = new URL(href);
  url.search = modalSearch(url.search, params);
  url.hash = '';
  return url.toString();
}

export interface CheckoutUrls {
  /** Where 3-D Secure comes back to: finalize-payment with the order (spec: payments 4, Hosted card). */
  returnUrl: string;
  successUrl: string;
  cancelUrl: string;
  errorUrl: string;
}

/**
 * spec: payments 4, Checkout — where the providers send the viewer back: 3-D Secure to finalize-payment
 * with orderId (and offerId, for the waiting screen after it); the wallet's success to
 * waiting-for-payment with offerId for a subscription, else to the page itself (the modal closed); its
 * cancel and error to payment-cancelled and payment-error.
 */
export function checkoutUrls(
  href: string,
  { orderId, offerId }: { orderId: string; offerId: string },
): CheckoutUrls {
  return {
    returnUrl: pageWith(href, { u: 'finalize-payment', orderId, offerId }),
    successUrl:
      offerTypeOf(offerId) === 'svod'
        ? pageWith(href, { u: 'waiting-for-payment', offerId })
        : pageWith(href, {}),
    cancelUrl: pageWith(href, { u: 'payment-cancelled' }),
    errorUrl: pageWith(href, { u: 'payment-error' }),
  };
}

/**
 * spec: payments 4, Payment method update — where a new payment method comes back to: 3-D Secure to
 * payment-method (which finalizes with redirectResult); the wallet's agreement to payment-method-success
 * (also while it confirms: the waiting URL), its cancel and error to payment-cancelled and payment-error.
 */
export function paymentMethodUrls(href: string) {
  const success = pageWith(href, { u: 'payment-method-success' });
  return {
    returnUrl: pageWith(href, { u: 'payment-method' }),
    successUrl: success,
    waitingUrl: success,
    cancelUrl: pageWith(href, { u: 'payment-cancelled' }),
    errorUrl: pageWith(href, { u: 'payment-error' }),
  };
}
