import { useTranslation } from 'react-i18next';
import { AccountError } from '../../../integrations/accountError.ts';
import type {
  CardDetails,
  PaymentDetail,
  PaymentService,
} from '../../../integrations/payments/paymentService.ts';
import { showToast } from '../../../stores/toastStore.ts';
import { PAYMENTS_NS } from '../paymentTranslations.ts';
import { reloadPayments } from './paymentsPageQueries.ts';

/** The stored card a viewer edits: the active payment detail's, else the first card. */
export const editedCard = (details: PaymentDetail[]): PaymentDetail | undefined =>
  details.find((detail) => detail.active && detail.card) ?? details.find((detail) => detail.card);

/**
 * spec: payments 2 Edit card details, 4 Payment method update (Card edit) — the typed card replaces the
 * stored one in its currency: success toasts checkout.card_details_updated, failure
 * checkout.card_update_failed (the form keeps what was typed and says so too).
 */
export function useCardEdit(payments: PaymentService, detail: PaymentDetail | undefined, onDone: () => void) {
  const { t } = useTranslation(PAYMENTS_NS);
  const updateCard = payments.updateCard?.bind(payments);
  return {
    available: Boolean(updateCard && detail?.card),
    async save(card: CardDetails) {
      if (!updateCard || !detail) return;
      try {
        await updateCard(card, detail.currency);
      } catch (error) {
        showToast(t('edit_card.card_update_failed'));
        throw error instanceof AccountError ? error : new AccountError('edit_card.card_update_failed');
      }
      showToast(t('edit_card.card_details_updated'));
      await reloadPayments(payments);
      onDone();
    },
  };
}
