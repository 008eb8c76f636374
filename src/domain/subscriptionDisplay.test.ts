import { describe, expect, it } from 'vitest';
import {
  type DisplayedSubscription,
  dateLineOf,
  isPositive,
  maskedCardNumber,
  showsCancelLink,
  showsChangePlan,
  showsRenewLink,
  showsUpcomingPlan,
} from './subscriptionDisplay.ts';

const monthly: DisplayedSubscription = {
  status: 'active',
  period: 'month',
  paymentGateway: 'card',
  pendingOfferId: null,
};
const renewing = { renewableEnabled: true, canRenew: true };

describe('the payments page status display (spec: payments 4)', () => {
  it('active and active_trial are positive, every other status negative', () => {
    expect(['active', 'active_trial'].map((s) => isPositive(s as 'active'))).toEqual([true, true]);
    expect(['cancelled', 'expired', 'terminated'].map((s) => isPositive(s as 'active'))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('says "next billing date" only for an active, bought subscription with no switch waiting', () => {
    expect(dateLineOf(monthly)).toBe('next_billing');
    expect(dateLineOf({ ...monthly, status: 'cancelled' })).toBe('expires');
    // A trial ends on its date; what follows is the first payment, not a renewal.
    expect(dateLineOf({ ...monthly, status: 'active_trial' })).toBe('expires');
    expect(dateLineOf({ ...monthly, period: 'granted', paymentGateway: 'granted' })).toBe('expires');
  });

  it('with a switch waiting (not cancelled) says "billing ends on" and shows the Upcoming plan box', () => {
    const pending = { ...monthly, pendingOfferId: 'S-YEARLY' };
    expect(dateLineOf(pending)).toBe('billing_ends');
    expect(showsUpcomingPlan(pending)).toBe(true);
    expect(showsUpcomingPlan({ ...pending, status: 'cancelled' })).toBe(false);
    expect(dateLineOf({ ...pending, status: 'cancelled' })).toBe('expires');
  });
});

describe('the cancel and renew links (spec: payments 4)', () => {
  it('offers cancel for an active or trial subscription paid by card or coupon, with no pending change', () => {
    expect(showsCancelLink(monthly)).toBe(true);
    expect(showsCancelLink({ ...monthly, status: 'active_trial' })).toBe(true);
    expect(showsCancelLink({ ...monthly, paymentGateway: 'coupon' })).toBe(true);
    expect(showsCancelLink({ ...monthly, pendingOfferId: 'S-YEARLY' })).toBe(false);
    expect(showsCancelLink({ ...monthly, status: 'cancelled' })).toBe(false);
  });

  it('reading chosen: a wallet-paid plan can be cancelled too (this back end renews it, so the viewer expects to stop it here)', () => {
    expect(showsCancelLink({ ...monthly, paymentGateway: 'wallet' })).toBe(true);
  });

  it('never offers cancel for a granted pass (nothing renews)', () => {
    expect(showsCancelLink({ ...monthly, period: 'granted', paymentGateway: 'granted' })).toBe(false);
  });

  it('offers renew only for a cancelled subscription where renewal is enabled and allowed', () => {
    const cancelled = { ...monthly, status: 'cancelled' as const };
    expect(showsRenewLink(cancelled, renewing)).toBe(true);
    expect(showsRenewLink(monthly, renewing)).toBe(false);
    expect(showsRenewLink(cancelled, { ...renewing, canRenew: false })).toBe(false);
    expect(showsRenewLink(cancelled, { ...renewing, renewableEnabled: false })).toBe(false);
  });

  it("offers 'change plan' while active or in trial", () => {
    expect(showsChangePlan(monthly)).toBe(true);
    expect(showsChangePlan({ ...monthly, status: 'active_trial' })).toBe(true);
    expect(showsChangePlan({ ...monthly, status: 'cancelled' })).toBe(false);
  });

  it('masks a card as four groups with the last four digits', () => {
    expect(maskedCardNumber('4242')).toBe('•••• •••• •••• 4242');
  });
});
