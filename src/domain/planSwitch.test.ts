import { describe, expect, it } from 'vitest';
import { planChoices, type SwitchPlan, switchDirectionOf } from './planSwitch.ts';

const usd = (minor: number) => ({ minor, currency: 'USD' });
const plan = (
  toOfferId: string,
  minor: number,
  switchDirection: SwitchPlan['switchDirection'],
): SwitchPlan => ({
  toOfferId,
  title: toOfferId,
  price: usd(minor),
  period: 'month',
  switchDirection,
  algorithm: switchDirection === 'upgrade' ? 'IMMEDIATE' : 'DEFERRED',
});
const monthly = {
  offerId: 'S-MONTHLY',
  offerTitle: 'Monthly',
  nextPayment: usd(999),
  period: 'month',
  pendingOfferId: null,
};

describe('the plan list of upgrade-subscription (spec: payments 2)', () => {
  it('shows the current plan among the switches, by price ascending, labelled and not preselected', () => {
    const choices = planChoices(monthly, [
      plan('S-YEARLY', 9999, 'upgrade'),
      plan('S-BASIC', 499, 'downgrade'),
    ]);
    expect(choices.plans.map((p) => p.toOfferId)).toEqual(['S-BASIC', 'S-MONTHLY', 'S-YEARLY']);
    expect(choices.labels).toEqual({ 'S-MONTHLY': 'current_plan' });
    expect(choices.firstChoosable).toBe('S-BASIC');
  });

  it('labels the pending offer "upcoming plan", and it cannot be chosen', () => {
    const choices = planChoices({ ...monthly, pendingOfferId: 'S-BASIC' }, [
      plan('S-BASIC', 499, 'downgrade'),
      plan('S-YEARLY', 9999, 'upgrade'),
    ]);
    expect(choices.labels['S-BASIC']).toBe('upcoming_plan');
    expect(choices.firstChoosable).toBe('S-YEARLY');
  });

  it('does not list the current plan twice when the availability call includes it', () => {
    const choices = planChoices(monthly, [
      plan('S-MONTHLY', 999, 'upgrade'),
      plan('S-YEARLY', 9999, 'upgrade'),
    ]);
    expect(choices.plans.map((p) => p.toOfferId)).toEqual(['S-MONTHLY', 'S-YEARLY']);
  });

  it('has nothing to choose when the current plan is the only one', () => {
    expect(planChoices(monthly, []).firstChoosable).toBeUndefined();
  });
});

describe('the inline plan change direction (spec: payments 4)', () => {
  it('is an upgrade only when the chosen price exceeds the current one', () => {
    expect(switchDirectionOf(usd(999), usd(9999))).toBe('upgrade');
    expect(switchDirectionOf(usd(999), usd(499))).toBe('downgrade');
    expect(switchDirectionOf(usd(999), usd(999))).toBe('downgrade');
  });
});
