import { useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useTranslation } from 'react-i18next';
import { FOCUS_KEY_ATTRIBUTE } from '../../focus/useScreenFocus.ts';
import type { PaymentMethod } from '../../integrations/payments/paymentService.ts';
import { keepInView } from '../../ui/keepInView.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';

const LABELS: Record<PaymentMethod['methodName'], string> = {
  card: 'checkout.method_card',
  wallet: 'checkout.method_wallet',
};

export const methodKey = (method: PaymentMethod) => `checkout-method-${method.methodName}`;

function MethodRadio({
  method,
  checked,
  onSelect,
}: {
  method: PaymentMethod;
  checked: boolean;
  onSelect(): void;
}) {
  const { t } = useTranslation(PAYMENTS_NS);
  const focusKey = methodKey(method);
  // The whole row is the target, as with Checkbox: the remote's nearest-centre search passes over a small dot.
  const { ref, focused } = useFocusable<object, HTMLLabelElement>({
    focusKey,
    onEnterPress: onSelect,
    onFocus: ({ node }) => keepInView(node),
  });
  return (
    <label
      ref={ref}
      tabIndex={-1}
      className={`payment-method${checked ? ' is-selected' : ''}${focused ? ' is-focused' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: focusKey }}
    >
      <input type="radio" name="payment-method" checked={checked} onChange={onSelect} />
      <span>{t(LABELS[method.methodName])}</span>
    </label>
  );
}

interface PaymentMethodChoiceProps {
  methods: PaymentMethod[];
  selectedId: string | undefined;
  onChange(methodId: string): void;
}

/** spec: payments 2 Checkout — the payment method radios: only the card and the wallet are offered. */
export function PaymentMethodChoice({ methods, selectedId, onChange }: PaymentMethodChoiceProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    <fieldset className="payment-methods">
      <legend className="text-field__label">{t('checkout.payment_method')}</legend>
      {methods.map((method) => (
        <MethodRadio
          key={method.id}
          method={method}
          checked={method.id === selectedId}
          onSelect={() => {
            if (method.id !== selectedId) onChange(method.id);
          }}
        />
      ))}
    </fieldset>
  );
}
