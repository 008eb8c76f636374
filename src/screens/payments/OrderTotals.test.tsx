import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TotalsOrder } from '../../domain/orderTotals.ts';

const eur = (minor: number) => ({ minor, currency: 'EUR' });

/** A €12.10 offer (net €10.00, 21 % tax) with a 50 % coupon. */
const order: TotalsOrder = {
  total: eur(605),
  offerPrice: eur(1000),
  discountAmount: eur(500),
  paymentMethodFee: eur(0),
  taxValue: eur(105),
  taxRate: 0.21,
  discount: { applied: true, type: 'coupon' },
};

let OrderTotals: typeof import('./OrderTotals.tsx').OrderTotals;

/** The table's rows as the viewer reads them: label and amount. */
async function rows(language: string): Promise<string[][]> {
  await i18next.changeLanguage(language);
  const html = renderToStaticMarkup(<OrderTotals order={order} />);
  return [...html.matchAll(/<th scope="row">(.*?)<\/th><td>(.*?)<\/td>/g)].map((match) => [
    match[1] ?? '',
    (match[2] ?? '').replace(/\u00a0/g, ' '),
  ]);
}

/** spec: payments 2 Checkout, 9 Money and formatting — the totals table on screen. */
describe('OrderTotals', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({ lng: 'en', fallbackLng: 'en', resources: {} });
    // The payment texts join i18next once it runs, as in the app (the payment chunk loads after start-up).
    await import('./paymentTranslations.ts');
    ({ OrderTotals } = await import('./OrderTotals.tsx'));
  });

  it('shows each row with its amount in en-US', async () => {
    expect(await rows('en')).toEqual([
      ['Offer price', '€12.10'],
      ['Coupon discount', '-€6.05'],
      ['Tax (21%)', '€1.05'],
      ['Total', '€6.05'],
    ]);
  });

  it('reads in Spanish with es-ES amounts', async () => {
    expect(await rows('es')).toEqual([
      ['Precio de la oferta', '12,10 €'],
      ['Descuento del cupón', '-6,05 €'],
      ['Impuestos (21 %)', '1,05 €'],
      ['Total', '6,05 €'],
    ]);
  });
});
