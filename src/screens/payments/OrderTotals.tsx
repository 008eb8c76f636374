import { useTranslation } from 'react-i18next';
import { orderTotalRows, type TotalRow, type TotalsOrder } from '../../domain/orderTotals.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';
import { useMoneyFormat } from './useMoney.ts';

const LABELS: Record<Exclude<TotalRow['kind'], 'tax'>, string> = {
  offer_price: 'checkout.offer_price',
  coupon_discount: 'checkout.coupon_discount',
  payment_method_fee: 'checkout.payment_method_fee',
  total: 'checkout.total',
};

/**
 * spec: payments 2 Checkout, 9 — the totals table: offer price, coupon discount, payment method fee,
 * 'Tax (21%)' and the total, in the viewer's locale (the rows' rules: src/domain/orderTotals.ts).
 */
export function OrderTotals({ order }: { order: TotalsOrder }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const money = useMoneyFormat();
  return (
    <table className="order-totals">
      <caption className="visually-hidden">{t('checkout.totals')}</caption>
      <tbody>
        {orderTotalRows(order).map((row) => (
          <tr key={row.kind} className={`order-totals__row order-totals__row--${row.kind}`}>
            <th scope="row">
              {row.kind === 'tax' ? t('checkout.tax', { percent: row.percent }) : t(LABELS[row.kind])}
            </th>
            <td>{money(row.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
