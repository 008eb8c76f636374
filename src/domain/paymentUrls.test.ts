import { describe, expect, it } from 'vitest';
import { checkoutUrls, modalSearch, pageWith, paymentMethodUrls } from './paymentUrls.ts';

const PAGE = 'https://ott.example/m/abc123/film?u=checkout&offerId=S1&e=ep2#top';

/** spec: payments 2, How payment screens open and Query parameters. */
describe('payment modal parameters', () => {
  it.each<[string, Record<string, string>, string]>([
    ['?u=choose-offer', { u: 'checkout', offerId: 'S1' }, '?u=checkout&offerId=S1'],
    ['?u=checkout&offerId=S1&message=x', { u: 'choose-offer' }, '?u=choose-offer'],
    ['?e=ep2&u=checkout&offerId=S1', {}, '?e=ep2'],
    ['?u=checkout&orderId=9&redirectResult=r', {}, ''],
  ])('%s + %o -> %s', (search, params, result) => expect(modalSearch(search, params)).toBe(result));

  it('keeps the page and its own parameters, not the hash', () => {
    expect(pageWith(PAGE, { u: 'payment-error' })).toBe(
      'https://ott.example/m/abc123/film?e=ep2&u=payment-error',
    );
  });
});

/** spec: payments 4, Checkout — the return URLs of the hosted card and the wallet. */
describe('the checkout return URLs', () => {
  it('for a subscription', () => {
    expect(checkoutUrls(PAGE, { orderId: '77', offerId: 'S1' })).toEqual({
      returnUrl: 'https://ott.example/m/abc123/film?e=ep2&u=finalize-payment&orderId=77&offerId=S1',
      successUrl: 'https://ott.example/m/abc123/film?e=ep2&u=waiting-for-payment&offerId=S1',
      cancelUrl: 'https://ott.example/m/abc123/film?e=ep2&u=payment-cancelled',
      errorUrl: 'https://ott.example/m/abc123/film?e=ep2&u=payment-error',
    });
  });

  it('a one-off purchase succeeds back on the page, the modal closed', () => {
    const urls = checkoutUrls(PAGE, { orderId: '78', offerId: 'C9' });
    expect(urls.successUrl).toBe('https://ott.example/m/abc123/film?e=ep2');
    expect(urls.returnUrl).toBe(
      'https://ott.example/m/abc123/film?e=ep2&u=finalize-payment&orderId=78&offerId=C9',
    );
  });
});

describe('the payment method update return URLs (spec: payments 4)', () => {
  it('brings 3-D Secure back to payment-method and the wallet to its success, cancel and error screens', () => {
    const urls = paymentMethodUrls('https://app.example/u/payments?u=payment-method&message=x');
    expect(urls.returnUrl).toBe('https://app.example/u/payments?u=payment-method');
    expect(urls.successUrl).toBe('https://app.example/u/payments?u=payment-method-success');
    expect(urls.waitingUrl).toBe(urls.successUrl);
    expect(urls.cancelUrl).toBe('https://app.example/u/payments?u=payment-cancelled');
    expect(urls.errorUrl).toBe('https://app.example/u/payments?u=payment-error');
  });
});
