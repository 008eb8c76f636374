import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, PaymentMethod, PaymentService } from '../../integrations/payments/paymentService.ts';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ACCOUNT_NS } from '../account/accountTranslations.ts';
import { FormError } from '../account/FormError.tsx';
import { HostedCardFrame } from './HostedCardFrame.tsx';
import { errorKey, paymentMessage } from './paymentMessage.ts';
import { PAYMENTS_NS } from './paymentTranslations.ts';
import type { useCheckoutPayment } from './useCheckoutPayment.ts';
import { useMoneyFormat } from './useMoney.ts';

type Pay = ReturnType<typeof useCheckoutPayment>;

/** The app's own card form and its card checks (card-validator) load only where the provider wants them. */
const CardForm = lazy(() => import('./CardForm.tsx').then((module) => ({ default: module.CardForm })));

/** One button that runs a payment step once, its failure shown above it (spec: payments 8). */
export function PaymentButton({
  focusKey,
  label,
  run,
}: {
  focusKey: string;
  label: string;
  run(): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ key: string; attempt: number }>();
  const press = () => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    run()
      .catch((error: unknown) =>
        setFailure((last) => ({ key: errorKey(error), attempt: (last?.attempt ?? 0) + 1 })),
      )
      .finally(() => setBusy(false));
  };
  return (
    <>
      <FormError
        focusKey={`${focusKey}-error`}
        messageKey={paymentMessage(failure?.key)}
        attempt={failure?.attempt}
      />
      <Button focusKey={focusKey} onPress={press}>
        {label}
      </Button>
    </>
  );
}

interface PaymentAreaProps {
  payments: PaymentService;
  order: Order;
  method: PaymentMethod;
  pay: Pay;
}

/**
 * spec: payments 2 Checkout — the payment area for the chosen method: the wallet's instructions and
 * Continue; for a card, the provider's hosted component (cardEntry 'hosted') or the app's own form.
 */
export function PaymentArea({ payments, order, method, pay }: PaymentAreaProps) {
  const { t } = useTranslation([PAYMENTS_NS, ACCOUNT_NS], { nsMode: 'fallback' });
  const money = useMoneyFormat();
  if (method.methodName === 'wallet')
    return (
      <section className="wallet-payment" aria-label={t('checkout.method_wallet')}>
        <p>{t('checkout.wallet_instructions')}</p>
        <PaymentButton focusKey="checkout-wallet" label={t('checkout.wallet_continue')} run={pay.wallet} />
      </section>
    );
  if (payments.capabilities.cardEntry === 'hosted' && payments.cardComponentUrl) {
    const componentUrl = payments.cardComponentUrl.bind(payments);
    const returnUrl = pay.returnUrl();
    // One component session per order and amount (a coupon changes what its Pay button says).
    const session = {
      key: [order.id, order.total.minor, order.total.currency, returnUrl],
      url: () => componentUrl(order, returnUrl),
    };
    return <HostedCardFrame session={session} onCard={pay.byCard} />;
  }
  return (
    <Suspense fallback={<Spinner label={t('checkout.loading')} />}>
      <CardForm submitLabel={t('card.pay', { price: money(order.total) })} onCard={pay.byCard} />
    </Suspense>
  );
}
