import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardNumberError,
  cvcError,
  expiryError,
  expiryParts,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  holderNameError,
} from '../../domain/cardFields.ts';
import { AccountError } from '../../integrations/accountError.ts';
import type { CardDetails } from '../../integrations/payments/paymentService.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { ACCOUNT_NS } from '../account/accountTranslations.ts';
import { FormError } from '../account/FormError.tsx';
import { useAccountForm } from '../account/useAccountForm.ts';
import { paymentMessage } from './paymentMessage.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';

type CardField = 'holderName' | 'number' | 'expiry' | 'cvc';

interface CardFormProps {
  /** The amount to pay, formatted, for the button. */
  price: string;
  onPay(card: CardDetails): Promise<void>;
}

/**
 * spec: payments 2, 5 Card forms — the direct card form (cardEntry 'direct'): holder, number grouped by
 * brand, expiry MM/YY and CVC, each formatted as typed (on TV with the same on-screen keyboard as the
 * account forms) and checked by card-validator; a refusal from the card provider shows at the top.
 */
export function CardForm({ price, onPay }: CardFormProps) {
  const { t } = useTranslation([PAYMENTS_NS, ACCOUNT_NS], { nsMode: 'fallback' });
  // The CVC's rule depends on the number's brand (Amex: 4 digits), read at the time of checking.
  const number = useRef('');
  const form = useAccountForm<CardField>({
    initial: { holderName: '', number: '', expiry: '', cvc: '' },
    rules: {
      holderName: holderNameError,
      number: cardNumberError,
      expiry: expiryError,
      cvc: (value) => cvcError(value, number.current),
    },
    async submit(values) {
      const expiry = expiryParts(values.expiry);
      if (!expiry) throw new AccountError('card.invalid_card_expiry', 'expiry');
      await onPay({
        holderName: values.holderName.trim(),
        number: values.number.replace(/\D/g, ''),
        cvc: values.cvc,
        ...expiry,
      });
    },
  });
  number.current = form.values.number;

  const bind = (name: CardField, format: (value: string) => string = (value) => value) => {
    const field = form.field(name);
    return {
      value: field.value,
      onChange: (value: string) => field.onChange(format(value)),
      onBlur: field.onBlur,
      error: field.error ? t(field.error) : undefined,
      onSubmit: form.onSubmit,
    };
  };

  return (
    <section className="card-form" aria-label={t('checkout.card_frame')}>
      <FormError focusKey="card-error" messageKey={paymentMessage(form.formError)} attempt={form.attempt} />
      <TextField
        focusKey="card-holder"
        label={t('card.holder_name')}
        autoComplete="cc-name"
        {...bind('holderName')}
      />
      <TextField
        focusKey="card-number"
        label={t('card.number')}
        autoComplete="cc-number"
        numeric
        {...bind('number', formatCardNumber)}
      />
      <div className="card-form__row">
        <TextField
          focusKey="card-expiry"
          label={t('card.expiry')}
          autoComplete="cc-exp"
          numeric
          {...bind('expiry', formatExpiry)}
        />
        <TextField
          focusKey="card-cvc"
          label={t('card.cvc')}
          autoComplete="cc-csc"
          numeric
          {...bind('cvc', (value) => formatCvc(value, number.current))}
        />
      </div>
      <Button focusKey="card-pay" onPress={form.onSubmit}>
        {t('card.pay', { price })}
      </Button>
    </section>
  );
}
