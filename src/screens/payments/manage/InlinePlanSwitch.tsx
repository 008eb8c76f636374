import { setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { planChoices, switchDirectionOf } from '../../../domain/planSwitch.ts';
import { FOCUS_KEY_ATTRIBUTE } from '../../../focus/useScreenFocus.ts';
import type {
  PaymentService,
  Subscription,
  SwitchOffer,
} from '../../../integrations/payments/paymentService.ts';
import { Button } from '../../../ui/Button.tsx';
import { keepInView } from '../../../ui/keepInView.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { PAYMENTS_NS } from '../paymentTranslations.ts';
import { useDateFormat, useOfferPrice } from '../useMoney.ts';
import { reloadPayments, useSwitches } from './paymentsPageQueries.ts';

const planKey = (offerId: string) => `plan-${offerId}`;

interface PlanRowProps {
  plan: SwitchOffer;
  subscription: Subscription;
  checked: boolean;
  label: 'current_plan' | 'upcoming_plan' | undefined;
  onSelect(): void;
}

/** One plan: its radio, its labels, when it bills and its price per period. */
function PlanRow({ plan, subscription, checked, label, onSelect }: PlanRowProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const date = useDateFormat();
  const price = useOfferPrice();
  const { ref, focused } = useFocusable<object, HTMLLabelElement>({
    focusKey: planKey(plan.toOfferId),
    onEnterPress: () => {
      if (label !== 'upcoming_plan') onSelect();
    },
    onFocus: ({ node }) => keepInView(node),
  });
  const downgrade =
    label !== 'current_plan' && switchDirectionOf(subscription.nextPayment, plan.price) === 'downgrade';
  const when = date(subscription.expiresAt);
  return (
    <label
      ref={ref}
      tabIndex={-1}
      className={`payment-method plan-row${checked ? ' is-selected' : ''}${focused ? ' is-focused' : ''}`}
      {...{ [FOCUS_KEY_ATTRIBUTE]: planKey(plan.toOfferId) }}
    >
      <input
        type="radio"
        name="plan"
        checked={checked}
        disabled={label === 'upcoming_plan'}
        onChange={onSelect}
      />
      <span className="plan-row__title">{plan.title}</span>
      {label === 'current_plan' ? <span className="offer-card__note">{t('page.current_plan')}</span> : null}
      {label === 'upcoming_plan' ? (
        <span className="offer-card__note">{t('page.pending_downgrade', { date: when })}</span>
      ) : null}
      {plan.period === 'month' || plan.period === 'year' ? (
        <span>{t(plan.period === 'month' ? 'page.monthly' : 'page.annual')}</span>
      ) : null}
      <span>
        {downgrade ? t('page.downgrade_on', { date: when }) : t('page.next_billing_short', { date: when })}
      </span>
      <span className="plan-row__price">
        {price({ offerId: plan.toOfferId, period: plan.period }, plan.price)}
      </span>
    </label>
  );
}

interface InlinePlanSwitchProps {
  payments: PaymentService;
  subscription: Subscription;
  onDone(result: { kind: 'upgrade' } | { kind: 'downgrade'; date: number } | { kind: 'error' }): void;
  onCancel(): void;
  onUnsubscribe(): void;
}

/**
 * spec: payments 2 Payments page (inline plan-switch list), 4 Inline plan change — the plans that can
 * be switched to with the current one preselected; Save (not while the choice is the current plan or
 * while saving) upgrades at once or records the downgrade for the period's end.
 */
export function InlinePlanSwitch({
  payments,
  subscription,
  onDone,
  onCancel,
  onUnsubscribe,
}: InlinePlanSwitchProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const switches = useSwitches(payments, subscription);
  const [chosenId, setChosenId] = useState(subscription.offerId);
  const [saving, setSaving] = useState(false);
  const choices = switches.data ? planChoices(subscription, switches.data) : undefined;
  const chosen = choices?.plans.find((plan) => plan.toOfferId === chosenId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once the plans are shown
  useEffect(() => {
    if (choices) void setFocus(planKey(subscription.offerId));
  }, [choices === undefined]);

  const save = async () => {
    if (!chosen || chosen.toOfferId === subscription.offerId || saving) return;
    setSaving(true);
    try {
      const { pending } = await payments.switchSubscription(subscription, chosen);
      await reloadPayments(payments);
      onDone(pending ? { kind: 'downgrade', date: subscription.expiresAt } : { kind: 'upgrade' });
    } catch (error) {
      console.error('The plan change failed', error);
      onDone({ kind: 'error' });
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once, when the plans cannot be read
  useEffect(() => {
    if (switches.isError) onDone({ kind: 'error' });
  }, [switches.isError]);

  if (!choices) return <Spinner label={t('upgrade.loading')} />;
  return (
    <fieldset className="plan-list">
      <legend className="text-field__label">{t('page.plans')}</legend>
      {choices.plans.map((plan) => (
        <PlanRow
          key={plan.toOfferId}
          plan={plan}
          subscription={subscription}
          checked={plan.toOfferId === chosenId}
          label={choices.labels[plan.toOfferId]}
          onSelect={() => setChosenId(plan.toOfferId)}
        />
      ))}
      {/* Save spans the list, where Down from the plans lands; the ways out follow on their own row. */}
      <div className="plan-list__save">
        <Button
          focusKey="plan-save"
          disabled={saving || chosenId === subscription.offerId}
          onPress={() => void save()}
        >
          {t('page.save')}
        </Button>
      </div>
      <div className="payments-actions">
        <Button focusKey="plan-cancel" variant="secondary" onPress={onCancel}>
          {t('page.cancel')}
        </Button>
        <Button focusKey="plan-unsubscribe" variant="link" onPress={onUnsubscribe}>
          {t('page.cancel_subscription')}
        </Button>
      </div>
    </fieldset>
  );
}
