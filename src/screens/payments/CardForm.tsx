import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useLayoutEffect, useRef } from 'react';
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
  /** The button's words: 'Pay $9.99' at checkout, 'Save' when editing the stored card. */
  submitLabel: string;
  onCard(card: CardDetails): Promise<void>;
  /** Editing the stored card: a Close beside Save (spec: payments 2, Edit card details). */
  onClose?(): void;
  /** Each form on a page has its own focus keys. */
  keyPrefix?: string;
}

/**
 * spec: payments 2, 5 Card forms — the direct card form (cardEntry 'direct'): holder, number grouped by
 * brand, expiry MM/YY and CVC, each formatted as typed (on TV with the same on-screen keyboard as the
 * account forms) and checked by card-validator; a refusal from the card provider shows at the top. The
 * same form edits the stored card on the payments page.
 */
export function CardForm({ submitLabel, onCard, onClose, keyPrefix = 'card' }: CardFormProps) {
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
      await onCard({
        holderName: values.holderName.trim(),
        number: values.number.replace(/\D/g, ''),
        cvc: values.cvc,
        ...expiry,
      });
    },
  });
  // At commit: the rules run in the field's change handler, after the render that showed the number.
  useLayoutEffect(() => {
    number.current = form.values.number;
  }, [form.values.number]);
  // Opened in place of the button that asked for it (edit card): focus goes to its first field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form appears
  useEffect(() => {
    if (onClose) void setFocus(`${keyPrefix}-holder`);
  }, []);

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
      <FormError
        focusKey={`${keyPrefix}-error`}
        messageKey={paymentMessage(form.formError)}
        attempt={form.attempt}
      />
      <TextField
        focusKey={`${keyPrefix}-holder`}
        label={t('card.holder_name')}
        autoComplete="cc-name"
        {...bind('holderName')}
      />
      <TextField
        focusKey={`${keyPrefix}-number`}
        label={t('card.number')}
        autoComplete="cc-number"
        numeric
        {...bind('number', formatCardNumber)}
      />
      <div className="card-form__row">
        <TextField
          focusKey={`${keyPrefix}-expiry`}
          label={t('card.expiry')}
          autoComplete="cc-exp"
          numeric
          {...bind('expiry', formatExpiry)}
        />
        <TextField
          focusKey={`${keyPrefix}-cvc`}
          label={t('card.cvc')}
          autoComplete="cc-csc"
          numeric
          {...bind('cvc', (value) => formatCvc(value, number.current))}
        />
      </div>
      {onClose ? (
        <div className="account-page__actions">
          <Button focusKey={`${keyPrefix}-close`} variant="secondary" onPress={onClose}>
            {t('edit_card.close')}
          </Button>
          <Button focusKey={`${keyPrefix}-pay`} onPress={form.onSubmit}>
            {submitLabel}
          </Button>
        </div>
      ) : (
        <Button focusKey={`${keyPrefix}-pay`} onPress={form.onSubmit}>
          {submitLabel}
        </Button>
      )}
    </section>
  );
}
