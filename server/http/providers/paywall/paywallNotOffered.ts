import { Hono } from 'hono';
import { PaymentError } from '../../../domain/payments/paymentError.ts';
import { handlePaywall } from './paywallResponse.ts';

/**
 * The paywall library's channels this back end does not take (spec: payments 1, Payment channels: which
 * of them the product's screens use is not shown). Each answers in the contract's shape — 501, one
 * sentence naming the channel — so an app that calls one learns why instead of meeting a bare 404.
 * Card and wallet are the only methods (payments 3, Payment method); access codes are served.
 */
export const NOT_OFFERED: ReadonlyArray<{ method: 'GET' | 'POST'; path: string; channel: string }> = [
  { method: 'GET', path: '/v2/payments/direct-debit/mandate', channel: 'Direct debit' },
  { method: 'POST', path: '/v2/payments/direct-debit/mandate', channel: 'Direct debit' },
  // The one-off and subscription charges serve direct debit, the bank redirect and the mobile wallets on web.
  {
    method: 'POST',
    path: '/v2/payments',
    channel: 'Payment by direct debit, bank redirect or mobile wallet on web',
  },
  { method: 'POST', path: '/v2/subscriptions', channel: 'Subscription by direct debit or bank redirect' },
  { method: 'POST', path: '/v2/payments/donation', channel: 'Donation' },
  { method: 'POST', path: '/v2/payments/donation:confirm', channel: 'Donation' },
  { method: 'GET', path: '/v2/items/:id/donations', channel: 'Donation' },
  // 'v2/external-payments/{id}/validate' is the receipt validation of spec 7 ('POST validate receipt for
  // {platform}'): the id is the store platform. The wallet's own call is POST /external-payments.
  {
    method: 'POST',
    path: '/v2/external-payments/:platform/validate',
    channel: 'App-store receipt validation',
  },
  { method: 'GET', path: '/v2/nfts/*', channel: 'NFT' },
  { method: 'POST', path: '/v2/nfts/*', channel: 'NFT' },
];

export function paywallNotOfferedRoutes() {
  const app = new Hono();
  for (const { method, path, channel } of NOT_OFFERED)
    app.on(
      method,
      path,
      handlePaywall(async () => {
        throw new PaymentError('not_offered', `${channel} is not offered by this back end`);
      }),
    );
  return app;
}
