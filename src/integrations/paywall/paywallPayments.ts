import { z } from 'zod/mini';
import { type DeviceStorage, sessionStore } from '../../stores/deviceStorage.ts';
import { AccountError } from '../accountError.ts';
import type {
  CardDetails,
  HostedCardFields,
  Offer,
  Order,
  PaymentCapabilities,
  PaymentOutcome,
  PaymentService,
} from '../payments/paymentService.ts';
import { paywallBilling } from './paywallBilling.ts';
import { CARD_METHOD } from './paywallBillingSchemas.ts';
import type { PaywallClient } from './paywallClient.ts';
import { cardForm } from './paywallForms.ts';
import { paywallPaymentErrorTables as tables } from './paywallPaymentErrors.ts';
import {
  accessFeesSchema,
  externalPaymentSchema,
  feeIdOf,
  orderOf,
  paymentAnswerSchema,
  paymentMethodsSchema,
  toOffer,
  voucherDiscountSchema,
} from './paywallPaymentSchemas.ts';
import { paywallPlans } from './paywallPlans.ts';
import { onceOnly, orNone } from './paywallRequests.ts';

/** spec: payments 1 (the capability table's paywall column), 2: the app's own card form. */
const capabilities: PaymentCapabilities = {
  renewSubscription: false,
  updatePaymentMethod: false,
  receipts: true,
  cardEntry: 'direct',
  // spec: payments 4, Plan switching — this provider's plan change is the payments page's inline list.
  planSwitch: 'inline',
};

/** spec: payments 3, 9 — the paywall's wallet payment method code (the card's is CARD_METHOD). */
const WALLET = '2';

/** Which asset each access fee belongs to, in the tab's session storage ('ott.paywall-fee-assets'). */
const FEE_ASSETS_KEY = 'paywall-fee-assets';
const feeAssetsSchema = z.record(z.string(), z.string());

export interface PaywallPaymentsSettings {
  client: Pick<PaywallClient, 'call' | 'referrer' | 'download'>;
  /** The provider's API host: a page URL it answers as a path (3-D Secure, wallet) is on its server. */
  host: string;
  /** Where the fee → asset map outlives a reload (after a wallet or 3-D Secure redirect). */
  storage?: DeviceStorage;
  /** The page the viewer buys from: the payment's referrer, and where a free order comes back to. */
  page?: () => string;
}

/**
 * The account provider's payments (spec: payments 7, Paywall provider). The paywall sells access fees of
 * assets and has no order object (spec: payments 9, fee 0, tax 0): orders are made here from the offer,
 * their id is the fee id, and a voucher's price comes from POST /vouchers/discount. Access is checked per
 * asset, so each fee's asset is remembered when its offers (or subscriptions) are read. Subscriptions and
 * plan changes are paywallPlans'; the default card, the history and receipts paywallBilling's.
 */
