import { useTranslation } from 'react-i18next';
import { formatMoney, type Money, moneyLocale } from '../../domain/money.ts';
import { offerTypeOf } from '../../domain/offerType.ts';
import type { Offer } from '../../integrations/payments/paymentService.ts';
import { useAccountStore } from '../../stores/accountStore.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';

/** Money in the viewer's language's locale, and the customer's country's (spec: payments 9: en-IN for IN). */
export function useMoneyFormat(): (money: Money) => string {
  const { i18n } = useTranslation(PAYMENTS_NS);
  const country = useAccountStore((state) => state.customer?.country);
  const locale = moneyLocale(i18n.resolvedLanguage ?? i18n.language ?? 'en', country);
  return (money) => formatMoney(money, locale);
}

const PERIODS = new Set(['month', 'year', 'day', 'week']);

/**
 * spec: payments 2 — an offer's price, with '/period' for a subscription ('$9.99/month'); a one-off,
 * or a granted pass, shows the price alone.
 */
export function useOfferPrice(): (offer: Pick<Offer, 'offerId' | 'period'>, price: Money) => string {
  const { t } = useTranslation(PAYMENTS_NS);
  const money = useMoneyFormat();
  return (offer, price) =>
    offerTypeOf(offer.offerId) === 'svod' && offer.period && PERIODS.has(offer.period)
      ? t('choose_offer.per_period', {
          price: money(price),
          period: t(`choose_offer.periods.${offer.period}`),
        })
      : money(price);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A day in the viewer's language ('March 5, 2027', '5 de marzo de 2027'): the payments page's dates. */
export function useDateFormat(): (epochMs: number) => string {
  const { i18n } = useTranslation(PAYMENTS_NS);
  const locale = moneyLocale(i18n.resolvedLanguage ?? i18n.language ?? 'en');
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' });
    dateFormats.set(locale, format);
  }
  const chosen = format;
  return (epochMs) => chosen.format(new Date(epochMs));
}
