import { type Money, negateMoney, scaleMoney, taxPercent } from './money.ts';

/** The order fields the totals table reads (spec: payments 3, Order). */
export interface TotalsOrder {
  total: Money;
  /** Net of tax, as the provider's price breakdown has it. */
  offerPrice: Money;
  /** Net of tax. */
  discountAmount: Money;
  paymentMethodFee: Money;
  taxValue: Money;
  taxRate: number;
  discount: { applied: boolean; type: 'coupon' | 'trial' | null };
}

export type TotalRow =
  | { kind: 'offer_price' | 'coupon_discount' | 'payment_method_fee' | 'total'; amount: Money }
  | { kind: 'tax'; amount: Money; percent: number };

/**
 * spec: payments 2 Checkout, 9 — the totals table: offer price, coupon discount shown as
 * discountAmount × (1 + taxRate), payment method fee, tax as round(taxRate × 100) %, total.
 *
 * The discount is shown with its tax, so the offer price is too (the price the offer card showed): the
 * rows then add up to the total (but for a cent of rounding), and the tax row says how much of it is tax. The coupon row shows only
 * with a coupon applied, the fee only when there is one, the tax row only where tax is charged (the
 * paywall's orders carry none, spec: payments 9).
 */
export function orderTotalRows(order: TotalsOrder): TotalRow[] {
  const withTax = 1 + order.taxRate;
  const rows: TotalRow[] = [{ kind: 'offer_price', amount: scaleMoney(order.offerPrice, withTax) }];
  if (order.discount.applied && order.discount.type === 'coupon' && order.discountAmount.minor !== 0)
    rows.push({ kind: 'coupon_discount', amount: negateMoney(scaleMoney(order.discountAmount, withTax)) });
  if (order.paymentMethodFee.minor !== 0)
    rows.push({ kind: 'payment_method_fee', amount: order.paymentMethodFee });
  if (order.taxRate > 0 || order.taxValue.minor !== 0)
    rows.push({ kind: 'tax', amount: order.taxValue, percent: taxPercent(order.taxRate) });
  rows.push({ kind: 'total', amount: order.total });
  return rows;
}
