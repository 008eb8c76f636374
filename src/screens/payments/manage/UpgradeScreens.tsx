import { setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planChoices } from '../../../domain/planSwitch.ts';
import type { Offer, SwitchOffer } from '../../../integrations/payments/paymentService.ts';
import { Button } from '../../../ui/Button.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { AccountModal } from '../../account/AccountModal.tsx';
import { offerCardKey } from '../OfferCard.tsx';
import { OfferCarousel } from '../OfferCarousel.tsx';
import { PaymentMessage } from '../PaymentResultScreens.tsx';
import { PAYMENTS_NS } from '../paymentTranslations.ts';
import { useDateFormat, useOfferPrice } from '../useMoney.ts';
import { usePaymentNavigation } from '../usePaymentNavigation.ts';
import { PAYMENTS_PAGE_FOCUS } from './pageFocus.ts';
import { reloadPayments, useSwitches } from './paymentsPageQueries.ts';
import { type ManagedSubscription, useManagedSubscription } from './useManagedSubscription.ts';

const CONTINUE_KEY = 'upgrade-continue';
const CLOSE_KEY = 'upgrade-close';

/** A plan as the offer list shows it. */
const asOffer = (plan: SwitchOffer): Offer => ({
  offerId: plan.toOfferId,
  title: plan.title,
  description: '',
  price: plan.price,
  period: plan.period,
  freeDays: 0,
  planSwitchEnabled: true,
  duration: null,
});

function ChoosePlan({ payments, subscription }: Extract<ManagedSubscription, { state: 'ready' }>) {
  const { t } = useTranslation(PAYMENTS_NS);
  const navigation = usePaymentNavigation();
  const switches = useSwitches(payments, subscription);
  const [chosenId, setChosenId] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const choices = switches.data ? planChoices(subscription, switches.data) : undefined;
  const selected = choices?.plans.find((plan) => plan.toOfferId === (chosenId ?? choices.firstChoosable));
  const unavailable = Object.fromEntries(
    Object.entries(choices?.labels ?? {}).map(([id, label]) => [id, t(`upgrade.${label}`)]),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once the plans are known
  useEffect(() => {
    if (switches.isError || choices?.plans.length === 0) void setFocus(CLOSE_KEY);
    else if (selected) void setFocus(offerCardKey(selected.toOfferId));
  }, [switches.isError, choices === undefined]);

  // spec: payments 4, Choose-offer submit in upgrade mode — switched: pending, or done; refused: the error screen.
  const submit = async () => {
    if (!selected || submitting) return;
    setSubmitting(true);
    try {
      const { pending } = await payments.switchSubscription(subscription, selected);
      await reloadPayments(payments);
      navigation.open(pending ? 'upgrade-subscription-pending' : 'upgrade-subscription-success');
    } catch (error) {
      console.error('The plan switch failed', error);
      navigation.open('upgrade-subscription-error');
    }
  };

  if (switches.isError || choices?.plans.length === 0)
    return (
      <PaymentMessage
        focusKey={CLOSE_KEY}
        text={t(switches.isError ? 'upgrade.failed' : 'upgrade.no_plans')}
        action={t('upgrade.close')}
        onPress={navigation.close}
      />
    );
  if (!choices) return <Spinner label={t('upgrade.loading')} />;
  return (
    <>
      <OfferCarousel
        offers={choices.plans.map(asOffer)}
        selectedId={selected?.toOfferId}
        unavailable={unavailable}
        onSelect={setChosenId}
      />
      <Button focusKey={CONTINUE_KEY} disabled={!selected || submitting} onPress={() => void submit()}>
        {t(`upgrade.direction.${selected?.switchDirection ?? 'upgrade'}`)}
      </Button>
    </>
  );
}

/**
 * spec: payments 2 Upgrade subscription, 4 Plan switching — the plans by price, the current one and
 * the upcoming one labelled and not chosen; Continue reads the chosen plan's direction.
 */
export function UpgradeSubscriptionScreen() {
  const managed = useManagedSubscription();
  const navigation = usePaymentNavigation();
  return (
    <AccountModal
      name="upgrade-subscription"
      titleKey={`${PAYMENTS_NS}:upgrade.title`}
      first={CONTINUE_KEY}
      size="large"
      onClose={navigation.close}
    >
      {managed.state === 'ready' ? <ChoosePlan {...managed} /> : <SpinnerLabel />}
    </AccountModal>
  );
}

function SpinnerLabel() {
  const { t } = useTranslation(PAYMENTS_NS);
  return <Spinner label={t('upgrade.loading')} />;
}

/**
 * spec: payments 2 Upgrade results — done: the plan's title, its next price and date, and Okay; the
 * screen has no close button, so Back does what Okay does.
 */
export function UpgradeSuccessScreen() {
  const { t } = useTranslation(PAYMENTS_NS);
  const managed = useManagedSubscription();
  const navigation = usePaymentNavigation();
  const date = useDateFormat();
  const price = useOfferPrice();
  return (
    <AccountModal
      name="upgrade-subscription-success"
      titleKey={`${PAYMENTS_NS}:upgrade.success_title`}
      first="upgrade-success-okay"
      onClose={navigation.close}
      fallbackFocus={PAYMENTS_PAGE_FOCUS}
    >
      {managed.state === 'ready' ? (
        <PaymentMessage
          focusKey="upgrade-success-okay"
          text={t('upgrade.success_text', {
            title: managed.subscription.offerTitle,
            price: price(managed.subscription, managed.subscription.nextPayment),
            date: date(managed.subscription.expiresAt),
          })}
          action={t('upgrade.okay')}
          onPress={navigation.close}
        />
      ) : (
        <SpinnerLabel />
      )}
    </AccountModal>
  );
}

/** spec: payments 2 Upgrade results — the pending and error notices, each with its way out. */
export function UpgradeNoticeScreen({ kind }: { kind: 'pending' | 'error' }) {
  const { t } = useTranslation(PAYMENTS_NS);
  const navigation = usePaymentNavigation();
  const focusKey = `upgrade-${kind}-close`;
  return (
    <AccountModal
      name={`upgrade-subscription-${kind}`}
      titleKey={`${PAYMENTS_NS}:upgrade.${kind}_title`}
      first={focusKey}
      onClose={navigation.close}
      fallbackFocus={PAYMENTS_PAGE_FOCUS}
    >
      <PaymentMessage
        focusKey={focusKey}
        text={t(`upgrade.${kind}_text`)}
        action={t(kind === 'pending' ? 'upgrade.okay' : 'upgrade.close')}
        onPress={navigation.close}
      />
    </AccountModal>
  );
}
