import { type Context, Hono } from 'hono';
import type { Customer } from '../../../domain/accounts/index.ts';
import type { PaymentAnswer } from '../../../domain/payments/checkout.ts';
import { toMajor } from '../../../domain/payments/money.ts';
import {
  findOffer,
  isSubscription,
  type Offer,
  offersOfAsset,
} from '../../../domain/payments/offerCatalogue.ts';
import { PaymentError } from '../../../domain/payments/paymentError.ts';
import { priceOrder } from '../../../domain/payments/pricing.ts';
import type { FacadeDeps } from '../shared/facadeContext.ts';
import { assetAccess, heldAccess, presentAccess } from './paywallAccess.ts';
import { paywallBody } from './paywallInput.ts';
import {
  type CardPaymentInput,
  cardPaymentSchema,
  clearCard,
  externalPaymentSchema,
  voucherSchema,
} from './paywallPaymentInput.ts';
import {
  handlePaywall,
  INVALID_COUPON,
  PaywallError,
  paywallOnce,
  paywallViewer,
} from './paywallResponse.ts';
import { presentAccessFee } from './presentPaywallPayments.ts';

/** The paywall's method codes (spec: payments 3 and 9): card 1, wallet 2; the app lowercases the names. */
const CARD = 1;
const WALLET = 2;
const METHODS = [
  { id: CARD, method_name: 'Card' },
  { id: WALLET, method_name: 'Wallet' },
];

/** The access check's refusal, in the vendor's usual words. */
const ACCESS_NOT_GRANTED = 'Access not granted';

/**
 * The account provider's purchase calls (spec: payments 7, Paywall provider): access fees and the access
 * check, payment methods, direct card payments and subscriptions, the wallet's parameters, and voucher
 * prices. Orders are the payments domain's, with no tax and no fee (spec: payments 9); the customer comes
 * from the bearer and the price from the offer, never from the body.
 */
export function paywallPaymentRoutes(deps: FacadeDeps) {
  const { payments } = deps;

  /** Buys an offer by card; an order with nothing to pay and nothing to keep (a free pass) needs no card. */
  const payByCard = async (customer: Customer, offer: Offer, input: CardPaymentInput, returnUrl: string) => {
    const order = await payments.orders.create({
      customerId: customer.id,
      offerId: offer.id,
      country: customer.country,
      taxRateBp: 0,
      paymentMethodId: CARD,
      couponCode: input.voucher_code,
      at: await payments.clock.now(),
    });
    if (!order.required_payment_details) return payments.checkout.payWithoutDetails(customer.id, order.id);
    const card = clearCard(input);
    return payments.checkout.payByCard(customer.id, order.id, card, returnUrl);
  };

  /**
   * Accepted (paid, or waiting for a late confirmation): the app polls the access check. 3-D Secure:
   * the same answer with where the shopper goes; the provider's notification settles the payment once
   * the shopper answers there. Refused: 402 in the provider's words (spec: payments 8, Payment failed).
   */
  const answer = (c: Context, result: PaymentAnswer) => {
    if (result.payment.status === 'failed')
      throw new PaywallError(402, result.payment.failure_message ?? 'Failed to make payment');
    return c.json({
      code: 200,
      message: 'Submitted for payment',
      ...(result.action ? { redirect_to_url: result.action.url } : {}),
    });
  };

  const cardRoute = (kind: 'one-off' | 'subscription') =>
    handlePaywall(async (c) => {
      const viewer = await paywallViewer(c, deps);
      const input = await paywallBody(c, cardPaymentSchema);
      if (input.is_gift === true || input.is_gift === 'true' || input.is_gift === '1')
        throw new PaymentError('not_offered', 'Gift purchases are not offered by this back end');
      const offer = feeOffer(input.access_fee, kind);
      // spec: payments 2 — a one-off purchase's return URL gets ippwat=ppv; a subscription's goes as sent.
      const base = input.return_url ?? '/';
      const returnUrl = kind === 'one-off' ? withQuery(base, { ippwat: 'ppv' }) : base;
      return paywallOnce(c, deps, viewer.customer.id, async () =>
        answer(c, await payByCard(viewer.customer, offer, input, returnUrl)),
      );
    });

  return new Hono()
    .get(
      '/v2/items/:id/access-fees',
      handlePaywall(async (c) => c.json(assetOffers(c.req.param('id') ?? '').map(presentAccessFee))),
    )
    .get(
      '/items/:id/access',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        const offers = assetOffers(c.req.param('id') ?? '');
        const assetId = offers[0]?.assetId ?? 0;
        const fingerprint = c.req.query('browser_fingerprint') || undefined;
        const access = await assetAccess(payments, viewer, offers, assetId, fingerprint);
        if (!access) throw new PaywallError(403, ACCESS_NOT_GRANTED);
        return c.json(presentAccess(access, viewer, assetId));
      }),
    )
    .get(
      '/payments/methods',
      handlePaywall(async (c) => {
        await paywallViewer(c, deps);
        return c.json(METHODS);
      }),
    )
    .post('/payments', cardRoute('one-off'))
    .post('/subscriptions', cardRoute('subscription'))
    .post(
      '/external-payments',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        const input = await paywallBody(c, externalPaymentSchema);
        const { customer } = viewer;
        const offer = feeOffer(input.access_fee);
        // spec: payments 4, Wallet — an id instead of an endpoint: the viewer has this access already.
        const held = await heldAccess(payments, customer.id, [offer]);
        if (held) return c.json({ id: held.id });
        const urls = walletUrls(input.origin, offer);
        return paywallOnce(c, deps, customer.id, async () => {
          const order = await payments.orders.create({
            customerId: customer.id,
            offerId: offer.id,
            country: customer.country,
            taxRateBp: 0,
            paymentMethodId: WALLET,
            couponCode: input.voucher_code,
            at: await payments.clock.now(),
          });
          if (!order.required_payment_details) {
            await payments.checkout.payWithoutDetails(customer.id, order.id);
            return c.json({ endpoint: urls.successUrl });
          }
          const { redirectUrl } = await payments.checkout.walletApproval(customer.id, order.id, urls);
          return c.json({ endpoint: redirectUrl });
        });
      }),
    )
    .post(
      '/vouchers/discount',
      handlePaywall(async (c) => {
        const viewer = await paywallViewer(c, deps);
        const input = await paywallBody(c, voucherSchema);
        const offers = input.access_fee_id
          ? [feeOffer(input.access_fee_id)]
          : offersOfAsset(input.item_id ?? 0);
        const subscriptions = await payments.subscriptions.list(viewer.customer.id);
        const now = await payments.clock.now();
        // The first offer the voucher applies to: an item's trial offer takes none (spec: payments 4, Checkout).
        for (const offer of offers) {
          const priced = priceOrder({
            offer,
            taxRateBp: 0,
            couponCode: input.voucher_code,
            // As orders judge it: a trial once per customer and offer.
            trialEligible: !subscriptions.some((row) => row.offer_id === offer.id),
            now,
          });
          if (priced.ok)
            return c.json({
              amount: toMajor(priced.price.totalMinor, offer.currency),
              discount_duration: priced.price.discount.periods,
            });
        }
        throw new PaywallError(422, INVALID_COUPON, 'voucher_code');
      }),
    );
}

