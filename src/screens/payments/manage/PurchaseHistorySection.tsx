import { useTranslation } from 'react-i18next';
import { HISTORY_PREVIEW } from '../../../domain/subscriptionDisplay.ts';
import type { PaymentService, Receipt, Transaction } from '../../../integrations/payments/paymentService.ts';
import { showToast } from '../../../stores/toastStore.ts';
import { Button } from '../../../ui/Button.tsx';
import { PAYMENTS_NS } from '../paymentTranslations.ts';
import { useDateFormat, useMoneyFormat } from '../useMoney.ts';

/**
 * spec: payments 7, Receipt handling — a file is downloaded as receipt_{id}.pdf; an HTML receipt is
 * written into a new window.
 */
function showReceipt(receipt: Receipt): void {
  if (receipt.kind === 'html') {
    const page = window.open('', '_blank');
    page?.document.write(receipt.html);
    page?.document.close();
    return;
  }
  const url = URL.createObjectURL(receipt.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = receipt.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface PurchaseHistorySectionProps {
  payments: PaymentService;
  transactions: { items: Transaction[]; total: number };
  showAll: boolean;
  onShowAll(all: boolean): void;
}

/**
 * spec: payments 2 Payments page (Purchase history) — the first 4 transactions, how many more and
 * 'show all', or no_transactions; each row downloads its receipt where the integration has receipts.
 */
export function PurchaseHistorySection({
  payments,
  transactions,
  showAll,
  onShowAll,
}: PurchaseHistorySectionProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const date = useDateFormat();
  const money = useMoneyFormat();
  const receipt = payments.capabilities.receipts ? payments.receipt?.bind(payments) : undefined;
  const rows = showAll ? transactions.items : transactions.items.slice(0, HISTORY_PREVIEW);
  const hidden = transactions.total - rows.length;
  const download = async (transaction: Transaction) => {
    try {
      showReceipt(await (receipt as NonNullable<typeof receipt>)(transaction));
    } catch (error) {
      console.error('A receipt could not be opened', error);
      showToast(t('page.receipt_failed'));
    }
  };
  return (
    <section className="payments-section" aria-labelledby="payments-history">
      <h2 id="payments-history">{t('page.history')}</h2>
      {rows.length === 0 ? <p>{t('page.no_transactions')}</p> : null}
      {rows.length > 0 ? (
        <ul className="purchase-history">
          {rows.map((row) => (
            <li key={row.transactionId} className="purchase-history__row">
              <span className="purchase-history__title">{row.offerTitle}</span>
              <span>{date(row.date)}</span>
              <span className="purchase-history__price">{money(row.price)}</span>
              {receipt && row.receiptId ? (
                <Button
                  focusKey={`receipt-${row.transactionId}`}
                  variant="link"
                  label={t('page.receipt_for', { title: row.offerTitle, date: date(row.date) })}
                  onPress={() => void download(row)}
                >
                  {t('page.receipt')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 && !showAll ? (
        <div className="payments-actions">
          <span>{t('page.hidden_transactions', { count: hidden })}</span>
          <Button focusKey="payments-show-all" variant="secondary" onPress={() => onShowAll(true)}>
            {t('page.show_all')}
          </Button>
        </div>
      ) : null}
      {showAll && transactions.items.length > HISTORY_PREVIEW ? (
        <Button focusKey="payments-show-fewer" variant="secondary" onPress={() => onShowAll(false)}>
          {t('page.show_fewer')}
        </Button>
      ) : null}
    </section>
  );
}