export function paywallPayments({
  client: { call, referrer, download },
  host,
  storage = sessionStore,
  page = () => (typeof location === 'undefined' ? referrer : location.href),
}: PaywallPaymentsSettings): PaymentService {
  const offersByFee = new Map<string, Offer>();
  /** The voucher of each order with a coupon applied: the paywall keeps none, and payment sends it again. */
  const coupons = new Map<string, string>();
  // Storage can be missing (private mode, a TV with storage off): this copy keeps the page working.
  const memory = new Map<string, string>();
  const assets = {
    all: () => storage.getJson(FEE_ASSETS_KEY, feeAssetsSchema) ?? {},
    remember(feeId: string, assetId: string) {
      const known = assets.all();
      if (known[feeId] !== assetId) storage.setJson(FEE_ASSETS_KEY, { ...known, [feeId]: assetId });
      memory.set(feeId, assetId);
    },
    of: (feeId: string) => memory.get(feeId) ?? assets.all()[feeId],
  };

  async function offersOf(assetId: string): Promise<Offer[]> {
    const fees = await orNone(
      [404],
      [],
      call('GET', `/v2/items/${encodeURIComponent(assetId)}/access-fees`, {
        schema: accessFeesSchema,
        table: tables.offers,
      }),
    );
    return fees.map((fee) => {
      const offer = toOffer(fee);
      assets.remember(String(fee.id), assetId);
      offersByFee.set(String(fee.id), offer);
      return offer;
    });
  }

  async function offerOf(offerId: string): Promise<Offer | undefined> {
    const feeId = feeIdOf(offerId);
    const assetId = assets.of(feeId);
    if (!offersByFee.has(feeId) && assetId) await offersOf(assetId);
    return offersByFee.get(feeId);
  }

  /** spec: payments 7, Entitlement used by payment polling — the access check of the fee's asset. */
  async function entitledFee(feeId: string): Promise<boolean> {
    const assetId = assets.of(feeId);
    // Offers never read in this tab: no asset to ask about, so no access known (polling runs out).
    if (!assetId) return false;
    const access = call('GET', `/items/${encodeURIComponent(assetId)}/access`, {
      schema: z.unknown(),
      table: tables.account,
      bearer: true,
    });
    return orNone(
      [403, 404],
      false,
      access.then(() => true),
    );
  }

  const accessOutcome = async (feeId: string): Promise<PaymentOutcome> =>
    (await entitledFee(feeId)) ? { status: 'paid' } : { status: 'pending' };

  function voucherOf(order: Order): { voucher_code?: string } {
    if (order.discount.type !== 'coupon') return {};
    const code = coupons.get(order.id);
    // A coupon order made by another page: its price cannot be honoured, so checkout starts again.
    if (!code) throw new AccountError('checkout.order_not_found');
    return { voucher_code: code };
  }

  /** POST /external-payments: the wallet's parameters for `origin`, the page the buyer comes back to. */
  async function externalPayment(order: Order, origin: string, table: typeof tables.wallet) {
    const answer = await call('POST', '/external-payments', {
      form: { origin, access_fee: order.id, payment_method: WALLET, ...voucherOf(order) },
      headers: onceOnly(),
      schema: externalPaymentSchema,
      table,
      bearer: true,
    });
    // spec: payments 4, Wallet — an id instead of an endpoint: the viewer holds this access already.
    if (answer.id !== undefined) throw new AccountError('payment.already_entitled');
    if (!answer.endpoint) throw new AccountError(table.fallback);
    return answer.endpoint;
  }

  /** A provider page (3-D Secure, wallet approval) given as a path is on the provider's server. */
  const providerPage = (url: string) => new URL(url, host).toString();

  return {
    capabilities,
    ...paywallPlans({ call, host, offersOf, assets }),
    ...paywallBilling({ call, download }),
    // The paywall has no order: the hand-off names the offer ('S101'), and the coupon applied to it.
    handoffOrder: (order) => {
      const couponCode = coupons.get(order.id);
      return couponCode ? { offerId: order.offerId, couponCode } : { offerId: order.offerId };
    },
    async offers(ids) {
      const lists = await Promise.all(ids.map(offersOf));
      return lists.flat();
    },
    async createOrder(offerId, paymentMethodId) {
      const offer = await offerOf(offerId);
      // spec: payments 8 — 'No order created'.
      if (!offer) throw new AccountError('checkout.order_failed');
      coupons.delete(feeIdOf(offerId));
      return orderOf(offer, paymentMethodId ?? null);
    },
    async updateOrder(order, { paymentMethodId, couponCode }) {
      const offer = await offerOf(order.offerId);
      if (!offer) throw new AccountError('checkout.order_not_found');
      const methodId = paymentMethodId ?? order.paymentMethodId;
      // The paywall charges no fee per method: a method change keeps the order's price.
      if (couponCode === undefined) return { ...order, paymentMethodId: methodId };
      const code = couponCode.trim();
      if (!code) {
        coupons.delete(order.id);
        return orderOf(offer, methodId);
      }
      const { amount, discount_duration } = await call('POST', '/vouchers/discount', {
        form: { voucher_code: code, access_fee_id: order.id },
        schema: voucherDiscountSchema,
        table: tables.voucher,
        bearer: true,
      });
      coupons.set(order.id, code);
      return orderOf(offer, methodId, { total: amount, periods: discount_duration });
    },
    async paymentMethods() {
      const methods = await call('GET', '/payments/methods', {
        schema: paymentMethodsSchema,
        table: tables.paymentMethods,
        bearer: true,
      });
      return methods.flatMap(({ id, method_name }) => {
        const methodName = method_name.toLowerCase();
        return methodName === 'card' || methodName === 'wallet' ? [{ id: String(id), methodName }] : [];
      });
    },
    /**
     * Nothing to pay (a granted pass, a voucher making it free): the wallet call, which settles an order
     * with nothing due at once and answers the page it was sent from as its endpoint. The reference
     * server would also take POST /payments with blank card fields for such an order, but that sends a
     * card the viewer never typed, which a real card check refuses. Settled in that same request, the
     * access check then reads paid.
     */
    async payWithoutDetails(order) {
      if (order.requiredPaymentDetails) throw new AccountError('payment.failed');
      const origin = page();
      const endpoint = await externalPayment(order, origin, tables.payment);
      // The provider still wants something after all: its approval page.
      if (!samePage(endpoint, origin)) return { status: 'redirect', url: providerPage(endpoint) };
      return accessOutcome(order.id);
    },
    /**
     * Direct card entry only: the hosted component's encrypted fields are the subscription provider's
     * (capabilities.cardEntry 'direct'), so they are refused here without a call. 'Submitted for payment'
     * is pending: the app polls the access, or hears the notification.
     */
    async payByCard(order, card, returnUrl) {
      if (isHosted(card)) throw new AccountError('payment.failed');
      const path = order.offerId.startsWith('S') ? '/subscriptions' : '/payments';
      const answer = await call('POST', path, {
        form: {
          ...cardForm(card),
          access_fee: order.id,
          payment_method: CARD_METHOD,
          referrer: page(),
          return_url: returnUrl,
          ...voucherOf(order),
        },
        headers: onceOnly(),
        schema: paymentAnswerSchema,
        table: tables.payment,
        bearer: true,
      });
      const url = answer.redirect_to_url;
      return url ? { status: 'redirect', url: providerPage(url) } : { status: 'pending' };
    },
    /**
     * Back from 3-D Secure at return_url: the provider's notification settles the payment, and the
     * paywall shows no call for the shopper's redirectResult (spec: payments 7, the hosted card
     * operations' "transport not shown"). So the access is checked once: held is paid, else pending
     * (the app polls on).
     */
    finalizePayment: (orderId) => accessOutcome(orderId),
    /**
     * The paywall takes only the page the wallet starts from (`origin`) and makes the three URLs itself:
     * that page with u=waiting-for-payment&offerId=…, u=payment-cancelled or u=payment-error. So `urls`
     * are honoured as to the page (the success URL's, without its u and offerId); the modal each one
     * opens is the provider's choice, which is the spec's except a one-off's success, which also waits.
     */
    async walletUrl(order, urls) {
      const origin = pageOf(urls.successUrl);
      const endpoint = await externalPayment(order, origin, tables.wallet);
      // An order with nothing due is settled at once and answered with the success page itself.
      return samePage(endpoint, origin) ? endpoint : providerPage(endpoint);
    },
    entitled: (offerId) => entitledFee(feeIdOf(offerId)),
  };
}

const isHosted = (card: CardDetails | HostedCardFields): card is HostedCardFields => 'type' in card;

const RELATIVE = 'http://relative.invalid';
/** The payment modal's own parameters, which the provider sets on each URL it makes. */
const MODAL_PARAMS = ['u', 'offerId'];

/** The page a URL opens, without the payment modal's parameters (absolute, or a path as given). */
function pageOf(url: string): string {
  const parsed = new URL(url, RELATIVE);
  for (const name of MODAL_PARAMS) parsed.searchParams.delete(name);
  return parsed.origin === RELATIVE ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

const samePage = (url: string, origin: string) => {
  const [a, b] = [new URL(url, RELATIVE), new URL(origin, RELATIVE)];
  return a.origin === b.origin && a.pathname === b.pathname;
};
