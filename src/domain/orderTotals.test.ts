import { describe, expect, it } from 'vitest';
import { addMoney, type Money } from './money.ts';
import { orderTotalRows, type TotalRow, type TotalsOrder } from './orderTotals.ts';

const eur = (minor: number): Money => ({ minor, currency: 'EUR' });

/** A €12.10 offer (net €10.00 at 21 %), as the subscription provider prices it. */
const plain: TotalsOrder = {
  total: eur(1210),
  offerPrice: eur(1000),
  discountAmount: eur(0),
  paymentMethodFee: eur(0),
  taxValue: eur(210),
  taxRate: 0.21,
  discount: { applied: false, type: null },
};

/** The same with a 50 % coupon: €5.00 off net, tax on the rest. */
const coupon: TotalsOrder = {
  ...plain,
  total: eur(605),
  discountAmount: eur(500),
  taxValue: eur(105),
  discount: { applied: true, type: 'coupon' },
};

const shown = (rows: TotalRow[]) =>
  rows.map((row) => [row.kind, row.amount.minor, ...(row.kind === 'tax' ? [row.percent] : [])]);

/** spec: payments 2 Checkout (the totals table), 9 (coupon × (1 + taxRate), tax row round(taxRate×100)%). */
describe('the checkout totals table', () => {
  it.each<[string, TotalsOrder, Array<Array<string | number>>]>([
    [
      'no coupon: offer price with tax, tax 21 %, total',
      plain,
      [
        ['offer_price', 1210],
        ['tax', 210, 21],
        ['total', 1210],
      ],
    ],
    [
      'a coupon: its discount shown with tax',
      coupon,
      [
        ['offer_price', 1210],
        ['coupon_discount', -605],
        ['tax', 105, 21],
        ['total', 605],
      ],
    ],
    [
      'a payment method fee',
      { ...plain, paymentMethodFee: eur(50), total: eur(1260) },
      [
        ['offer_price', 1210],
        ['payment_method_fee', 50],
        ['tax', 210, 21],
        ['total', 1260],
      ],
    ],
    [
      'a trial is not a coupon',
      {
        ...plain,
        total: eur(0),
        discountAmount: eur(1000),
        taxValue: eur(0),
        discount: { applied: true, type: 'trial' },
      },
      [
        ['offer_price', 1210],
        ['tax', 0, 21],
        ['total', 0],
      ],
    ],
    [
      'the paywall: no tax, no fee (spec: payments 9)',
      { ...plain, offerPrice: eur(499), total: eur(499), taxValue: eur(0), taxRate: 0 },
      [
        ['offer_price', 499],
        ['total', 499],
      ],
    ],
  ])('%s', (_, order, rows) => expect(shown(orderTotalRows(order))).toEqual(rows));

  // Each row is rounded to a cent on its own, so other amounts can differ from the total by a cent.
  it('the rows above the total add up to it', () => {
    for (const order of [plain, coupon]) {
      const rows = orderTotalRows(order);
      const parts = rows.filter((row) => row.kind !== 'total' && row.kind !== 'tax').map((row) => row.amount);
      const [first = eur(0), ...rest] = parts;
      expect(addMoney(first, ...rest)).toEqual(order.total);
    }
  });
});