/** An asset's offers by its integer id; an asset nobody sells is not found. */
function assetOffers(id: string): Offer[] {
  const offers = /^\d{1,9}$/.test(id) ? offersOfAsset(Number(id)) : [];
  if (offers.length === 0) throw new PaywallError(404, 'Item not found');
  return offers;
}

/** The offer of an access fee; a direct card call buys only its own kind (subscriptions: POST /subscriptions). */
function feeOffer(feeId: number, kind?: 'one-off' | 'subscription'): Offer {
  const offer = findOffer(String(feeId));
  if (!offer) throw new PaywallError(404, `Access fee ${feeId} not found`, 'access_fee');
  if (kind === 'one-off' && isSubscription(offer))
    throw new PaywallError(
      422,
      `Access fee ${feeId} is a subscription: use POST /subscriptions`,
      'access_fee',
    );
  if (kind === 'subscription' && !isSubscription(offer))
    throw new PaywallError(
      422,
      `Access fee ${feeId} is not a subscription: use POST /payments`,
      'access_fee',
    );
  return offer;
}

/** Adds query parameters to an absolute URL or a root-relative path, keeping the rest. */
function withQuery(url: string, params: Record<string, string>): string {
  const relative = url.startsWith('/');
  const parsed = new URL(url, 'http://relative.invalid');
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

/**
 * The wallet sends only the page it starts from (`origin`): the buyer comes back there, the page's own
 * query kept, with the payment modal to show (spec: payments 2, u=): waiting for payment with the offer
 * the app polls ('S{fee}' or 'C{fee}'), or the cancelled or error notice.
 */
function walletUrls(origin: string, offer: Offer) {
  const offerId = `${isSubscription(offer) ? 'S' : 'C'}${offer.feeId}`;
  return {
    successUrl: withQuery(origin, { u: 'waiting-for-payment', offerId }),
    cancelUrl: withQuery(origin, { u: 'payment-cancelled' }),
    errorUrl: withQuery(origin, { u: 'payment-error' }),
  };
}
