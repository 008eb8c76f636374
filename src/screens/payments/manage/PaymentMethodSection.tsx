import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskedCardNumber } from '../../../domain/subscriptionDisplay.ts';
import type {
  PaymentDetail,
  PaymentService,
  Subscription,
} from '../../../integrations/payments/paymentService.ts';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { PAYMENTS_NS } from '../paymentTranslations.ts';
import { editedCard, useCardEdit } from './useCardEdit.ts';

const CardForm = lazy(() => import('../CardForm.tsx').then((module) => ({ default: module.CardForm })));

const EDIT_KEY = 'payments-edit-card';

interface PaymentMethodSectionProps {
  payments: PaymentService;
  details: PaymentDetail[];
  subscription: Subscription | undefined;
  open(name: string): void;
}

/** spec: payments 2 — a stored card: holder, '•••• •••• •••• 4242', expiry and '***' for the CVV. */
function CardSummary({ card }: { card: NonNullable<PaymentDetail['card']> }) {
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    <dl className="payment-detail">
      <dt>{t('page.holder_name')}</dt>
      <dd>{card.holderName}</dd>
      <dt>{t('page.card_number')}</dt>
      <dd>{maskedCardNumber(card.lastFourDigits)}</dd>
      <dt>{t('page.expiry')}</dt>
      <dd>{card.expiry}</dd>
      <dt>{t('page.cvc')}</dt>
      <dd>***</dd>
    </dl>
  );
}

/**
 * spec: payments 2 Payments page (Payment method), Edit card details; 4 Payment method update — the
 * wallet (its logo and currency) or the card, 'edit card' opening the card form in place (not while the
 * subscription is cancelled), and 'change payment method' where the integration can change it.
 */
export function PaymentMethodSection({ payments, details, subscription, open }: PaymentMethodSectionProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const [editing, setEditing] = useState(false);
  const detail = details.find((entry) => entry.active) ?? details[0];
  const stopEditing = () => {
    setEditing(false);
    // The form's controls go: focus returns to the button that opened it.
    setTimeout(() => void setFocus(EDIT_KEY), 0);
  };
  const edit = useCardEdit(payments, editedCard(details), stopEditing);

  return (
    <section className="payments-section" aria-labelledby="payments-method">
      <h2 id="payments-method">{t('page.payment_method')}</h2>
      {detail?.paymentMethod === 'wallet' ? (
        <div className="payment-detail payment-detail--wallet">
          <img
            src={`${import.meta.env.BASE_URL}images/payments/wallet.svg`}
            alt={t('page.wallet')}
            width="64"
            height="40"
          />
          <span>{t('page.wallet_currency', { currency: detail.currency })}</span>
        </div>
      ) : null}
      {detail?.card ? <CardSummary card={detail.card} /> : null}
      {detail ? null : <p>{t('page.no_payment_methods')}</p>}
      {editing ? (
        <Suspense fallback={<Spinner label={t('edit_card.title')} />}>
          <CardForm
            keyPrefix="edit-card"
            submitLabel={t('edit_card.save')}
            onCard={edit.save}
            onClose={stopEditing}
          />
        </Suspense>
      ) : (
        <div className="payments-actions">
          {edit.available ? (
            <Button
              focusKey={EDIT_KEY}
              variant="secondary"
              disabled={subscription?.status === 'cancelled'}
              onPress={() => setEditing(true)}
            >
              {t('page.edit_card')}
            </Button>
          ) : null}
          {payments.capabilities.updatePaymentMethod ? (
            <Button
              focusKey="payments-change-method"
              variant="secondary"
              onPress={() => open('payment-method')}
            >
              {t('page.change_payment_method')}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
