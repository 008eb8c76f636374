import type { Money } from './money.ts';

/** The fields of a plan the switch rules read (the payments contract's SwitchOffer). */
export interface SwitchPlan<Period extends string = string> {
  toOfferId: string;
  title: string;
  price: Money;
  period: Period | null;
  switchDirection: 'upgrade' | 'downgrade';
  algorithm: string;
}

interface CurrentPlan<Period extends string> {
  offerId: string;
  offerTitle: string;
  nextPayment: Money;
  period: Period | null;
  pendingOfferId: string | null;
}

export interface PlanChoices<Period extends string = string> {
  /** Every plan shown, by price ascending: the current one among them. */
  plans: SwitchPlan<Period>[];
  /** Plans shown but not chosen: 'current_plan' or 'upcoming_plan', by offer id. */
  labels: Record<string, 'current_plan' | 'upcoming_plan'>;
  /** The first plan that can be chosen (preselected), if any. */
  firstChoosable: string | undefined;
}

/**
 * spec: payments 2 Upgrade subscription, 3 Switch offer — the plan list: the available switches and
 * the current plan (turned into a switch with its own id; the contract's toOfferId is the offer to show),
 * sorted by price ascending; the current plan labelled 'current plan', a plan equal to the pending
 * offer 'upcoming plan', neither selectable. Prices compare within one currency, as the provider
 * prices every plan of a customer in theirs.
 */
export function planChoices<Period extends string>(
  current: CurrentPlan<Period>,
  switches: SwitchPlan<Period>[],
): PlanChoices<Period> {
  const own: SwitchPlan<Period> = {
    toOfferId: current.offerId,
    title: current.offerTitle,
    price: current.nextPayment,
    period: current.period,
    switchDirection: 'upgrade',
    algorithm: '',
  };
  const others = switches.filter((plan) => plan.toOfferId !== current.offerId);
  const plans = [own, ...others].sort((a, b) => a.price.minor - b.price.minor);
  const labels: PlanChoices<Period>['labels'] = { [current.offerId]: 'current_plan' };
  if (current.pendingOfferId && current.pendingOfferId !== current.offerId)
    labels[current.pendingOfferId] = 'upcoming_plan';
  return { plans, labels, firstChoosable: plans.find((plan) => !(plan.toOfferId in labels))?.toOfferId };
}

/**
 * spec: payments 4, Inline plan change — an upgrade when the chosen plan's price exceeds the current
 * one's; otherwise a downgrade.
 */
export const switchDirectionOf = (current: Money, chosen: Money): 'upgrade' | 'downgrade' =>
  chosen.minor > current.minor ? 'upgrade' : 'downgrade';
